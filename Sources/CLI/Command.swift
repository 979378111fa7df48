import Readers

/// What the user asked for: a parsed command line.
public struct Invocation: Sendable, Equatable {
    /// The global options, wherever they stood.
    public var options: GlobalOptions
    /// The command and its own arguments.
    public var command: Command

    public init(options: GlobalOptions, command: Command) {
        self.options = options
        self.command = command
    }
}

/// A command with its arguments.
public enum Command: Sendable, Equatable {
    /// `--help`, for lector (nil) or a command.
    case help(topic: CommandName?)
    /// `--version`.
    case version
    /// `speak TEXT...`: the words joined with one space.
    case speak(SpeakRequest)
    /// `inspect [SCREEN] [--json]` or `inspect --tree FILE|- [--json]`.
    case inspect(InspectRequest)
    /// `browse [SCREEN] [--script FILE|-] [--listen | --listen-file FILE|-]`.
    case browse(BrowseRequest)
    /// `items ...`: the inventory.
    case items(ItemsRequest)
    /// `photos ...`: the photo library.
    case photos(PhotosRequest)
    /// `tags ...`: the tags.
    case tags(TagsRequest)
    /// `import FILE`.
    case importFile(ImportRequest)
    /// `export [FILE]`.
    case export(ExportRequest)
    /// `pronounce list|add|remove|test`.
    case pronounce(PronounceRequest)
    /// `l10n check …` or `l10n pseudo …`.
    case l10n(L10nRequest)
    /// `audit …`: the label audit of screens, tree files and strings folders.
    case audit(AuditRequest)
}

/// What `inspect` shows.
public struct InspectRequest: Sendable, Equatable {
    /// What is inspected: a screen of the library, or an element-tree file.
    public enum Source: Sendable, Equatable {
        /// A screen name (`home`, `item/ID`...).
        case screen(String)
        /// An element-tree file, `-` for standard input.
        case tree(String)
    }

    public var source: Source
    /// Print the element-tree JSON instead of one element a line.
    public var json: Bool
    /// The tree file's format (`--format`); nil: detected from the content.
    public var format: TreeFormat?

    /// Creates a request.
    public init(source: Source, json: Bool, format: TreeFormat? = nil) {
        self.source = source
        self.json = json
        self.format = format
    }
}

/// What `browse` starts with.
public struct BrowseRequest: Sendable, Equatable {
    /// The first screen's name.
    public var screen: String
    /// The script file (`-`: standard input); nil for interactive mode when standard input is a terminal.
    public var script: String?
    /// Whether the focused element is shown on a braille display through BrlAPI (`--braille`).
    public var braille = false
    /// `--listen`: voice commands from the microphone.
    public var listen = false
    /// `--listen-file FILE|-`: voice commands from 16 kHz 16-bit mono audio (WAV or raw) instead of the microphone.
    public var listenFile: String?
}

/// The commands that exist. A command not built yet is unknown (exit 64).
public enum CommandName: String, Sendable, CaseIterable {
    case browse
    case items
    case photos
    case tags
    case `import`
    case export
    case speak
    case inspect
    case pronounce
    case l10n
    case audit
}

/// What `speak` says.
public enum SpeakRequest: Sendable, Equatable {
    /// Plain text.
    case text(String)
    /// Every focusable element of a tree file (`-`: standard input), in traversal order; the
    /// format is forced by `--format`, else detected from the content.
    case element(path: String, format: TreeFormat? = nil)
    /// The focused element of a screen, or every element with `all`.
    case screen(name: String, all: Bool)
}
