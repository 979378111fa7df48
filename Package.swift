// swift-tools-version:6.0
// Lector: an accessibility-first screen reader for the terminal.
// Layers (imports point down only): see docs/architecture.md.
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

let package = Package(
    name: "Lector",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "lector", targets: ["lector"]),
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
            name: "CPocketSphinx", path: "Sources/CPocketSphinx", pkgConfig: "pocketsphinx",
            providers: [.apt(["libpocketsphinx-dev", "pocketsphinx-en-us"])]),
        .systemLibrary(
            name: "CPulseSimple", path: "Sources/CPulseSimple",
            providers: [.apt(["libpulse-dev"])]),

        // MARK: - Thin owners of the C handles
        .target(name: "Storage", dependencies: ["CSQLite"], swiftSettings: strict),
        .target(name: "Synthesis", dependencies: ["CEspeakNG"], swiftSettings: strict),
        .target(name: "Audio", dependencies: ["CPCAudio"], swiftSettings: strict),
        .target(name: "LineEditing", dependencies: ["CReadline"], swiftSettings: strict),

        // MARK: - Core: JSON, language tags, format specifiers (pure Swift, no C)
        .target(name: "Core", swiftSettings: strict),

        // MARK: - Models
        .target(name: "Accessibility", dependencies: ["Core"], swiftSettings: strict),
        .target(name: "Domain", dependencies: ["Core", "Storage"], swiftSettings: strict),
        .target(
            name: "Localization", dependencies: ["Core"],
            resources: [.copy("../../Localizations")],
            swiftSettings: strict),

        // MARK: - The speech vocabulary (pure values)
        .target(name: "Utterances", dependencies: ["Core"], swiftSettings: strict),

        // MARK: - Narration and the speech engine (siblings)
        .target(name: "Speech", dependencies: ["Core", "Utterances", "Synthesis", "Audio"], swiftSettings: strict),
        .target(
            name: "Narration", dependencies: ["Accessibility", "Localization", "Utterances"],
            swiftSettings: strict),
        // Voice commands: pocketsphinx decoding and PulseAudio capture (issue 17).
        .target(name: "Listening", dependencies: ["CPocketSphinx", "CPulseSimple"], swiftSettings: strict),

        // MARK: - Screens
        .target(
            name: "Screens", dependencies: ["Core", "Domain", "Utterances", "Localization", "Accessibility"],
            swiftSettings: strict),

        // MARK: - Readers: storyboards, xibs, UI-test dumps -> element trees and tables
        .target(name: "Readers", dependencies: ["Core", "Accessibility", "Localization"], swiftSettings: strict),

        // MARK: - The session
        .target(
            name: "Browse",
            dependencies: [
                "Screens", "Domain", "Narration", "Speech", "Utterances", "Localization", "Accessibility", "LineEditing",
            ],
            swiftSettings: strict),

        // MARK: - Audit
        .target(
            name: "Audit",
            dependencies: ["Core", "Accessibility", "Localization", "Narration", "Readers", "Speech", "Utterances"],
            swiftSettings: strict),

        // MARK: - Generated data: the demo collection (a product feature) and the benchmark inputs
        .target(name: "Demo", dependencies: ["Domain"], swiftSettings: strict),
        .target(name: "Benchmarks", dependencies: ["Domain", "Accessibility"], swiftSettings: strict),

        // MARK: - Front ends
        .target(
            name: "CLI",
            dependencies: [
                "Core", "Accessibility", "Audit", "Localization", "Narration", "Readers", "Speech", "Utterances", "Domain",
                "LineEditing", "Screens", "Browse", "Demo", "Benchmarks", "Listening",
            ],
            swiftSettings: strict),
        .executableTarget(name: "lector", dependencies: ["CLI"], swiftSettings: strict),

        // MARK: - Tests
        // ICU behind a header without ICU types, for the plural cross-check only (localization.md §5).
        .target(
            name: "CICUShim", path: "Tests/CICUShim",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]),
        .target(
            name: "TestSupport",
            dependencies: ["Speech", "Utterances", "Synthesis", "Localization", "Accessibility", "Narration", "Domain", "Demo"],
            path: "Tests/TestSupport", swiftSettings: strict),
        // The layer table of docs/architecture.md against every import in Sources/.
        .testTarget(name: "ArchitectureTests", dependencies: ["TestSupport"], swiftSettings: strict),
        .testTarget(name: "CoreTests", dependencies: ["Core"], swiftSettings: strict),
        .testTarget(name: "DomainTests", dependencies: ["Core", "Domain", "Demo", "Storage", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "SynthesisTests", dependencies: ["Synthesis", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "AudioTests", dependencies: ["Audio"], swiftSettings: strict),
        .testTarget(name: "LineEditingTests", dependencies: ["LineEditing"], swiftSettings: strict),
        .testTarget(name: "ListeningTests", dependencies: ["Listening"], swiftSettings: strict),
        .testTarget(
            name: "AccessibilityTests", dependencies: ["Accessibility", "Core"],
            resources: [.copy("Fixtures")], swiftSettings: strict),
        .testTarget(
            name: "LocalizationTests", dependencies: ["Core", "Localization", "TestSupport", "CICUShim"],
            swiftSettings: strict),
        .testTarget(name: "UtterancesTests", dependencies: ["Utterances", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "SpeechTests", dependencies: ["Speech", "Utterances", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "NarrationTests", dependencies: ["Narration", "Accessibility", "Utterances", "Localization", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "ScreensTests", dependencies: ["Screens", "Domain", "Benchmarks", "Accessibility", "Localization", "Utterances", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "BrowseTests",
            dependencies: [
                "Browse", "Screens", "Domain", "Benchmarks", "Narration", "Speech", "Utterances", "Localization", "Accessibility",
                "TestSupport",
            ],
            swiftSettings: strict),
        .testTarget(
            name: "ReadersTests", dependencies: ["Readers", "Accessibility", "Localization"],
            resources: [.copy("Fixtures")], swiftSettings: strict),
        .testTarget(
            name: "CLITests", dependencies: ["CLI", "Core", "Domain", "Demo", "Benchmarks", "Audit", "Utterances", "TestSupport"],
            exclude: ["Snapshots", "Fixtures"], swiftSettings: strict),
        .testTarget(
            name: "AuditTests",
            dependencies: [
                "Audit", "Core", "Accessibility", "Benchmarks", "Localization", "Narration", "Readers", "Speech", "Utterances",
                "TestSupport",
            ],
            exclude: ["Snapshots"], swiftSettings: strict),
    ]
)
