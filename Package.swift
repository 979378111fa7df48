// swift-tools-version:6.0
// Lector: an accessibility-first screen reader for the terminal. It builds and runs on Linux only (Debian 12, Swift 6,
// its C libraries from Debian packages), which SwiftPM has no platform entry for; no Apple platform is claimed.
// Layers (imports point down only): see docs/architecture.md.
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6)
]

let package = Package(
    name: "Lector",
    products: [
        .executable(name: "lector", targets: ["lector"])
    ],
    targets: [
        // MARK: - System libraries (module.modulemap + shim.h only)
        .systemLibrary(
            name: "CSQLite", path: "Sources/CSQLite",
            providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(
            name: "CEspeakNG", path: "Sources/CEspeakNG",
            providers: [.apt(["libespeak-ng-dev", "espeak-ng-data"])]),
        .systemLibrary(
            name: "CPCAudio", path: "Sources/CPCAudio",
            providers: [.apt(["libpcaudio-dev"])]),
        .systemLibrary(
            name: "CReadline", path: "Sources/CReadline",
            providers: [.apt(["libreadline-dev"])]),
        .systemLibrary(
            name: "CLouis", path: "Sources/CLouis",
            providers: [.apt(["liblouis-dev"])]),
        .systemLibrary(
            name: "CBrlAPI", path: "Sources/CBrlAPI",
            providers: [.apt(["libbrlapi-dev"])]),
        .systemLibrary(
            name: "CMeCab", path: "Sources/CMeCab",
            providers: [.apt(["libmecab-dev", "mecab-ipadic-utf8"])]),
        // Photo metadata (issue 16): EXIF, XMP/IPTC through exiv2, HEIF containers; owned by PhotoMetadata. libexif is
        // linked, gexiv2 and libheif are opened with dlopen on first use (issue 20).
        .systemLibrary(
            name: "CExif", path: "Sources/CExif",
            providers: [.apt(["libexif-dev"])]),
        .systemLibrary(
            name: "CGExiv2", path: "Sources/CGExiv2",
            providers: [.apt(["libgexiv2-dev"])]),
        .systemLibrary(
            name: "CHeif", path: "Sources/CHeif",
            providers: [.apt(["libheif-dev"])]),
        // libcurl for photos fetch (issue 20): opened with dlopen on the first fetch, so no link and no pkgConfig.
        .systemLibrary(name: "CCurl", path: "Sources/CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .systemLibrary(
            name: "CPocketSphinx", path: "Sources/CPocketSphinx",
            providers: [.apt(["libpocketsphinx-dev", "pocketsphinx-en-us"])]),
        .systemLibrary(
            name: "CPulseSimple", path: "Sources/CPulseSimple",
            providers: [.apt(["libpulse-dev"])]),
        // libxml2 for the XML module: opened with dlopen on the first XML document, so no link and no pkgConfig.
        .systemLibrary(name: "CLibXML2", path: "Sources/CLibXML2", providers: [.apt(["libxml2-dev"])]),
        // OpenSSL's libcrypto (EVP digests) for the Digest module: opened with dlopen on the first digest.
        .systemLibrary(name: "CCrypto", path: "Sources/CCrypto", providers: [.apt(["libssl-dev"])]),

        // MARK: - A key and a prompt edit as values (pure Swift, no imports), below LineEditing and Browse
        .target(name: "Keys", swiftSettings: strict),

        // MARK: - Thin owners of the C handles
        .target(name: "Storage", dependencies: ["CSQLite"], swiftSettings: strict),
        .target(name: "Synthesis", dependencies: ["CEspeakNG"], swiftSettings: strict),
        .target(name: "Audio", dependencies: ["CPCAudio"], swiftSettings: strict),
        .target(name: "LineEditing", dependencies: ["CReadline", "Keys"], swiftSettings: strict),
        .target(name: "KanaReading", dependencies: ["CMeCab"], swiftSettings: strict),

        // MARK: - speech-dispatcher (libspeechd) and its one owner
        .systemLibrary(
            name: "CSpeechDispatcher", path: "Sources/CSpeechDispatcher",
            providers: [.apt(["libspeechd-dev"])]),
        .target(name: "SpeechDispatch", dependencies: ["CSpeechDispatcher"], swiftSettings: strict),
        .target(
            name: "PhotoMetadata", dependencies: ["CExif", "CGExiv2", "CHeif", "Core", "Digest"], swiftSettings: strict),

        // MARK: - Core: JSON, language tags, format specifiers (pure Swift, no C)
        .target(name: "Core", swiftSettings: strict),
        // XML through libxml2's SAX2 parser (CLibXML2, opened on first use): events with lines and columns.
        .target(name: "XML", dependencies: ["CLibXML2"], swiftSettings: strict),
        // XML property lists (.stringsdict, LootLogger archives) over XML's reader, into Core's PlistNode.
        .target(name: "PropertyLists", dependencies: ["Core", "XML"], swiftSettings: strict),
        // SHA-256 and MD5 through libcrypto's EVP interface (CCrypto, opened on the first digest).
        .target(name: "Digest", dependencies: ["CCrypto"], swiftSettings: strict),
        .systemLibrary(name: "CHunspell", path: "Sources/CHunspell", providers: [.apt(["libhunspell-dev"])]),
        // Whether a word is a word of a language, through Hunspell's dictionaries (CHunspell, opened on first use).
        .target(name: "Spelling", dependencies: ["CHunspell"], swiftSettings: strict),

        // MARK: - Models
        .target(name: "Accessibility", dependencies: ["Core"], swiftSettings: strict),
        .target(name: "Domain", dependencies: ["Core", "Storage", "PropertyLists"], swiftSettings: strict),
        .target(
            name: "Localization", dependencies: ["Core"],
            resources: [.copy("../../Localizations")],
            swiftSettings: strict),

        // MARK: - The speech vocabulary (pure values)
        .target(name: "Utterances", dependencies: ["Core"], swiftSettings: strict),

        // MARK: - Narration and the speech engine (siblings)
        .target(
            name: "Speech",
            dependencies: ["Core", "Utterances", "Synthesis", "Audio", "SpeechDispatch", "KanaReading"],
            swiftSettings: strict),
        .target(
            name: "Narration", dependencies: ["Accessibility", "Localization", "Utterances"],
            swiftSettings: strict),
        // Voice commands: pocketsphinx decoding and PulseAudio capture (issue 17).
        .target(name: "Listening", dependencies: ["CPocketSphinx", "CPulseSimple"], swiftSettings: strict),

        // MARK: - Braille: liblouis translation, BrlAPI displays (a sibling of Narration and Speech)
        .target(name: "Braille", dependencies: ["CLouis", "CBrlAPI", "Core"], swiftSettings: strict),

        // MARK: - Screens
        .target(
            name: "Screens", dependencies: ["Core", "Domain", "Utterances", "Localization", "Accessibility"],
            swiftSettings: strict),

        // MARK: - Readers: storyboards, xibs, UI-test dumps -> element trees and tables
        .target(
            name: "Readers", dependencies: ["Core", "XML", "PropertyLists", "Accessibility", "Localization"],
            swiftSettings: strict),

        // MARK: - The session
        .target(
            name: "Browse",
            dependencies: [
                "Screens", "Domain", "Narration", "Speech", "Utterances", "Localization", "Accessibility", "Keys",
                "Braille",
            ],
            swiftSettings: strict),

        // MARK: - Audit
        .target(
            name: "Audit",
            dependencies: [
                "Core", "Accessibility", "Digest", "Localization", "Narration", "Readers", "Spelling", "Utterances",
            ],
            swiftSettings: strict),

        // MARK: - Generated data: the demo collection (a product feature) and the benchmark inputs (lector-bench and
        // the tests only, never linked into lector)
        .target(name: "Demo", dependencies: ["Domain"], swiftSettings: strict),
        .target(name: "Benchmarks", dependencies: ["Domain", "Demo", "Accessibility"], swiftSettings: strict),

        // MARK: - The web service (libcurl's multi API through CCurl, opened on the first fetch)
        .target(name: "WebService", dependencies: ["Domain", "CCurl"], swiftSettings: strict),

        // MARK: - Front ends
        .target(
            name: "CLI",
            dependencies: [
                "Core", "Accessibility", "Audit", "Localization", "Narration", "Readers", "Speech", "Utterances",
                "Domain",
                "Keys", "LineEditing", "Screens", "Browse", "Demo", "PhotoMetadata",
                "Braille", "WebService", "Listening", "Digest",
            ],
            swiftSettings: strict),
        .executableTarget(name: "lector", dependencies: ["CLI"], swiftSettings: strict),
        // The lab: `lector-bench` (scripts/bench) measures the figures of docs/performance.md on the lector binary
        // and on the library modules; it is not part of lector.
        .executableTarget(
            name: "lector-bench",
            dependencies: [
                "Benchmarks", "Browse", "Audit", "Readers", "Narration", "Speech", "Listening", "WebService", "Screens",
                "Utterances", "Domain", "Accessibility", "Localization", "Core",
            ],
            path: "Sources/lector-bench", swiftSettings: strict),
        // The lab: `lector-fuzz` (scripts/fuzz) holds a libFuzzer target per reader; its normal build replays corpus
        // files, its fuzzer build (`-sanitize=fuzzer,address -D FUZZING`, made by scripts/fuzz) fuzzes them.
        .executableTarget(
            name: "lector-fuzz",
            dependencies: [
                "Readers", "Domain", "PhotoMetadata", "Utterances", "LineEditing", "Keys", "Localization", "Core",
            ],
            path: "Sources/lector-fuzz", swiftSettings: strict),

        // MARK: - Tests
        // ICU behind a header without ICU types, for the plural cross-check only (localization.md §5).
        .target(
            name: "CICUShim", path: "Tests/CICUShim",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]),
        .target(
            name: "TestSupport",
            dependencies: [
                "Speech", "Utterances", "Synthesis", "Localization", "Accessibility", "Narration", "Domain", "Demo",
                "Benchmarks",
            ],
            path: "Tests/TestSupport", swiftSettings: strict),
        // The layer table of docs/architecture.md against the imports of Sources/ and Tests/ and this file.
        .testTarget(name: "ArchitectureTests", dependencies: ["TestSupport"], swiftSettings: strict),
        .testTarget(name: "CoreTests", dependencies: ["Core", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "XMLTests", dependencies: ["XML", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "DigestTests", dependencies: ["Digest"], swiftSettings: strict),
        .testTarget(name: "SpellingTests", dependencies: ["Spelling"], swiftSettings: strict),
        .testTarget(
            name: "DomainTests", dependencies: ["Core", "Domain", "Storage", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "DemoTests", dependencies: ["Demo", "Domain", "Core", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "BenchmarksTests", dependencies: ["Benchmarks", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "SynthesisTests", dependencies: ["Synthesis", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "KanaReadingTests", dependencies: ["KanaReading"], swiftSettings: strict),
        .testTarget(name: "AudioTests", dependencies: ["Audio"], swiftSettings: strict),
        .testTarget(name: "BrailleTests", dependencies: ["Braille", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "KeysTests", dependencies: ["Keys"], swiftSettings: strict),
        .testTarget(name: "LineEditingTests", dependencies: ["LineEditing", "Keys"], swiftSettings: strict),
        .testTarget(name: "PhotoMetadataTests", dependencies: ["PhotoMetadata", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "ListeningTests", dependencies: ["Listening", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "AccessibilityTests", dependencies: ["Accessibility", "Core"],
            resources: [.copy("Fixtures")], swiftSettings: strict),
        .testTarget(
            name: "LocalizationTests", dependencies: ["Core", "Localization", "TestSupport", "CICUShim"],
            swiftSettings: strict),
        .testTarget(
            name: "UtterancesTests", dependencies: ["Utterances", "XML", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "SpeechTests", dependencies: ["Speech", "SpeechDispatch", "Utterances", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "NarrationTests",
            dependencies: ["Narration", "Accessibility", "Utterances", "Localization", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "ScreensTests",
            dependencies: [
                "Screens", "Domain", "Benchmarks", "Accessibility", "Localization", "Utterances", "TestSupport",
            ],
            swiftSettings: strict),
        .testTarget(
            name: "BrowseTests",
            dependencies: [
                "Browse", "Screens", "Domain", "Benchmarks", "Narration", "Speech", "Utterances", "Localization",
                "Accessibility",
                "TestSupport", "Braille",
            ],
            swiftSettings: strict),
        .testTarget(
            name: "ReadersTests", dependencies: ["Readers", "Accessibility", "Localization"],
            resources: [.copy("Fixtures")], swiftSettings: strict),
        .testTarget(
            name: "CLITests",
            dependencies: ["CLI", "Core", "Domain", "Demo", "Benchmarks", "Audit", "Utterances", "TestSupport"],
            exclude: ["Snapshots", "Fixtures"], swiftSettings: strict),
        .testTarget(
            name: "AuditTests",
            dependencies: [
                "Audit", "Core", "Accessibility", "Benchmarks", "Localization", "Narration", "Readers", "Utterances",
                "TestSupport",
            ],
            exclude: ["Snapshots"], swiftSettings: strict),
    ]
)
