/// The help pages of the collection commands (cli.md).
extension HelpCatalog {
    static let items = CommandHelp(
        command: .items,
        usage: [
            "lector items list [--json] [--sort name|value|date]",
            "lector items add --name NAME [--value AMOUNT] [--currency CODE] [--serial S] [--category C]",
            "lector items show ID [--json]",
            "lector items edit ID [--name NAME] [--value AMOUNT] [--currency CODE] [--serial S] [--category C]",
            "lector items remove ID",
            "lector items photo ID set FILE | lector items photo ID clear",
        ],
        summary: .helpItemsSummary,
        rows: [
            .init(syntax: "list", description: .helpItemsList),
            .init(syntax: "add", description: .helpItemsAdd),
            .init(syntax: "show", description: .helpItemsShow),
            .init(syntax: "edit", description: .helpItemsEdit),
            .init(syntax: "remove", description: .helpItemsRemove),
            .init(syntax: "photo ID set FILE|clear", description: .helpItemsPhoto),
            .init(syntax: "ID", description: .helpCollectionID),
            .init(syntax: "--json", description: .helpCollectionJSON),
            .init(syntax: "--sort name|value|date", description: .helpItemsSort),
            .init(syntax: "--name NAME", description: .helpItemsName),
            .init(syntax: "--value AMOUNT", description: .helpItemsValue),
            .init(syntax: "--currency CODE", description: .helpItemsCurrency),
            .init(syntax: "--serial S", description: .helpItemsSerial),
            .init(syntax: "--category C", description: .helpItemsCategory),
        ],
        rowsHeading: .helpHeadingSubcommands)

    static let photos = CommandHelp(
        command: .photos,
        usage: [
            "lector photos list [--tag TAG] [--favorites] [--undescribed] [--json]",
            "lector photos show ID [--json]",
            "lector photos edit ID [--title T] [--description ALT]",
            "lector photos tag ID TAG... | untag ID TAG... | favorite ID on|off | remove ID",
            "lector photos add FILE|DIR... [--recursive] | export ID FILE",
            "lector photos fetch interestingness|recent|search TEXT [--pages N] [--api-url URL] [--api-key KEY]",
        ],
        summary: .helpPhotosSummary,
        rows: [
            .init(syntax: "list", description: .helpPhotosList),
            .init(syntax: "show", description: .helpPhotosShow),
            .init(syntax: "edit", description: .helpPhotosEdit),
            .init(syntax: "tag ID TAG...", description: .helpPhotosTag),
            .init(syntax: "untag ID TAG...", description: .helpPhotosUntag),
            .init(syntax: "favorite ID on|off", description: .helpPhotosFavorite),
            .init(syntax: "remove ID", description: .helpPhotosRemove),
            .init(syntax: "add FILE|DIR...", description: .helpPhotosAdd),
            .init(syntax: "export ID FILE", description: .helpPhotosExport),
            .init(syntax: "ID", description: .helpCollectionID),
            .init(syntax: "--tag TAG", description: .helpPhotosTagFilter),
            .init(syntax: "--favorites", description: .helpPhotosFavorites),
            .init(syntax: "--undescribed", description: .helpPhotosUndescribed),
            .init(syntax: "--recursive", description: .helpPhotosRecursive),
            .init(syntax: "--json", description: .helpCollectionJSON),
            .init(syntax: "--title T", description: .helpPhotosTitle),
            .init(syntax: "--description ALT", description: .helpPhotosDescription),
            .init(syntax: "fetch SOURCE", description: .helpPhotosFetch),
            .init(syntax: "--pages N", description: .helpPhotosFetchPages),
            .init(syntax: "--api-url URL", description: .helpPhotosFetchAPIURL),
            .init(syntax: "--api-key KEY", description: .helpPhotosFetchAPIKey),
        ],
        rowsHeading: .helpHeadingSubcommands)

    static let tags = CommandHelp(
        command: .tags,
        usage: ["lector tags list [--json] | add NAME | rename OLD NEW | remove NAME"],
        summary: .helpTagsSummary,
        rows: [
            .init(syntax: "list", description: .helpTagsList),
            .init(syntax: "add NAME", description: .helpTagsAdd),
            .init(syntax: "rename OLD NEW", description: .helpTagsRename),
            .init(syntax: "remove NAME", description: .helpTagsRemove),
            .init(syntax: "--json", description: .helpCollectionJSON),
        ],
        rowsHeading: .helpHeadingSubcommands)

    static let importPage = CommandHelp(
        command: .import,
        usage: ["lector import FILE [--format lootlogger|flickr|lector] [--images DIR]"],
        summary: .helpImportSummary,
        rows: [
            .init(syntax: "FILE", description: .helpImportFile),
            .init(syntax: "--format lootlogger|flickr|lector", description: .helpImportFormat),
            .init(syntax: "--images DIR", description: .helpImportImages),
        ],
        rowsHeading: .helpHeadingArguments)

    static let export = CommandHelp(
        command: .export,
        usage: ["lector export [FILE] [--format lector]"],
        summary: .helpExportSummary,
        rows: [
            .init(syntax: "FILE", description: .helpExportFile),
            .init(syntax: "--format lector", description: .helpExportFormat),
        ],
        rowsHeading: .helpHeadingArguments)
}
