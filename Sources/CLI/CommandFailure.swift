import Audit
import Digest
import Domain
import Localization
import PhotoMetadata
import Readers
import Speech

/// A command that could not do its work: one message for stderr and the exit status.
public struct CommandFailure: Error, Sendable {
    public let message: String
    public let status: ExitStatus

    public init(_ message: String, status: ExitStatus = .failure) {
        self.message = message
        self.status = status
    }
}

/// The one place that turns errors into a message, a stream and an exit code.
enum FailureReport {
    /// The message and status for any error a command can throw.
    static func describe(_ error: any Error, strings: Strings) -> CommandFailure {
        switch error {
        case let failure as CommandFailure:
            return failure
        case let usage as UsageError:
            return CommandFailure(usageMessage(usage, strings: strings), status: .usage)
        case let engine as EngineFailure:
            return CommandFailure(engineMessage(engine, strings: strings))
        case let speech as SpeechError:
            return CommandFailure(strings.format(.errorOutputFile, .text(speech.path ?? "-"), .text(speech.message)))
        case let input as InputFailure:
            return CommandFailure(input.text)
        case let reader as ReaderError:
            return CommandFailure(readerMessage(reader, strings: strings))
        case let localization as LocalizationError:
            return CommandFailure(localization.description)
        case let library as LibraryError:
            return CommandFailure(CollectionMessages(strings: strings).library(library))
        case let validation as ValidationError:
            return CommandFailure(CollectionMessages(strings: strings).validation(validation))
        case let importError as ImportError:
            return CommandFailure(CollectionMessages(strings: strings).importFailure(importError))
        case MetadataError.unavailable(_, let library, let package, let reason):
            return CommandFailure(strings.format(.errorPhotoNoLibrary, .text(library), .text(package), .text(reason)))
        case MetadataError.file(let path, let failure):
            return CommandFailure(strings.format(.errorImageUnreadable, .text(path), .text(strings.text(for: failure))))
        case let metadata as MetadataError:
            return CommandFailure(strings.format(.errorPhotoMetadata, .text(metadata.path), .text(metadata.reason)))
        case let digest as DigestError:
            return CommandFailure(strings.format(.errorNoCryptoLibrary, .text(digest.soname), .text(digest.reason)))
        case let image as ImageError:
            return CommandFailure(CollectionMessages(strings: strings).image(image))
        case let folder as StringsFolderError:
            return CommandFailure(stringsFolderMessage(folder, strings: strings))
        case let suppression as SuppressionFileError:
            return CommandFailure(AuditMessages.suppressionFile(suppression, strings: strings))
        case let baseline as BaselineFileError:
            return CommandFailure(AuditMessages.baselineFile(baseline, strings: strings))
        case let screen as AuditScreenError:
            return CommandFailure(AuditMessages.screen(screen, strings: strings))
        case let output as OutputFileError:
            return CommandFailure(outputFileMessage(output, strings: strings))
        default:
            if let engine = EngineFailure(error) { return CommandFailure(engineMessage(engine, strings: strings)) }
            return CommandFailure(strings.format(.errorEngine, .text(String(describing: error))))
        }
    }

    /// Why an output file was not written, naming it.
    static func outputFileMessage(_ error: OutputFileError, strings: Strings) -> String {
        switch error.reason {
        case .unwritable(let reason?): return strings.format(.errorOutputFile, .text(error.path), .text(reason))
        case .unwritable(nil): return strings.format(.errorWriteFile, .text(error.path))
        case .notRegularFile: return strings.format(.errorOutputNotRegularFile, .text(error.path))
        case .symbolicLink: return strings.format(.errorOutputSymbolicLink, .text(error.path))
        }
    }

    /// Writes `lector: MESSAGE` (and for usage errors the usage line) to stderr; returns the status.
    static func report(
        _ failure: CommandFailure, usage: CommandName?? = nil, arguments: [String] = [], strings: Strings,
        to stream: any TextStream
    ) -> ExitStatus {
        let keepsBidi = PseudoLocalizer(tag: strings.language) == .rightToLeft
        guard !failure.message.isEmpty else { return failure.status }
        var text = "lector: \(TerminalText.visibleLines(failure.message, keepingBidiControls: keepsBidi))\n"
        if failure.status == .usage, let usage {
            let page = HelpCatalog.page(for: usage)
            text += strings.format(.errorUsageLine, .text(page.usageLine(for: arguments))) + "\n"
        }
        stream.write(text)
        return failure.status
    }

    static func usageMessage(_ error: UsageError, strings: Strings) -> String {
        switch error {
        case .missingCommand:
            return strings.text(.errorUsageMissingCommand)
        case .unknownCommand(let word):
            return strings.format(.errorUsageUnknownCommand, .text(word))
        case .unknownOption(let option, _):
            return strings.format(.errorUsageUnknownOption, .text(option))
        case .missingValue(let option, _):
            return strings.format(.errorUsageMissingValue, .text(option))
        case .invalidValue(let option, let value, let allowed, _):
            return strings.format(.errorUsageInvalidValue, .text(option), .text(value), .text(allowed))
        case .missingArgument(let name, _):
            return strings.format(.errorUsageMissingArgument, .text(name))
        case .repeatedOption(let option, _):
            return strings.format(.errorUsageRepeatedOption, .text(option))
        case .unknownSubcommand(let word, let allowed, let command):
            return strings.format(.errorUsageUnknownSubcommand, .text(word), .text(command.rawValue), .text(allowed))
        case .unexpectedArgument(let word, _):
            return strings.format(.errorUsageUnexpectedArgument, .text(word))
        case .conflictingOptions(let first, let second, _):
            return strings.format(.errorUsageConflictingOptions, .text(first), .text(second))
        case .unknownRule(let entry, _):
            return entry.isEmpty
                ? strings.text(.errorUsageEmptyRule) : strings.format(.errorUsageUnknownRule, .text(entry))
        case .invalidLanguageTag(let option, let value, _):
            return strings.format(.errorUsageInvalidLanguageTag, .text(option), .text(value))
        }
    }

    private static func stringsFolderMessage(_ error: StringsFolderError, strings: Strings) -> String {
        switch error {
        case .missingBase(let folder): strings.format(.errorL10nMissingBase, .text(folder))
        case .unreadableFolder(let folder): strings.format(.errorL10nUnreadableFolder, .text(folder))
        case .unreadableFile(let file): strings.format(.errorL10nUnreadableFile, .text(file))
        }
    }

    /// `FILE:LINE:COLUMN: what is wrong`, from the tables (exit 2).
    static func readerMessage(_ error: ReaderError, strings: Strings) -> String {
        let message =
            switch error.problem {
            case .malformedXML: strings.text(.errorReaderMalformedXML)
            case let .xmlLibraryUnavailable(soname, reason):
                strings.format(.errorReaderNoXMLLibrary, .text(soname), .text(reason))
            case .notInterfaceBuilder: strings.text(.errorReaderNotInterfaceBuilder)
            case .noDumpElements: strings.text(.errorReaderNoDumpElements)
            case .malformedJSON: strings.text(.errorReaderMalformedJSON)
            case .noPageSourceElements: strings.text(.errorReaderNoPageSourceElements)
            case .noDetoxViews: strings.text(.errorReaderNoDetoxViews)
            case .notAFolder: strings.text(.errorReaderNotAFolder)
            case .tooDeep(let limit): strings.format(.errorReaderTooDeep, .number(limit))
            }
        return InputFailure(file: error.file, line: error.line, column: error.column, message: message).text
    }

    private static func engineMessage(_ error: EngineFailure, strings: Strings) -> String {
        let voice = error.voice ?? ""
        switch error.kind {
        case .voiceNotFound: return strings.format(.errorVoiceNotFound, .text(voice))
        case .voiceNeedsMBROLA: return strings.format(.errorVoiceNeedsMBROLA, .text(voice))
        case .startFailed: return strings.format(.errorEngineStart, .text(error.message), .text(error.dataPath ?? ""))
        case .callFailed: return strings.format(.errorEngine, .text(error.description))
        }
    }
}
