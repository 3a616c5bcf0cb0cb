import Foundation
import OutputFiles
import Testing
@testable import ChatDemoCore

@Suite struct InterruptionTests {
    @Test func aSignalInterruptsOnlyAScriptOrARecordingInProgress() {
        #expect(Interruption.interrupts(scriptFinished: false, recording: false))
        #expect(Interruption.interrupts(scriptFinished: true, recording: true))
        #expect(!Interruption.interrupts(scriptFinished: true, recording: false))
    }

    @Test func exitStatusIs128PlusTheSignal() {
        #expect(Interruption.exitStatus(forSignal: SIGINT) == 130)
        #expect(Interruption.exitStatus(forSignal: SIGTERM) == 143)
    }

    @Test func theMessageNamesTheSignalAndTheSparedOutputs() {
        #expect(Interruption.message(signal: SIGTERM, outputs: ["out/show"])
                == "interrupted by SIGTERM before the script finished; nothing was written to out/show (earlier files there are kept)")
        #expect(Interruption.message(signal: SIGINT, outputs: []) == "interrupted by SIGINT before the script finished")
        #expect(Interruption.message(signal: SIGINT, outputs: ["a\nb/" + PathBytes.string([0xFF]) + ".csv"])
                == "interrupted by SIGINT before the script finished; nothing was written to a<U+000A>b/<0xFF>.csv (earlier files there are kept)")
        // The script done, its outputs being written (a GIF's last pass) when the signal came.
        #expect(Interruption.message(signal: SIGTERM, outputs: ["clip.gif"], whileWriting: true)
                == "interrupted by SIGTERM while the outputs were written; nothing was written to clip.gif (earlier files there are kept)")
    }
}
