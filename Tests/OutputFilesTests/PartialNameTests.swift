import ChildProcesses
import Foundation
import Testing
import TestSupport
@testable import OutputFiles

@Suite struct PartialNameTests {
    @Test func roundTrip() {
        let name = PartialName(name: "trace.v2.csv", pid: 4242, token: "9F3A61C0")
        #expect(name.fileName == ".trace.v2.csv.4242.9F3A61C0.partial")
        #expect(PartialName(fileName: name.fileName) == name)
    }

    @Test func onlyOurNamingIsRecognised() {
        for other in ["trace.csv", ".trace.csv.partial", ".trace.csv.12.9F3A61C.partial", ".trace.csv.12.9F3A61CZ.partial",
                      ".trace.csv.x.9F3A61C0.partial", ".trace.csv.+12.9F3A61C0.partial", "..0.9F3A61C0.partial",
                      "..12.9F3A61C0.partial", ".trace.csv.12.9F3A61C0.partial~"] {
            #expect(PartialName(fileName: other) == nil, "\(other)")
        }
    }

    @Test func staleOnesAreThoseOfDeadProcessesForTheSameName() {
        let names = [".trace.csv.17.9F3A61C0.partial", ".trace.csv.42.0B1C2D3E.partial", "trace.csv",
                     ".other.csv.17.9F3A61C0.partial", ".trace.csv.99.0B1C2D3E.partial"]
        #expect(StalePartials.select(names, for: "trace.csv", isAlive: { $0 == 42 })
                == [".trace.csv.17.9F3A61C0.partial", ".trace.csv.99.0B1C2D3E.partial"])
        #expect(StalePartials.select(names, for: "trace.csv", isAlive: { _ in true }) == [])
    }

    @Test func thisProcessIsAliveAndAReapedChildIsNot() throws {
        #expect(StalePartials.processIsAlive(getpid()))
        let child = try SpawnedProcess("/bin/true")
        child.waitUntilExit()
        #expect(!StalePartials.processIsAlive(child.processIdentifier))
    }
}
