import Benchmarks
import Domain
import Foundation
import TestSupport
import Testing

/// `lector photos fetch` against a Flickr-compatible server on 127.0.0.1 that each test starts: the photos and
/// images it stores, and failures (`stat: fail`, HTTP 500, a slow answer, a cut image) that exit 2 with one line
/// and leave the library byte for byte as it was.
@Suite struct FetchEndToEndTests {
    private func fetch(
        _ arguments: [String], library: URL, environment: [String: String] = [:]
    ) throws -> ProcessOutcome {
        var variables = ["TZ": "UTC"]
        for (key, value) in environment { variables[key] = value }
        return try ProcessRunner.lector(
            ["--library", library.path, "photos", "fetch"] + arguments, environment: variables)
    }

    /// A library with the server's photos fetched once.
    private func fetchedLibrary(_ name: String, _ server: FetchServer) throws -> URL {
        let (_, library) = try CollectionProcess.workspace(name)
        let first = try fetch(["--empty", "interestingness"] + server.options, library: library)
        try #require(first.status == 0, "\(first.standardError)")
        return library
    }

    @Test func successStoresPhotosFieldsAndImagesAndARerunResumes() throws {
        let server = try FetchServer()
        let (_, library) = try CollectionProcess.workspace("fetch-ok")
        let result = try fetch(["interestingness"] + server.options, library: library, environment: [:])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.output == "Photos: 3 added, 0 updated, 0 unchanged.\n2 new tags.\n3 images stored.\n")

        let rest = try #require(server.restRequests.first)
        #expect(rest.query["method"] == "flickr.interestingness.getList")
        #expect(rest.query["api_key"] == "test-key")
        #expect(rest.query["format"] == "json")
        #expect(rest.query["nojsoncallback"] == "1")
        #expect(rest.query["page"] == "1")
        #expect(rest.query["extras"]?.contains("description") == true)
        #expect(server.imageRequests == 3)

        let show = try CollectionProcess.lector(["photos", "show", "102"], library: library)
        #expect(show.output.contains("Title: Harbour & boats 1\n"))
        #expect(show.output.contains("Description: Fishing boats & nets at dawn, number 1\n"))
        #expect(show.output.contains("Date taken: Feb 14, 2023 at 6:31\u{202F}AM\n"))
        #expect(show.output.contains("Image file: PNG, 17 by 9"))
        for id in server.ids {
            let stored = try Data(contentsOf: library.appendingPathComponent("images/\(id).png"))
            #expect([UInt8](stored) == server.images[id])
        }

        let again = try fetch(["interestingness"] + server.options, library: library)
        #expect(again.status == 0)
        #expect(again.output == "Photos: 0 added, 0 updated, 3 unchanged.\nImages already in the library: 3.\n")
        #expect(server.imageRequests == 3)
    }

    @Test func searchSendsTheTextAndTheKeyComesFromTheVariableOrTheLibrary() throws {
        let server = try FetchServer()
        let (_, library) = try CollectionProcess.workspace("fetch-key")
        let fromVariable = try fetch(
            ["--empty", "search", "harbour & boats+sea", "--api-url", server.endpoint], library: library,
            environment: ["LECTOR_FLICKR_KEY": "variable-key"])
        #expect(fromVariable.status == 0, "\(fromVariable.standardError)")
        #expect(server.restRequests.last?.query["method"] == "flickr.photos.search")
        #expect(server.restRequests.last?.query["text"] == "harbour & boats+sea")
        #expect(server.restRequests.last?.query["api_key"] == "variable-key")

        try Library(folder: library).settings.setValue("saved-key", for: "flickr.api-key")
        let fromSettings = try fetch(["recent", "--api-url", server.endpoint], library: library)
        #expect(fromSettings.status == 0, "\(fromSettings.standardError)")
        #expect(server.restRequests.last?.query["method"] == "flickr.photos.getRecent")
        #expect(server.restRequests.last?.query["api_key"] == "saved-key")
    }

    @Test func noKeyAnywhereIsAUsageError() throws {
        let server = try FetchServer()
        let (_, library) = try CollectionProcess.workspace("fetch-nokey")
        let result = try fetch(["--empty", "recent", "--api-url", server.endpoint], library: library)
        #expect(result.status == 64)
        #expect(result.standardError.contains("lector: No Flickr API key: give --api-key KEY"))
        #expect(server.restRequests.isEmpty)
    }

    @Test func jsonpAnswersAreRead() throws {
        let server = try FetchServer()
        server.setREST { [unowned server] _ in
            .init(body: Array(("jsonFlickrApi(" + server.page() + ");\n").utf8), contentType: "text/javascript")
        }
        let (_, library) = try CollectionProcess.workspace("fetch-jsonp")
        let result = try fetch(["--empty", "interestingness"] + server.options, library: library)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.output.hasPrefix("Photos: 3 added, 0 updated, 0 unchanged.\n"))
    }

    @Test func statFailSaysFlickrsMessageAndChangesNothing() throws {
        let server = try FetchServer()
        let library = try fetchedLibrary("fetch-statfail", server)
        let before = try LibraryBytes(library)
        server.setREST { _ in
            .init(body: Array(#"{"stat":"fail","code":100,"message":"Invalid API Key (Key has invalid format)"}"#.utf8))
        }
        let result = try fetch(["interestingness"] + server.options, library: library)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(
            result.standardError == "lector: \(server.endpoint)?method=flickr.interestingness.getList&page=1: "
                + "Flickr answered with error 100: Invalid API Key (Key has invalid format)\n")
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(!result.standardError.contains("test-key"))
        #expect(try LibraryBytes(library) == before)
    }

    @Test func http500IsRetriedThenExit2AndChangesNothing() throws {
        let server = try FetchServer()
        let library = try fetchedLibrary("fetch-500", server)
        let before = try LibraryBytes(library)
        let requestsBefore = server.restRequests.count
        server.setREST { _ in .init(status: 500, body: Array("oops\n".utf8), contentType: "text/plain") }
        let result = try fetch(["interestingness"] + server.options, library: library)
        #expect(result.status == 2)
        #expect(result.standardError.hasSuffix("page=1: the server answered with HTTP status 500.\n"))
        #expect(server.restRequests.count - requestsBefore == 3)
        #expect(try LibraryBytes(library) == before)
    }

    @Test func http4xxIsNotRetriedAndAFlickrBodyGivesItsMessage() throws {
        let server = try FetchServer()
        let (_, library) = try CollectionProcess.workspace("fetch-403")
        server.setREST { _ in
            .init(
                status: 403, body: Array(#"{"stat":"fail","code":105,"message":"Service currently unavailable"}"#.utf8))
        }
        let result = try fetch(["--empty", "interestingness"] + server.options, library: library)
        #expect(result.status == 2)
        #expect(result.standardError.hasSuffix(": Flickr answered with error 105: Service currently unavailable\n"))
        #expect(server.restRequests.count == 1)
    }

    @Test func aSlowAnswerTimesOutAndChangesNothing() throws {
        let server = try FetchServer()
        let library = try fetchedLibrary("fetch-slow", server)
        let before = try LibraryBytes(library)
        server.setREST { [unowned server] _ in .init(body: Array(server.page().utf8), delay: 6) }
        let result = try fetch(
            ["interestingness"] + server.options, library: library, environment: ["LECTOR_FETCH_TIMEOUT": "0.5"])
        #expect(result.status == 2)
        #expect(result.standardError.hasSuffix("page=1: no answer within 0.5 seconds.\n"))
        #expect(try LibraryBytes(library) == before)
    }

    @Test func aCutImageFailsTheFetchAndLeavesNoFile() throws {
        let server = try FetchServer(ids: ["201", "202", "203", "204", "205", "206"])
        let (_, library) = try CollectionProcess.workspace("fetch-cut")
        _ = try CollectionProcess.lector(["--empty", "photos", "list"], library: library)
        let before = try LibraryBytes(library)
        server.setImages { id, bytes in
            .init(body: bytes, contentType: "image/png", cutAfter: id == "204" ? bytes.count / 2 : nil)
        }
        let result = try fetch(["interestingness"] + server.options, library: library)
        #expect(result.status == 2)
        #expect(result.standardError.contains("/images/204.png: "), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(try LibraryBytes(library) == before)
        #expect(try LibraryBytes(library).images.isEmpty)

        // The next run, with the image whole, stores all six.
        server.setImages { _, bytes in .init(body: bytes, contentType: "image/png") }
        let retried = try fetch(["interestingness"] + server.options, library: library)
        #expect(retried.status == 0, "\(retried.standardError)")
        #expect(retried.output.contains("6 images stored."))
    }

    @Test func aBaseFieldsAnswerNeverErasesWhatTheLibraryHas() throws {
        let server = try FetchServer()
        let library = try fetchedLibrary("fetch-merge", server)
        server.setREST { [unowned server] _ in .init(body: Array(server.page(full: false).utf8)) }
        let result = try fetch(["interestingness"] + server.options, library: library)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.output.hasPrefix("Photos: 0 added, 0 updated, 3 unchanged.\n"))
        let show = try CollectionProcess.lector(["photos", "show", "101"], library: library)
        #expect(show.output.contains("Description: Fishing boats & nets at dawn, number 0\n"))
        #expect(show.output.contains("Date taken: Jan 14, 2023 at 6:30\u{202F}AM\n"))
        #expect(show.output.contains("Source: \(server.server.baseURL)/images/101.png\n"))
    }

    /// Issue 40: a server trickling a byte a second never trips the time-out, but a page's deadline ends the fetch:
    /// one line naming the page and the deadline, exit 2, the library unchanged, and no retry after it.
    @Test func aTricklingPageMeetsItsDeadlineAndChangesNothing() throws {
        let server = try FetchServer()
        let library = try fetchedLibrary("fetch-trickle-page", server)
        let before = try LibraryBytes(library)
        let requestsBefore = server.restRequests.count
        server.setREST { [unowned server] _ in .init(body: Array(server.page().utf8), byteInterval: 1) }
        let result = try fetch(
            ["interestingness"] + server.options, library: library,
            environment: ["LECTOR_FETCH_TIMEOUT": "3", "LECTOR_FETCH_FILE_DEADLINE": "2"])
        #expect(result.status == 2)
        #expect(
            result.standardError.hasSuffix("page=1: not received within 2 seconds (LECTOR_FETCH_FILE_DEADLINE).\n"),
            "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(server.restRequests.count - requestsBefore == 1)
        #expect(try LibraryBytes(library) == before)
    }

    /// Issue 40: images that trickle hold the run past its deadline: the fetch stops with the run's message and
    /// stores nothing.
    @Test func tricklingImagesMeetTheRunDeadlineAndChangeNothing() throws {
        let server = try FetchServer()
        let (_, library) = try CollectionProcess.workspace("fetch-trickle-run")
        _ = try CollectionProcess.lector(["--empty", "photos", "list"], library: library)
        let before = try LibraryBytes(library)
        server.setImages { _, bytes in .init(body: bytes, contentType: "image/png", byteInterval: 1) }
        let result = try fetch(
            ["interestingness"] + server.options, library: library,
            environment: ["LECTOR_FETCH_TIMEOUT": "3", "LECTOR_FETCH_DEADLINE": "2"])
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "lector: The fetch did not finish within 2 seconds (LECTOR_FETCH_DEADLINE); the library is unchanged.\n"
        )
        #expect(try LibraryBytes(library) == before)
        #expect(try PhotoEditEndToEndTests.temporaryFiles(library).isEmpty)
    }

    @Test func aDeadlineVariableThatIsNotANumberIsAUsageError() throws {
        let server = try FetchServer()
        let (_, library) = try CollectionProcess.workspace("fetch-deadline-usage")
        let result = try fetch(
            ["--empty", "interestingness"] + server.options, library: library,
            environment: ["LECTOR_FETCH_DEADLINE": "soon"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("LECTOR_FETCH_DEADLINE"))
        #expect(server.restRequests.isEmpty)
    }
}
