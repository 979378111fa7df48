import Domain
import Foundation
import TestSupport
import Testing

/// Two writers at once on one library: every change lands (writes wait for each other, none is lost).
@Suite struct ConcurrentWritersTests {
    @Test func twoProcessesMaking500EditsEachLeaveAll1000() throws {
        let (folder, library) = try CollectionProcess.workspace("concurrent")
        _ = try Library(folder: library, creating: .empty)
        var processes: [Process] = []
        for writer in ["A", "B"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = [
                "-c",
                "i=1; while [ $i -le 500 ]; do \"$LECTOR\" --library \"$LIBRARY\" -q items add --name \"\(writer)-$i\" --value $i >/dev/null || exit 1; i=$((i+1)); done",
            ]
            var variables = ProcessInfo.processInfo.environment
            variables["LECTOR"] = PackagePaths.binary.path
            variables["LIBRARY"] = library.path
            variables["LECTOR_LOCALIZATIONS"] = PackagePaths.localizations.path
            process.environment = variables
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(
                forWritingTo: {
                    let url = folder.appendingPathComponent("stderr-\(writer)")
                    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
                    return url
                }())
            try process.run()
            processes.append(process)
        }
        for process in processes { process.waitUntilExit() }
        #expect(processes.map(\.terminationStatus) == [0, 0])
        let opened = try Library(folder: library, creating: .empty)
        let names = Set(try opened.items.items(sortedBy: .name, offset: 0, limit: 2_000).map(\.name))
        #expect(names.count == 1_000)
        #expect(names == Set((1...500).flatMap { ["A-\($0)", "B-\($0)"] }))
        #expect(try opened.integrityCheck() == ["ok"])
    }
}
