import Audit
import Testing

/// The heuristics of `label.not-human-readable` (audit.md §4.2).
@Suite struct HumanReadableTests {
    @Test(arguments: [
        "add_button", "QUOTE_TEXTVIEW", "photoGrid", "addItemButton", "PhotoGridCell", "home.photos.add",
        "beach.HEIC", "My photo.jpg", "IMG_1234", "DSC01234", "PXL_20240305_101532123", "Screenshot 2024",
        "Screen Shot_3",
        "Photo 6F2A91C0-1B2C-4D3E-8F90-A1B2C3D4E5F6", "Lorem ipsum dolor", "Fix TODO", "Untitled", "null", "Ohne Titel",
    ])
    func firesOnMachineText(label: String) {
        #expect(
            LabelNotHumanReadableCheck.reason(
                label, lists: WordLists.compiled(for: "de"), isImage: false, checksTemplates: true) != nil)
    }

    @Test(arguments: [
        "Quote of the day", "Beach at dusk", "iPhone", "eBay", "macOS", "YouTube", "PlayStation", "Add", "e.g.",
        "todo list", "None", "Image", "3 photos", "USB",
    ])
    func passesHumanText(label: String) {
        #expect(
            LabelNotHumanReadableCheck.reason(
                label, lists: WordLists.compiled(for: "en"), isImage: false, checksTemplates: true) == nil)
    }

    @Test func templatesOnlyWhenChecked() {
        #expect(
            LabelNotHumanReadableCheck.reason("%@ photos", lists: nil, isImage: false, checksTemplates: true)
                == .template)
        #expect(
            LabelNotHumanReadableCheck.reason("{{count}} items", lists: nil, isImage: false, checksTemplates: true)
                == .template)
        #expect(
            LabelNotHumanReadableCheck.reason("%@ photos", lists: nil, isImage: false, checksTemplates: false) == nil)
    }

    @Test func imageListsApplyOnlyToImages() {
        let lists = WordLists.compiled(for: "en")
        #expect(
            LabelNotHumanReadableCheck.reason("Image", lists: lists, isImage: true, checksTemplates: true)
                == .placeholder)
        #expect(LabelNotHumanReadableCheck.reason("Image", lists: lists, isImage: false, checksTemplates: true) == nil)
    }
}
