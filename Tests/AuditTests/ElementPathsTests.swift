import Accessibility
import Audit
import Foundation
import Testing

/// The paths of audit.md §1.3.
@Suite struct ElementPathsTests {
    private func paths(_ json: String) throws -> [String] {
        ElementPaths.compute(try AccessibilityTree(decoding: Data(json.utf8)))
    }

    @Test func aSingleRootIsDotAndALabelledParentNamesItsSegment() throws {
        let json =
            #"{"label":"Home","children":[{"label":"Items","children":[{"label":"a"},{"label":"b"},{"label":"c"},{"label":"d"}]}]}"#
        #expect(try paths(json) == [".", "Items", "Items/0", "Items/1", "Items/2", "Items/3"])
    }

    @Test func topLevelArrayMembersAreTheFirstSegments() throws {
        #expect(try paths(#"[{"label":"A"},{"label":"List","children":[{"label":"x"}]}]"#) == ["0", "List", "List/0"])
    }

    @Test func sharedBlankAndChildlessLabelsFallBackToIndices() throws {
        let json =
            #"[{"label":"Row","children":[{}]},{"label":"Row","children":[{}]},{"label":" ","children":[{}]},{"label":"Leaf"}]"#
        #expect(try paths(json) == ["0", "0/0", "1", "1/0", "2", "2/0", "3"])
    }

    @Test func aLabelIsTrimmedAndEscaped() throws {
        #expect(try paths(#"[{"label":" 50% / day ","children":[{}]}]"#) == ["50%25 %2F day", "50%25 %2F day/0"])
    }

    @Test func aSiblingWithoutChildrenStillSharesTheLabel() throws {
        #expect(try paths(#"[{"label":"Photos","children":[{}]},{"label":"Photos"}]"#) == ["0", "0/0", "1"])
    }
}
