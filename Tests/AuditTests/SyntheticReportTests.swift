import Audit
import Testing

@Suite struct SyntheticReportTests {
    @Test func textShowsIdentifiersCutLabelsAndTheSuppressedCount() {
        let text = TextReporter().render(SyntheticReport.make())
        #expect(
            text == """
                == home (en) ==
                error label.missing home:Items/3 [home.photos]: The element has no label.
                == trees/my home.json (en) ==
                warning label.redundant-trait trees/my home.json:Items/4 "Add button Add button Add button Add bu…": The label contains "button", which the button trait already speaks.
                == L/de.lproj/Localizable.strings (de) ==
                note strings.label-rules L/de.lproj/Localizable.strings:7:1 "a.hint": hint.missing-period: <no period> & \u{7}
                1 findings suppressed.
                1 errors, 1 warnings, 1 notes

                """)
    }

    @Test func sarifCarriesSuppressionsLogicalLocationsAndEncodedURIs() {
        let text = SARIFReporter().render(SyntheticReport.make())
        #expect(text.contains("\"uri\": \"trees/my%20home.json\""))
        #expect(text.contains("\"fullyQualifiedName\": \"home:Items/3\""))
        #expect(text.contains("\"kind\": \"external\""))
        #expect(text.contains("\"justification\": \"Rows are named by their row context.\""))
        #expect(text.contains("\"check\": \"hint.missing-period\""))
    }

    @Test func junitPutsNotesAndSuppressedFindingsInSystemOut() {
        let text = JUnitReporter().render(SyntheticReport.make())
        #expect(text.contains("<system-out>note strings.label-rules"))
        #expect(text.contains("<system-out>suppressed: warning label.duplicate"))
        #expect(text.contains("&lt;no period&gt; &amp; ␇"))
        #expect(text.contains("<testcase classname=\"lector.audit.home\" name=\"Items/4\"/>"))
    }

    @Test func fingerprintsDifferByCheck() {
        let base = Finding(
            rule: "strings.label-rules", severity: .info, locale: "de", message: "m",
            location: .file(FileLocation(file: "f", line: 1, column: 1, key: "k")), check: "hint.gesture")
        var other = base
        other.check = "hint.missing-period"
        #expect(SARIFReporter.fingerprint(base) != SARIFReporter.fingerprint(other))
        #expect(SARIFReporter.fingerprint(base).count == 64)
    }
}
