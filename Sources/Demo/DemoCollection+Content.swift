import Domain

extension DemoCollection {
    private static func color(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> RGBColor {
        RGBColor(red: red, green: green, blue: blue)
    }

    /// Twelve items, every category, five with photos.
    static let items: [DemoItem] = [
        DemoItem(
            name: "Camera", dollars: 849, cents: 0, serial: "CN-4032-3024", category: .electronics, day: 3,
            image: .jpeg(width: 640, height: 480, color: color(60, 60, 70))),
        DemoItem(
            name: "Laptop", dollars: 1299, cents: 99, serial: "C02XK1JHJG5H", category: .electronics, day: 5,
            image: .jpeg(width: 800, height: 600, color: color(180, 180, 190))),
        DemoItem(
            name: "Headphones", dollars: 199, cents: 50, serial: "WH1000XM4-77", category: .electronics,
            day: 9, image: nil),
        DemoItem(
            name: "Record Player", dollars: 320, cents: 0, serial: nil, category: .electronics, day: 12,
            image: .png(width: 96, height: 72, top: color(140, 90, 40), bottom: color(40, 25, 10))),
        DemoItem(name: "Winter Coat", dollars: 189, cents: 0, serial: nil, category: .clothing, day: 15, image: nil),
        DemoItem(
            name: "Rain Boots", dollars: 64, cents: 95, serial: nil, category: .clothing, day: 18,
            image: .png(width: 72, height: 96, top: color(250, 210, 0), bottom: color(200, 160, 0))),
        DemoItem(name: "Silk Scarf", dollars: 45, cents: 0, serial: nil, category: .clothing, day: 20, image: nil),
        DemoItem(
            name: "The Left Hand of Darkness", dollars: 18, cents: 0, serial: "978-0441478125", category: .book,
            day: 24, image: nil),
        DemoItem(
            name: "Cookbook", dollars: 32, cents: 50, serial: "978-1607747208", category: .book, day: 27,
            image: .jpeg(width: 600, height: 800, color: color(200, 60, 50))),
        DemoItem(
            name: "Atlas of Remote Islands", dollars: 25, cents: 0, serial: nil, category: .book, day: 30,
            image: nil),
        DemoItem(
            name: "Bicycle", dollars: 540, cents: 0, serial: "WTU123G4567H", category: .other, day: 34,
            image: nil),
        DemoItem(name: "Café Table", dollars: 240, cents: 0, serial: nil, category: .other, day: 40, image: nil),
    ]

    private static func picture(_ index: Int) -> DemoImage {
        let sizes = [(640, 480), (480, 640), (512, 512), (720, 480), (640, 427), (427, 640)]
        let (width, height) = sizes[index % sizes.count]
        let shade = UInt8(40 + (index * 37) % 180)
        return .jpeg(
            width: width, height: height, color: color(shade, UInt8(255 - Int(shade)), UInt8((index * 53) % 256)))
    }

    /// Thirty photos. Index 7 has no title and no description; index 12 is titled like a camera file.
    static let photos: [DemoPhoto] = photoEntries.enumerated().map { index, entry in
        DemoPhoto(
            title: entry.0, description: entry.1, taken: entry.2, favorite: entry.3, tags: entry.4,
            image: picture(index))
    }

    private typealias PhotoEntry = (String, String?, String, Bool, [String])

    private static let photoEntries: [PhotoEntry] = [
        (
            "Sunset over the bay", "The sun sinks into a calm bay, the sky orange above dark water.",
            "2024-06-01 20:41:00", true, ["beach", "sunset"]
        ),
        ("Grandma's kitchen", nil, "2024-05-28 11:05:00", true, ["family", "food"]),
        (
            "Golden Gate at dawn", "The Golden Gate Bridge in morning fog, its towers just visible.",
            "2024-05-20 06:12:00", false, ["travel", "city"]
        ),
        ("Cat on the windowsill", nil, "2024-05-18 15:30:00", true, ["cat"]),
        (
            "Market stalls", "Crates of oranges and lemons at a street market", "2024-05-11 09:45:00", false,
            ["food", "travel"]
        ),
        ("Snow on the pines", nil, "2024-01-14 13:20:00", false, ["snow", "nature"]),
        ("Birthday cake", "A chocolate cake with seven lit candles", "2024-04-30 18:00:00", true, ["family", "food"]),
        ("", nil, "2024-04-22 10:10:10", false, ["city"]),
        ("Harbor boats", nil, "2024-04-20 07:55:00", false, ["sea", "travel"]),
        ("東京タワーの夜景", nil, "2024-04-12 21:15:00", true, ["travel", "night", "city"]),
        ("Tide pools", nil, "2024-04-06 16:40:00", false, ["beach", "nature"]),
        (
            "Lavender fields", "Rows of purple lavender under a blue sky", "2024-03-30 12:00:00", false,
            ["nature", "travel"]
        ),
        ("IMG_0042.JPG", nil, "2024-03-25 08:08:08", false, ["family"]),
        ("Night market", nil, "2024-03-21 22:30:00", false, ["night", "food"]),
        (
            "Old lighthouse", "A white lighthouse on black rocks, waves breaking below.", "2024-03-15 17:25:00", true,
            ["sea"]
        ),
        ("Köln bei Nacht", nil, "2024-03-09 23:00:00", false, ["night", "city", "travel"]),
        ("Garden roses", nil, "2024-03-02 10:30:00", false, ["garden"]),
        ("Bike on a bridge", nil, "2024-02-24 14:14:00", false, ["city"]),
        (
            "Dog in the leaves", "A brown dog jumping into a pile of autumn leaves", "2023-10-28 15:00:00", true,
            ["dog", "family"]
        ),
        ("Coffee and croissant", nil, "2024-02-18 08:30:00", false, ["food", "Café"]),
        ("Mountain lake", "A still lake reflecting snowy peaks", "2023-08-14 11:11:00", false, ["nature", "travel"]),
        ("Rainy window", nil, "2023-11-05 16:45:00", false, ["city"]),
        ("Sandcastle", nil, "2023-07-22 13:30:00", false, ["beach", "family"]),
        ("Autumn leaves", nil, "2023-10-15 12:45:00", false, ["nature"]),
        ("Desert road", nil, "2023-06-03 18:20:00", false, ["travel"]),
        ("Fireworks", "Red and gold fireworks over a river", "2024-01-01 00:05:00", true, ["night", "family"]),
        ("Kitten asleep", nil, "2023-09-09 09:09:00", false, ["cat"]),
        ("Street art", nil, "2023-12-02 12:30:00", false, ["city", "travel"]),
        ("Snowman", nil, "2024-01-20 15:10:00", false, ["snow", "family"]),
        ("Breakfast in bed", nil, "2023-05-14 09:00:00", false, ["food", "Café"]),
    ]
}
