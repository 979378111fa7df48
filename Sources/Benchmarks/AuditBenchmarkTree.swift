import Accessibility

/// The benchmark tree of audit.md §7, generated deterministically: a root with list containers of
/// 100 elements each; labels from a pool of 5,000 English labels; 10% of elements with hints;
/// traits mixed as on the library screens; about 3% of elements breaking a rule.
public enum AuditBenchmarkTree {
    /// Elements per list container.
    public static let rowsPerList = 100
    /// Distinct labels in the pool.
    public static let labelPoolSize = 5_000

    /// A tree of `elements` elements (rounded up to whole lists), the same on every call.
    public static func make(elements: Int = 100_000) -> AccessibilityElement {
        var random = SplitMix(seed: 0x4C45_4354_4F52)
        let pool = labelPool()
        let lists = max(1, (elements + rowsPerList - 1) / rowsPerList)
        var containers: [AccessibilityElement] = []
        containers.reserveCapacity(lists)
        for list in 0..<lists {
            var rows: [AccessibilityElement] = []
            rows.reserveCapacity(rowsPerList)
            for row in 0..<rowsPerList {
                rows.append(element(list: list, row: row, pool: pool, random: &random))
            }
            containers.append(AccessibilityElement(identifier: "list.\(list)", container: .list, children: rows))
        }
        return AccessibilityElement(
            label: "Benchmark", identifier: "bench",
            children: [AccessibilityElement(label: "Inventory", traits: .header)]
                + containers)
    }

    private static let hints = [
        "Opens the item.", "Shows the photo full size.", "Adds a tag to the photo.", "Removes the item from the list.",
        "Plays the recording.", "Marks the photo as a favorite.", "Shares the photo.", "Sorts the list by value.",
    ]

    private static func element(list: Int, row: Int, pool: [String], random: inout SplitMix) -> AccessibilityElement {
        let label = pool[Int(random.next() % UInt64(pool.count))]
        let kind = random.next() % 100
        let hint = random.next() % 10 == 0 ? hints[Int(random.next() % UInt64(hints.count))] : nil
        let identifier = "row.\(list).\(row)"
        var element: AccessibilityElement
        switch kind {
        case 0..<40: element = AccessibilityElement(label: label, hint: hint, traits: .button, identifier: identifier)
        case 40..<65:
            element = AccessibilityElement(
                label: label, value: "\(row + 1) photos", traits: .staticText, identifier: identifier)
        case 65..<80: element = AccessibilityElement(label: label, hint: hint, traits: .image, identifier: identifier)
        case 80..<88: element = AccessibilityElement(label: label, hint: hint, traits: .link, identifier: identifier)
        case 88..<94:
            element = AccessibilityElement(
                label: label, value: row % 2 == 0 ? "1" : "0", hint: hint, traits: [.button, .switchButton],
                identifier: identifier)
        default:
            element = AccessibilityElement(
                label: label, value: "\(row % 10)", hint: hint, traits: .adjustable, identifier: identifier)
        }
        // About 3% break a rule: no label, a trait word, a gesture hint, a file name, a bad switch value.
        switch random.next() % 1000 {
        case 0..<6: element.label = nil
        case 6..<12: element.label = label + " button"
        case 12..<18: element.hint = "Double tap to open."
        case 18..<24: element.label = "IMG_\(1000 + row).JPG"
        case 24..<30: element.traits.insert(.link)
        default: break
        }
        return element
    }

    /// 5,000 distinct labels built from words of the inventory and photo domains.
    public static func labelPool() -> [String] {
        let adjectives = [
            "Vintage", "Blue", "Small", "Old", "New", "Red", "Wooden", "Silver", "Large", "Green", "Leather", "Golden",
            "Summer", "Winter", "Morning", "Evening", "Family", "Garden", "City", "Mountain", "Quiet", "Bright", "Dark",
            "Folding", "Electric", "Antique", "Handmade", "Spare", "Travel", "Kitchen", "Office", "Camping", "Night",
            "Rainy", "Sunny", "Autumn", "Spring", "Coastal", "Rustic", "Modern", "Classic", "Tiny", "Heavy", "Soft",
            "Striped", "Painted", "Broken", "Favorite", "Borrowed", "Second",
        ]
        let nouns = [
            "camera", "lamp", "bicycle", "table", "chair", "guitar", "scarf", "coat", "boots", "atlas", "cookbook",
            "laptop", "headphones", "record player", "clock", "mirror", "vase", "teapot", "kettle", "umbrella",
            "backpack", "tent", "lantern", "beach", "harbor", "bridge", "market", "garden", "sunset", "forest",
            "river", "village", "cathedral", "lighthouse", "station", "museum", "picnic", "wedding", "birthday",
            "concert", "festival", "street", "rooftop", "balcony", "window", "doorway", "staircase", "fountain",
            "meadow", "island", "canyon", "glacier", "desert", "orchard", "vineyard", "tower", "castle", "cottage",
            "boat", "train", "tram", "car", "kite", "piano", "violin", "notebook", "pen", "watch", "ring", "necklace",
            "bracelet", "hat", "gloves", "sweater", "jacket", "dress", "shoes", "sandals", "rug", "blanket", "pillow",
            "painting", "poster", "map", "globe", "telescope", "radio", "phone", "tablet", "printer", "keyboard",
            "speaker", "projector", "drone", "tripod", "lens", "flash",
        ]
        var labels: [String] = []
        labels.reserveCapacity(labelPoolSize)
        var number = 1
        outer: while true {
            for noun in nouns {
                for adjective in adjectives {
                    labels.append(number == 1 ? "\(adjective) \(noun)" : "\(adjective) \(noun) \(number)")
                    if labels.count == labelPoolSize { break outer }
                }
            }
            number += 1
        }
        return labels
    }
}

/// A small deterministic generator (SplitMix64), so the tree is the same on every machine.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
