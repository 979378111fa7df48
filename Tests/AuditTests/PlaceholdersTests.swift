import Audit
import Testing

@Suite struct PlaceholdersTests {
    @Test func readsOrderedAndNumberedPlaceholders() {
        let found = Placeholders("%@ has %d, %2$@ %%")
        #expect(found.items.map(\.position) == [1, 2, 2])
        #expect(found.mixesForms)
        #expect(found.conflictingPositions == [2])
    }

    // Apple's full grammar for projects' tables (audit.md §2.5): `%ld`, `%s`, `%i`, `%.1f` are valid.
    @Test(arguments: [
        ("%ld", []), ("%i", []), ("%.1f", []), ("100%", ["%"]), ("% d", ["% "]), ("%s and %@", []), ("%y", ["%y"]),
    ])
    func collectsUnknownPercentSigns(value: String, unknown: [String]) {
        #expect(Placeholders(value).unknown == unknown)
    }

    // Lector's own tables keep the house set (localization.md §1).
    @Test(arguments: [("%ld", ["%ld"]), ("100%", ["%"]), ("% d", ["% "]), ("%s and %@", ["%s"]), ("%1$@ %2$d", [])])
    func houseStyleAllowsOnlyTheHouseSet(value: String, unknown: [String]) {
        #expect(Placeholders(value, houseStyle: true).unknown == unknown)
    }

    @Test func typesAreClassesSoLengthsAgree() {
        #expect(Placeholders("%ld").types == Placeholders("%d").types)
        #expect(Placeholders("%ld").types != Placeholders("%@").types)
        #expect(Placeholders("%lu %i").conflictingPositions.isEmpty)
    }

    @Test func findsGapsAndLargePositions() {
        #expect(Placeholders("%1$@ %3$@").gaps == [2])
        #expect(Placeholders("%10$@", houseStyle: true).outOfRange == ["%10$@"])
        #expect(Placeholders("%0$d").outOfRange == ["%0$"])
    }

    @Test func removesPlaceholdersAndKeepsLiteralPercent() {
        #expect(Placeholders.removing(from: "%1$@: 100%% of %d") == ": 100% of ")
        #expect(Placeholders.startsWithPlaceholder("  %@ photos"))
        #expect(!Placeholders.startsWithPlaceholder("Photos %@"))
    }
}
