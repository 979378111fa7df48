import Foundation
import TestSupport
import Testing

/// Every input of the fuzz corpora (`Tests/Fuzz/Corpus/<target>/`: the seeds and each input that once crashed,
/// hung or leaked) replayed through its reader by the normal build of `lector-fuzz`: none may crash it.
@Suite struct FuzzCorpusTests {
    static let targets: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.fuzzCorpus.path)) ?? []).sorted()

    static func files(of target: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(
            atPath: PackagePaths.fuzzCorpus.appendingPathComponent(target).path
        ).filter { !$0.hasPrefix(".") }
    }

    @Test func everyTargetHasACorpusAndADictionary() throws {
        let outcome = try ProcessRunner.run(PackagePaths.fuzzBinary.path, ["--list"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let listed = outcome.output.split(separator: "\n").map(String.init).sorted()
        #expect(listed == Self.targets)
        for target in listed {
            let dictionary = PackagePaths.root.appendingPathComponent("Tests/Fuzz/Dictionaries/\(target).dict")
            #expect(FileManager.default.fileExists(atPath: dictionary.path), "no dictionary for \(target)")
            #expect(try !Self.files(of: target).isEmpty, "no seed for \(target)")
        }
    }

    @Test(arguments: targets)
    func everyCorpusInputReplaysWithoutACrash(_ target: String) throws {
        let folder = PackagePaths.fuzzCorpus.appendingPathComponent(target)
        let outcome = try ProcessRunner.run(PackagePaths.fuzzBinary.path, [target, folder.path])
        #expect(outcome.status == 0, "\(target): status \(outcome.status)\n\(outcome.standardError)")
        let count = try Self.files(of: target).count
        #expect(outcome.output.hasPrefix("\(target): \(count) inputs replayed"), "\(outcome.output)")
    }

    @Test func anUnknownTargetIsAUsageError() throws {
        let outcome = try ProcessRunner.run(PackagePaths.fuzzBinary.path, ["no-such-reader", "/dev/null"])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("usage: lector-fuzz"))
    }
}
