import Domain
import Foundation
import Localization
import WebService

/// `lector photos fetch`: read a Flickr-compatible list, download the images the library lacks, write it all in
/// one transaction. An HTTP, network or `stat: fail` error exits 2 with one line and leaves the library as it was.
struct FetchCommand {
    let request: FetchRequest
    let environment: CollectionEnvironment
    let library: Library

    func run() throws {
        let strings = environment.strings
        let fetcher = PhotoFetcher(
            configuration: .init(request: try flickrRequest(), pages: request.pages),
            client: HTTPClient(configuration: try httpConfiguration()))
        let guardian = SignalGuard.install()
        defer { guardian.remove() }
        let interrupter = library.makeInterrupter()
        let client = fetcher.client
        guardian.onSignal {
            client.cancelAll()
            interrupter.interrupt()
        }
        let report: FetchReport
        do {
            report = try fetcher.run(into: library, progress: progressBar())
        } catch let error as WebError {
            if let status = guardian.exitStatus {
                throw CommandFailure(strings.text(.errorInterrupted), status: status)
            }
            throw CommandFailure(FetchMessages(strings: strings).message(error))
        } catch LibraryError.interrupted {
            throw CommandFailure(strings.text(.errorInterrupted), status: guardian.exitStatus ?? .interrupted)
        }
        if guardian.receivedSignal != nil { environment.notice(strings.text(.noticeInterruptedTooLate)) }
        print(report)
    }

    /// The endpoint, the key (option, variable, then the library's setting) and the list.
    private func flickrRequest() throws -> FlickrRequest {
        let strings = environment.strings
        let text = request.apiURL ?? FlickrRequest.flickrEndpoint
        guard let endpoint = URL(string: text) else {
            throw UsageError.invalidValue(
                option: "--api-url", value: text, allowed: "http://…, https://…", command: .photos)
        }
        var key = request.apiKey
        if key?.isEmpty ?? true { key = environment.session.context.variables[FetchRequest.keyVariable] }
        if key?.isEmpty ?? true { key = try library.settings.value(for: FetchRequest.keySetting) }
        guard let key, !key.isEmpty else { throw CommandFailure(strings.text(.errorFetchNoKey), status: .usage) }
        let method: FlickrMethod
        switch request.source {
        case .interestingness: method = .interestingness
        case .recent: method = .recent
        case .search(let words): method = .search(words)
        }
        return FlickrRequest(endpoint: endpoint, key: key, method: method)
    }

    /// The defaults, with the time-out of `$LECTOR_FETCH_TIMEOUT` and the deadlines of `$LECTOR_FETCH_FILE_DEADLINE`
    /// and `$LECTOR_FETCH_DEADLINE` (seconds) when they are set.
    private func httpConfiguration() throws -> HTTPConfiguration {
        var configuration = HTTPConfiguration()
        if let seconds = try seconds(FetchRequest.timeoutVariable, maximum: 3600) { configuration.timeout = seconds }
        if let seconds = try seconds(FetchRequest.fileDeadlineVariable, maximum: 86_400) {
            configuration.fileDeadline = seconds
        }
        if let seconds = try seconds(FetchRequest.runDeadlineVariable, maximum: 86_400) {
            configuration.runDeadline = seconds
        }
        return configuration
    }

    /// The seconds a variable sets (more than 0, at most `maximum`), nil when it is unset or empty.
    private func seconds(_ variable: String, maximum: Double) throws -> Double? {
        guard let text = environment.session.context.variables[variable], !text.isEmpty else { return nil }
        guard let seconds = Double(text), seconds > 0, seconds <= maximum else {
            throw UsageError.invalidValue(
                option: variable, value: text, allowed: "0.1…\(Int(maximum))", command: .photos)
        }
        return seconds
    }

    /// A bar on standard error when it is a terminal (and not `-q` or `--curtain`).
    private func progressBar() -> FetchProgressBar? {
        let options = environment.options
        guard !options.quiet, !options.curtain, isatty(STDERR_FILENO) == 1 else { return nil }
        return FetchProgressBar(strings: environment.strings, stream: environment.session.context.standardError)
    }

    private func print(_ report: FetchReport) {
        let strings = environment.strings
        func number(_ value: Int) -> StringArgument { .text(strings.number(value, channel: .display)) }
        let write = report.write
        var lines: [String] = []
        lines.append(
            strings.format(
                .importPhotos, .text(strings.plural(.importPhotosAdded, count: write.photos.added)),
                .text(strings.plural(.importPhotosUpdated, count: write.photos.updated)),
                .text(strings.plural(.importPhotosUnchanged, count: write.photos.unchanged))))
        if write.tagsAdded > 0 { lines.append(strings.plural(.importTags, count: write.tagsAdded)) }
        if write.images > 0 { lines.append(strings.plural(.importImages, count: write.images)) }
        if report.alreadyStored > 0 { lines.append(strings.format(.fetchAlreadyStored, number(report.alreadyStored))) }
        environment.print(lines.joined(separator: "\n"))
    }
}
