import Foundation

/// Starts a program through posix_spawn with no signal blocked and default handlers. The test runner's threads
/// block signals and a spawned program inherits the mask, so a server started from a test or the bench (tmux,
/// pulseaudio) would otherwise never see its own children exit; Foundation's `Process` has the same trouble.
public enum CleanSpawn {
    /// Where a started program's standard output goes.
    public enum Output {
        /// Discarded (/dev/null).
        case discarded
        /// Into the file at this path (created or truncated).
        case file(String)
        /// Into this open descriptor (the write end of a pipe); the parent keeps its own copy.
        case descriptor(Int32)
        /// A terminal: standard input, output and error all on this open terminal descriptor (a pty's second half;
        /// not the program's controlling terminal, so its keys raise no signal).
        case terminal(Int32)
    }

    /// Starts `arguments[0]` with `arguments`: standard input from /dev/null, standard output into the file
    /// `output` (created or truncated) or /dev/null, standard error to /dev/null; `environment` nil passes this
    /// process's own. Returns the child's process id, or nil when it could not be started.
    public static func start(_ arguments: [String], environment: [String: String]? = nil, output: String? = nil)
        -> pid_t?
    {
        start(arguments, environment: environment, standardOutput: output.map(Output.file) ?? .discarded)
    }

    /// Starts `arguments[0]` as ``start(_:environment:output:)`` does, its standard output going to `standardOutput`.
    public static func start(_ arguments: [String], environment: [String: String]?, standardOutput: Output) -> pid_t? {
        guard let program = arguments.first else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if case .terminal(let descriptor) = standardOutput {
            for standard: Int32 in 0...2 { posix_spawn_file_actions_adddup2(&actions, descriptor, standard) }
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            switch standardOutput {
            case .discarded, .terminal: posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            case .file(let path):
                posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, 1)
            }
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let started: Int32
        if let environment {
            let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer { envp.forEach { free($0) } }
            started = posix_spawn(&pid, program, &actions, &attributes, argv, envp)
        } else {
            started = posix_spawn(&pid, program, &actions, &attributes, argv, environ)
        }
        return started == 0 ? pid : nil
    }
}
