import CGtk
import ChatDemoCore
import Foundation

/// The tuning panel (the Platform menu's "Tune Motion…", Ctrl+M) and the script's `tune` steps:
/// one path, `tune(_:)`. A change is checked against the profile's bounds
/// (`MotionTuning.tuned`); a valid one is the lead pane's profile from its next show or hide
/// (at once while the keyboard is down and still), and a refused one changes nothing.
///
/// Only the lead pane takes a tuning: in compare mode the other panes are the references the
/// tuned motion is compared against (another strategy, another platform), so tuning them too
/// would erase the comparison. The Platform menu, which names a whole platform, still sets
/// every pane.
@MainActor
final class TuningController: TuningControl {
    private let app: UnsafeMutablePointer<GtkApplication>
    private let window: UnsafeMutablePointer<GtkWidget>
    /// The lead pane's scene: the one tuned.
    private let scene: ChatScene
    private let clock: WindowClock
    private let playhead: PlayheadController
    /// Made when first opened.
    private var tuningPanel: TuningPanel?

    init(app: UnsafeMutablePointer<GtkApplication>, window: UnsafeMutablePointer<GtkWidget>, scene: ChatScene,
         clock: WindowClock, playhead: PlayheadController) {
        self.app = app
        self.window = window
        self.scene = scene
        self.clock = clock
        self.playhead = playhead
    }

    func showTuningPanel() {
        let panel = tuningPanel ?? TuningPanel(app: app, parent: window) { [unowned self] change in
            let refusal = self.applyTuning(change, fromPanel: true)
            // Only a change that took is a step of the live session (a refused one changes nothing).
            if refusal == nil { LiveSession.shared.note(.tune(change)) }
            return refusal
        }
        tuningPanel = panel
        panel.show(scene.nextProfile)
        if DiagnosticSwitch.reportTuning.isSet { Self.report("tuning panel: \(panel.shownValues)") }
    }

    func tune(_ change: MotionTuning) -> String? {
        applyTuning(change, fromPanel: false)
    }

    /// The one path of a tuning: checked, then the lead pane's from its next show or hide. The
    /// open panel says whether it took, and shows the values a script (or Reset) set.
    private func applyTuning(_ change: MotionTuning, fromPanel: Bool) -> String? {
        let refusal: String?
        var refused: MotionProfile.Problem?
        switch change.tuned(scene.nextProfile) {
        case .success(let profile):
            playhead.wakeUp()
            scene.setProfile(profile, at: clock.now)
            if !fromPanel || change == .resetToIOS { tuningPanel?.showValues(of: profile) }
            refusal = nil
            if DiagnosticSwitch.reportTuning.isSet {
                Self.report("tuning took: \(change.scriptWord); caption \(profile.captionPart ?? "-")")
            }
        case .failure(let problem):
            refusal = MotionTuning.refusal(problem)
            refused = problem
            if DiagnosticSwitch.reportTuning.isSet { Self.report("tuning refused: \(refusal ?? "")") }
        }
        if let panel = tuningPanel, panel.isShown {
            panel.showOutcome(refused: refused, inForce: scene.nextProfile)
            if DiagnosticSwitch.reportTuning.isSet {
                Self.report("tuning panel says: \(panel.messageText)")
                Self.report("tuning panel marks: \(panel.markedTitles.joined(separator: ", "))")
                Self.report("tuning panel: \(panel.shownValues)")
            }
        }
        return refusal
    }

    /// The open panel shows `profile`'s values (the Platform menu or a loaded file set them).
    func showValues(of profile: MotionProfile) {
        tuningPanel?.showValues(of: profile)
    }

    private static func report(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
