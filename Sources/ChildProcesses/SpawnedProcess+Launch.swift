import CSystemCalls
import Foundation

/// The `posix_spawn` call behind `SpawnedProcess`: the child's streams, environment, working
/// directory and signals.
extension SpawnedProcess {
    struct Launched {
        let processIdentifier: Int32
        /// The parent's read end of each captured stream, by descriptor number (0, 1, 2).
        let readEnds: [Int32?]
    }

    /// Spawns the child. Each `streams[n]` says what becomes its descriptor n.
    ///
    /// Every pipe is made close-on-exec from the start (`pipe2`), and the child closes every
    /// descriptor above 2 before it runs: no child keeps another pipe's end open, so each reader
    /// sees its end when its own child exits, even with tests starting children on several
    /// threads at once (a server such as Xvfb would otherwise hold a neighbour's pipe open for
    /// its whole life).
    ///
    /// The child's signal mask is emptied and every signal's handling reset: it starts the way a
    /// shell starts a program, whatever the spawning thread blocks or ignores.
    static func launch(_ executable: String, _ arguments: [String], environment: [String],
                       workingDirectory: String?, streams: [Stream]) throws -> Launched {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var readEnds: [Int32?] = [nil, nil, nil]
        var childEnds: [Int32] = []
        defer { for end in childEnds { close(end) } }

        for (number, stream) in streams.enumerated() {
            let descriptor = Int32(number)
            switch stream {
            case .inherit:
                break
            case .null:
                posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
            case .file(let path):
                let flags = descriptor == 0 ? O_RDONLY : O_WRONLY | O_CREAT | O_TRUNC
                posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, 0o644)
            case .capture:
                precondition(descriptor != 0, "standard input cannot be captured")
                var ends: [Int32] = [-1, -1]
                guard pipe2(&ends, O_CLOEXEC) == 0 else {
                    let reason = String(cString: strerror(errno))
                    for case let end? in readEnds { close(end) }
                    throw SpawnError(description: "cannot start \(executable): no pipe for its output: \(reason)")
                }
                readEnds[number] = ends[0]
                childEnds.append(ends[1])
                posix_spawn_file_actions_adddup2(&actions, ends[1], descriptor)
            case .standardOutput:
                precondition(descriptor == 2, "only standard error can go where standard output goes")
                posix_spawn_file_actions_adddup2(&actions, 1, 2)
            }
        }
        posix_spawn_file_actions_addclosefrom_np(&actions, 3)
        if let workingDirectory { posix_spawn_file_actions_addchdir_np(&actions, workingDirectory) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = cStrings([executable] + arguments), envp = cStrings(environment)
        defer { freeCStrings(argv); freeCStrings(envp) }
        var pid: pid_t = 0
        // glibc reports a failed exec (no such file, not executable) as posix_spawn's result.
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            for case let end? in readEnds { close(end) }
            var reason = String(cString: strerror(result))
            if let workingDirectory, result == ENOENT, access(executable, X_OK) == 0 {
                reason = "no working directory \(workingDirectory)"
            }
            throw SpawnError(description: "cannot start \(executable): \(reason)")
        }
        return Launched(processIdentifier: pid, readEnds: readEnds)
    }

    /// The test process's environment with `overrides` applied (nil removes a variable), as
    /// `NAME=value` entries: the others keep their order, the overrides follow sorted by name.
    static func environment(applying overrides: [String: String?]) -> [String] {
        var entries: [String] = []
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            let name = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
            if overrides[name] == nil { entries.append(text) }
            index += 1
        }
        for name in overrides.keys.sorted() {
            if let value = overrides[name] ?? nil { entries.append("\(name)=\(value)") }
        }
        return entries
    }

    /// A NULL-terminated array of C strings; released with `freeCStrings`.
    private static func cStrings(_ strings: [String]) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
        let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: strings.count + 1)
        for (position, string) in strings.enumerated() { array[position] = strdup(string) }
        array[strings.count] = nil
        return array
    }

    private static func freeCStrings(_ array: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) {
        var position = 0
        while let string = array[position] {
            free(string)
            position += 1
        }
        array.deallocate()
    }
}
