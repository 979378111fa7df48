import Accessibility
import Foundation
import Narration

/// `compose_per_s`: element descriptions composed per second, the whole narration pipeline included
/// (cleanup, free-text recognizers, overrides, punctuation, trait and context words, localized).
enum NarrationBench {
    /// A deterministic mix of elements like the library's screens: rows with money, dates, serials, hints.
    static func elements(count: Int) -> [(AccessibilityElement, StopContext)] {
        let names = [
            "Camera", "Winter Coat", "The Left Hand of Darkness", "Café table", "Rusty Spork", "Lamp",
            "Sunset over the bay", "Tom & Jerry", "IMG_0042.JPG", "Shiny Bear",
        ]
        var result: [(AccessibilityElement, StopContext)] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            let name = names[index % names.count]
            let element: AccessibilityElement
            switch index % 6 {
            case 0:
                element = AccessibilityElement(
                    label: name, value: "$\(index % 5000).\(index % 100)", hint: "Opens the item.", traits: [.button])
            case 1:
                element = AccessibilityElement(
                    label: "Date Created", value: "2024-03-\(10 + index % 18)",
                    traits: [.staticText])
            case 2:
                element = AccessibilityElement(
                    label: "Serial Number", value: "SN-\(index % 9000)-XK", traits: [.textEntry])
            case 3:
                element = AccessibilityElement(
                    label: name, value: "Favorite", hint: "Opens the photo.", traits: [.image, .button])
            case 4:
                element = AccessibilityElement(
                    label: "Favorite", value: index % 2 == 0 ? "1" : "0", traits: [.button, .switchButton])
            default:
                element = AccessibilityElement(label: name, traits: [.header])
            }
            let context: StopContext =
                index % 10 == 0 ? .listStart : (index % 7 == 0 ? .tab(index: 2, count: 5) : .none)
            result.append((element, context))
        }
        return result
    }

    static func composePerSecond(_ narrator: Narrator, quick: Bool) throws -> BenchFigure {
        let elements = elements(count: quick ? 2_000 : 20_000)
        var samples = Timings()
        for _ in 0..<(quick ? 3 : 9) {
            let seconds = try BenchFigure.seconds {
                for (element, context) in elements { _ = try narrator.describe(element, context: context) }
            }
            samples.append(Double(elements.count) / seconds)
        }
        return BenchFigure(name: "compose_per_s", value: samples.median, unit: "1/s")
    }
}
