import Foundation
import Readers

/// `tree_read_wide_ratio`: how a tree reader's time per element grows with a view's children, for each format
/// whose reader builds the tree itself (XCUITest dumps, page sources as XML and JSON, Detox hierarchies): the
/// seconds per element reading one view of 40,000 labels over the same for 4,000. A linear reader is near 1; the
/// readers that copied a parent's children at each child (issue 40) were near 10. The figure is the worst format.
enum ReaderBench {
    /// One view holding `count` labels, in `format`.
    static func wideTree(_ format: TreeFormat, count: Int) -> Data {
        var text = ""
        switch format {
        case .xcuitest:
            text = "Attributes: Application, 0x1, pid: 1, label: 'App'\nElement subtree:\n"
            text += " →Application, 0x1, {{0.0, 0.0}, {390.0, 844.0}}, label: 'App'\n"
            for index in 0..<count {
                text +=
                    "    StaticText, 0x\(String(index + 2, radix: 16)), {{0.0, 0.0}, {9.0, 9.0}}, label: 'L\(index)'\n"
            }
        case .pageSourceJSON:
            let labels = (0..<count).map { #"{"type":"XCUIElementTypeStaticText","label":"L\#($0)","isVisible":true}"# }
            text =
                #"{"type":"XCUIElementTypeApplication","label":"App","children":["# + labels.joined(separator: ",")
                + "]}"
        case .detox:
            text = #"<ViewHierarchy><UIWindow class="UIWindow">"#
            for index in 0..<count { text += #"<UILabel class="UILabel" label="L\#(index)"/>"# }
            text += "</UIWindow></ViewHierarchy>"
        default:
            text =
                #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" label="App">"#
            for index in 0..<count {
                text +=
                    #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="L\#(index)" visible="true"/>"#
            }
            text += "</XCUIElementTypeApplication></AppiumAUT>"
        }
        return Data(text.utf8)
    }

    static func wideRatio(quick: Bool) throws -> [BenchFigure] {
        let small = 4_000
        let large = quick ? 16_000 : 40_000
        var figures: [BenchFigure] = []
        var worst = 0.0
        for (format, name) in [
            (TreeFormat.xcuitest, "xcuitest"), (.pageSource, "page_source"), (.pageSourceJSON, "page_source_json"),
            (.detox, "detox"),
        ] {
            func perElement(_ count: Int) throws -> Double {
                let data = wideTree(format, count: count)
                let reader = TreeReader(configuration: .init(format: format))
                var samples = Timings()
                for _ in 0..<(quick ? 3 : 5) {
                    samples.append(try BenchFigure.seconds { _ = try reader.read(data, file: "wide") } / Double(count))
                }
                return samples.median
            }
            let ratio = try perElement(large) / perElement(small)
            worst = max(worst, ratio)
            figures.append(BenchFigure(name: "tree_read_wide_ratio_\(name)", value: ratio, unit: "x"))
        }
        figures.append(BenchFigure(name: "tree_read_wide_ratio", value: worst, unit: "x"))
        return figures
    }
}
