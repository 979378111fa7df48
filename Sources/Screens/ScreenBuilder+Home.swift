import Accessibility
import Localization

extension ScreenBuilder {
    /// Home: the product heading, then Items, Photos, Tags and Settings, each with its count.
    func home() throws -> Screen {
        let itemCount = try library.items.count()
        let photoCount = try library.photos.count(.all)
        let tagCount = try library.tags.count()
        let sections: [ScreenSection] = [
            heading(words.text(.appName), identifier: "home.heading"),
            button(
                words.text(.homeItemsLabel), value: words.count(.itemsCount, itemCount),
                hint: words.text(.homeItemsHint),
                identifier: "home.items", action: .open(.items)),
            button(
                words.text(.homePhotosLabel), value: words.count(.photosCount, photoCount),
                hint: words.text(.homePhotosHint), identifier: "home.photos", action: .open(.photos)),
            button(
                words.text(.homeTagsLabel), value: words.count(.tagsCount, tagCount), hint: words.text(.homeTagsHint),
                identifier: "home.tags", action: .open(.tags)),
            button(
                words.text(.homeSettingsLabel), hint: words.text(.homeSettingsHint), identifier: "home.settings",
                action: .open(.settings)),
        ]
        return Screen(id: .home, title: words.text(.appName), sections: sections)
    }
}
