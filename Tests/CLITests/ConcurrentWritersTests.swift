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

    /// Issue 40: two processes editing different fields of one item 500 times each (one the name, the other the
    /// value) lose none of each other's changes: at the end each field holds the last value its process wrote, no
    /// run failed, and a watcher reading the library meanwhile never saw a field go back to an older value.
    @Test func twoProcessesEditingFieldsOfOneItem500TimesEachLoseNoUpdate() throws {
        let (folder, library) = try CollectionProcess.workspace("concurrent-edit")
        let created = try Library(folder: library, creating: .empty)
        let item = try created.items.add(Item(name: "N-0", value: Money(minorUnits: 0)))
        var processes: [Process] = []
        for (writer, option, value) in [("name", "--name", "N-$i"), ("value", "--value", "$i")] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = [
                "-c",
                "i=1; while [ $i -le 500 ]; do \"$LECTOR\" --library \"$LIBRARY\" -q items edit \(item.key) \(option) \"\(value)\" >/dev/null || exit 1; i=$((i+1)); done",
            ]
            var variables = ProcessInfo.processInfo.environment
            variables["LECTOR"] = PackagePaths.binary.path
            variables["LIBRARY"] = library.path
            variables["LECTOR_LOCALIZATIONS"] = PackagePaths.localizations.path
            process.environment = variables
            process.standardOutput = FileHandle.nullDevice
            let errors = folder.appendingPathComponent("stderr-\(writer)")
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
            processes.append(process)
        }
        // Each field only grows (N-1, N-2... and 1, 2...): a lost update would put an older value back.
        let watcher = try Library(folder: library, creating: .empty)
        var lastName = 0
        var lastValue: Int64 = 0
        var wentBack: [String] = []
        while processes.contains(where: \.isRunning) {
            if let seen = try? watcher.items.item(id: item.id), let name = Int(seen.name.dropFirst(2)) {
                if name < lastName { wentBack.append("name \(lastName) -> \(name)") }
                if seen.value.minorUnits < lastValue {
                    wentBack.append("value \(lastValue) -> \(seen.value.minorUnits)")
                }
                lastName = max(lastName, name)
                lastValue = max(lastValue, seen.value.minorUnits)
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        for process in processes { process.waitUntilExit() }
        let stderr =
            try String(contentsOf: folder.appendingPathComponent("stderr-name"), encoding: .utf8)
            + String(contentsOf: folder.appendingPathComponent("stderr-value"), encoding: .utf8)
        #expect(processes.map(\.terminationStatus) == [0, 0], "\(stderr)")
        #expect(wentBack.isEmpty)
        let stored = try #require(try Library(folder: library, creating: .empty).items.item(id: item.id))
        #expect(stored.name == "N-500")
        #expect(stored.value.minorUnits == 50_000)
    }
}
