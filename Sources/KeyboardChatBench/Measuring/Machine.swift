import KeyboardChatUI
import Foundation

/// The machine the numbers were measured on, recorded with them: a
/// benchmark result means little without the CPU and core count behind it.
struct Machine {
    var processors: Int
    var cpuModel: String
    var memoryMegabytes: Int

    static var current: Machine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let meminfo = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
        let model = field("model name", in: cpuinfo) ?? "unknown"
        let kibibytes = field("MemTotal", in: meminfo)?.split(separator: " ").first.flatMap { Int($0) } ?? 0
        return Machine(processors: Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), cpuModel: model,
                       memoryMegabytes: kibibytes / 1024)
    }


    /// The value of the first `name: value` line of a /proc file.
    private static func field(_ name: String, in text: String) -> String? {
        for line in text.split(separator: "\n") where line.hasPrefix(name) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }
}
