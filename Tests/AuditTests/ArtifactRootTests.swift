import Audit
import Testing

/// `--base-dir`: paths relative to it, lexically, and absolute only when given absolute.
@Suite struct ArtifactRootTests {
    @Test(arguments: [
        (".", "/w", "L/de.lproj/A.strings", ArtifactRoot.Place.relative("L/de.lproj/A.strings")),
        ("L", "/w", "L/de.lproj/A.strings", .relative("de.lproj/A.strings")),
        ("./L/", "/w", "./L/./de.lproj//A.strings", .relative("de.lproj/A.strings")),
        ("/w/L", "/w", "L/de.lproj/A.strings", .relative("de.lproj/A.strings")),
        (".", "/w", "/w/L/A.strings", .relative("L/A.strings")),
        ("sub", "/w", "other/A.strings", .relative("../other/A.strings")),
        (".", "/w", "/elsewhere/A.strings", .absolute("/elsewhere/A.strings")),
    ])
    func placesAPath(base: String, current: String, path: String, expected: ArtifactRoot.Place) {
        #expect(ArtifactRoot(baseDirectory: base, currentDirectory: current).place(of: path) == expected)
    }

    @Test func onlyAnAbsoluteBaseIsReportedAsOne() {
        #expect(ArtifactRoot(baseDirectory: "/srv/app/", currentDirectory: "/w").absoluteBase == "/srv/app")
        #expect(ArtifactRoot(baseDirectory: "app", currentDirectory: "/w").absoluteBase == nil)
    }
}
