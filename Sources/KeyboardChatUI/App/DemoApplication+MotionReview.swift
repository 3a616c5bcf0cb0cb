import CGtk
import ChatDemoCore

extension DemoApplication {
    /// The speed presets (`app.speed`, a radio choice beside the slow-motion toggle, whose state
    /// it moves too: on for any preset slower than real time), the timeline's toggle and the
    /// onion skin's, each with its accelerator.
    static func installMotionReviewActions(_ app: UnsafeMutablePointer<GtkApplication>, initialFactor: Double,
                                           window: @escaping @MainActor () -> ChatWindow?) {
        Actions.addChoice(app, SpeedPreset.self, initial: SpeedPreset.state(forFactor: initialFactor)) { preset in
            Actions.setToggleState(app, DemoBehaviour.slowMotion.actionName, on: preset.factor > 1)
            window()?.setSlowMotion(preset.factor)
        }
        for tool in MotionReviewTool.allCases {
            Actions.addToggle(app, tool.actionName, initial: false, accelerators: tool.accelerator.map { [$0] } ?? []) { on in
                switch tool {
                case .timeline: window()?.review.setTimelineShown(on)
                case .onionSkin: window()?.review.setOnionSkin(on)
                }
            }
        }
    }
}
