import Foundation
@testable import Keyboard

/// Records every event a controller posts, through a real observation token.
final class EventRecorder {
    private(set) var events: [KeyboardEvent] = []
    private var observation: KeyboardObservation?

    init(_ controller: KeyboardController, kinds: Set<KeyboardEventKind> = Set(KeyboardEventKind.allCases)) {
        observation = controller.observe(kinds) { [unowned self] event in
            self.events.append(event)
        }
    }

    var kinds: [KeyboardEventKind] { events.map(\.kind) }

    /// Returns and forgets what was recorded so far.
    func take() -> [KeyboardEvent] {
        defer { events = [] }
        return events
    }
}

/// The keyboard's spring (UIKit's curve 7, ω₀ = √(1000/3), critically damped), for expected values.
func keyboardSpringProgress(_ t: Double) -> Double {
    let omega = (1000.0 / 3).squareRoot()
    return 1 - Foundation.exp(-omega * t) * (1 + omega * t)
}

/// An iPhone-sized portrait window.
let phone = Size(width: 390, height: 844)
