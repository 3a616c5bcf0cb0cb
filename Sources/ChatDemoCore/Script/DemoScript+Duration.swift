extension DemoScript {
    /// The animation time the script's waits add up to: how long a deterministic run of it lasts,
    /// give or take a frame per step. Drags, held keys and streamed replies run beside the
    /// following steps and add nothing. A `--video`'s progress is reckoned against it.
    ///
    /// Example: `wait 200`, `tap input`, `wait 700`, `quit` plan 900 ms.
    ///
    /// - Complexity: O(n) in the number of steps.
    public static func plannedMilliseconds(of steps: [Step]) -> Int {
        steps.reduce(0) { total, step in
            if case .wait(let milliseconds) = step.command { return total + milliseconds }
            return total
        }
    }

    public var plannedMilliseconds: Int { Self.plannedMilliseconds(of: steps) }
}
