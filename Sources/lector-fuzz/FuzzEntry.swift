import Foundation

/// The target a process fuzzes: `LECTOR_FUZZ_TARGET`, read once.
enum FuzzSelection {
    static let variable = "LECTOR_FUZZ_TARGET"

    static let target: FuzzTarget? = ProcessInfo.processInfo.environment[variable].flatMap(FuzzTarget.init(rawValue:))
}

#if FUZZING
    // The fuzzer build (scripts/fuzz): AddressSanitizer, libFuzzer's coverage, `-D FUZZING`, linked with the toolchain's
    // libFuzzer without its `main` (`libclang_rt.fuzzer_no_main`), since SwiftPM makes this module's entry point the
    // executable's `main` (`--defsym main=lector_fuzz_main`). This `main` hands the command line to libFuzzer's
    // driver, with the callback that reads one input.

    /// libFuzzer's driver (`FuzzerInterface.h`): parses libFuzzer's options from the command line and fuzzes
    /// `callback`; it returns only when the run ends.
    @_silgen_name("LLVMFuzzerRunDriver")
    func fuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    @main
    struct FuzzDriver {
        static func main() {
            guard FuzzSelection.target != nil else {
                let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: " ")
                FileHandle.standardError.write(
                    Data("lector-fuzz: set \(FuzzSelection.variable) to one of: \(names)\n".utf8))
                exit(64)
            }
            var argc = CommandLine.argc
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
            exit(fuzzerRunDriver(&argc, &argv, fuzzOne))
        }
    }

    /// One input, through the selected target.
    func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        guard let target = FuzzSelection.target else { return 0 }
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        target.run(bytes)
        return 0
    }
#else
    /// The normal build: `lector-fuzz TARGET PATH…` replays files (a folder: every file in it) through a target, and
    /// `lector-fuzz --corpus ROOT` replays every `ROOT/<target>/` folder through its target; this is how `swift test`
    /// runs the corpora. A crash ends the process, as it would in the fuzzer.
    @main
    struct FuzzReplay {
        static let usage = "usage: lector-fuzz TARGET PATH… | lector-fuzz --corpus ROOT | lector-fuzz --list\n"

        static func main() {
            let arguments = Array(CommandLine.arguments.dropFirst())
            guard let first = arguments.first else { fail(usage) }
            if first == "--list" {
                print(FuzzTarget.allCases.map(\.rawValue).joined(separator: "\n"))
                return
            }
            if first == "--corpus", arguments.count == 2 {
                let root = URL(fileURLWithPath: arguments[1], isDirectory: true)
                for target in FuzzTarget.allCases {
                    let folder = root.appendingPathComponent(target.rawValue, isDirectory: true)
                    guard FileManager.default.fileExists(atPath: folder.path) else { continue }
                    replay(target, [folder.path])
                }
                return
            }
            guard let target = FuzzTarget(rawValue: first), arguments.count > 1 else { fail(usage) }
            replay(target, Array(arguments.dropFirst()))
        }

        static func replay(_ target: FuzzTarget, _ paths: [String]) {
            var count = 0
            var accepted = 0
            for path in paths {
                for file in files(path) {
                    guard let data = FileManager.default.contents(atPath: file) else { fail("cannot read \(file)\n") }
                    if target.run([UInt8](data)) { accepted += 1 }
                    count += 1
                }
            }
            print("\(target.rawValue): \(count) inputs replayed, \(accepted) read without an error")
        }

        /// The file, or a folder's files (not hidden ones) in name order.
        static func files(_ path: String) -> [String] {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                return [path]
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }
        }

        static func fail(_ message: String) -> Never {
            FileHandle.standardError.write(Data(("lector-fuzz: " + message).utf8))
            exit(64)
        }
    }
#endif
