import Audit
import Foundation
import Localization
import Readers

/// Runs interface rules on storyboard XML and tables written in the tests.
enum InterfaceFiles {
    /// A one-scene storyboard around `subviews`.
    static func storyboard(_ subviews: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="sc1-aa-bb1">
                    <objects>
                        <viewController id="vc1-aa-bb1" sceneMemberID="viewController">
                            <view key="view" id="vw1-aa-bb1">
                                <rect key="frame" x="0" y="0" width="390" height="844"/>
                                <subviews>
        \(subviews)
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// The findings of one rule on a storyboard and its tables (`locale: "KEY" = "VALUE"; …`).
    static func findings(
        _ rule: any InterfaceRule, storyboard: String, tables: [String: String] = [:]
    ) throws -> [Finding] {
        let document = try InterfaceBuilderReader().read(Data(storyboard.utf8), file: "Base.lproj/Main.storyboard")
        let parsing = LocalizationTableParsing()
        let read = tables.sorted { $0.key < $1.key }.map { locale, text in
            parsing.parse(Array(text.utf8), file: "\(locale).lproj/Main.strings", locale: locale)
        }
        var findings: [Finding] = []
        rule.check(
            InterfaceFile(path: "Base.lproj/Main.storyboard", document: document, tables: read),
            strings: try StringsTables.english(), into: &findings)
        return findings
    }

    /// The file location of a finding.
    static func location(_ finding: Finding) -> FileLocation? {
        if case .file(let location) = finding.location { return location }
        return nil
    }
}
