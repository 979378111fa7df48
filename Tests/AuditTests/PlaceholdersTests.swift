import Audit
import Testing

@Suite struct PlaceholdersTests {
    @Test func readsOrderedAndNumberedPlaceholders() {
        let found = Placeholders("%@ has %d, %2$@ %%")
        #expect(found.items.map(\.position) == [1, 2, 2])
        #expect(found.mixesForms)
        #expect(found.conflictingPositions == [2])
    }

    @Test(arguments: [("%ld", ["%l"]), ("100%", ["%"]), ("% d", ["% "]), ("%s and %@", ["%s"])])
    func collectsUnknownPercentSigns(value: String, unknown: [String]) {
        #expect(Placeholders(value).unknown == unknown)
    }

    @Test func findsGapsAndLargePositions() {
        #expect(Placeholders("%1$@ %3$@").gaps == [2])
        #expect(Placeholders("%10$@").outOfRange == ["%10$@"])
        #expect(Placeholders("%0$d").outOfRange == ["%0$d"])
    }

    @Test func removesPlaceholdersAndKeepsLiteralPercent() {
        #expect(Placeholders.removing(from: "%1$@: 100%% of %d") == ": 100% of ")
        #expect(Placeholders.startsWithPlaceholder("  %@ photos"))
        #expect(!Placeholders.startsWithPlaceholder("Photos %@"))
    }
}
