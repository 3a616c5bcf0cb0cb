import Foundation

/// The keyboard curve's closed form, written independently of the module.
func keyboardReference(_ t: Double) -> Double {
    let omega = (1000.0 / 3.0).squareRoot()
    return 1 - exp(-omega * t) * (1 + omega * t)
}

/// y for x on a cubic Bézier by plain bisection on t (slow but obviously right).
func bezierReference(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if bernstein(x1, x2, middle) < x { low = middle } else { high = middle }
    }
    return bernstein(y1, y2, (low + high) / 2)
}
