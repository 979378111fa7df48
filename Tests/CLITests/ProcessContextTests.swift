import CLI
import Foundation
import Testing

/// What the front end reads from the process (issue 20: the environment from libc's `environ`, streams through
/// write(2) instead of Foundation).
@Suite(.serialized) struct ProcessContextTests {
    @Test func theEnvironmentIsTheOneFoundationReads() {
        #expect(ProcessContext.environmentVariables() == ProcessInfo.processInfo.environment)
    }

    @Test func aValueKeepsEveryEqualsSignAfterTheFirst() throws {
        let name = "LECTOR_TEST_EQUALS_\(getpid())"
        setenv(name, "a=b==c", 1)
        defer { unsetenv(name) }
        #expect(ProcessContext.environmentVariables()[name] == "a=b==c")
    }

    @Test func aFileStreamWritesEveryByteInOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lector-stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("out.txt")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        let stream = FileStream(handle)
        // More than one pipe buffer's worth, with text outside ASCII (Arabic, Japanese, an emoji).
        let line = "lector: مرحبا 写真 👍 \(String(repeating: "x", count: 100))\n"
        for _ in 0..<1_000 { stream.write(line) }
        try handle.close()
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written == String(repeating: line, count: 1_000))
    }
}
