import Testing
@testable import Curves

struct UnitBezierTests {
    static let publicCurves: [(name: String, points: (Double, Double, Double, Double))] = [
        ("linear", (0, 0, 1, 1)), ("easeIn", (0.42, 0, 1, 1)),
        ("easeOut", (0, 0, 0.58, 1)), ("easeInOut", (0.42, 0, 0.58, 1)),
    ]

    @Test func endPointsAreExact() {
        for (name, p) in Self.publicCurves {
            let curve = UnitBezier(p.0, p.1, p.2, p.3)
            #expect(curve.solve(0) == 0, "\(name)")
            #expect(curve.solve(1) == 1, "\(name)")
        }
    }

    @Test func knownValues() {
        let easeInOut = UnitBezier(0.42, 0, 0.58, 1)
        #expect(abs(easeInOut.solve(0.25) - 0.1291619310) < 1e-7)
        #expect(abs(easeInOut.solve(0.5) - 0.5) < 1e-7)
        #expect(abs(UnitBezier(0.42, 0, 1, 1).solve(0.5) - 0.3153568126) < 1e-7)
        #expect(abs(UnitBezier(0, 0, 0.58, 1).solve(0.5) - 0.6846431874) < 1e-7)
        #expect(abs(UnitBezier(0, 0, 1, 1).solve(0.3) - 0.3) < 1e-7)
    }

    @Test func agreesWithBruteForceBisection() {
        for (name, p) in Self.publicCurves + [("steep", (0.9, 0.1, 0.1, 0.9)), ("flat", (0, 0.9, 1, 0.1))] {
            let curve = UnitBezier(p.0, p.1, p.2, p.3)
            for i in 0...4000 {
                let x = Double(i) / 4000
                let expected = bezierReference(p.0, p.1, p.2, p.3, x)
                #expect(abs(curve.solve(x) - expected) < 1e-7, "\(name) at x = \(x)")
            }
        }
    }

    @Test func tightEpsilonMatchesReferenceTo1e7() {
        let p = (0.42, 0.0, 0.58, 1.0)
        let curve = UnitBezier(p.0, p.1, p.2, p.3)
        for i in 0...5000 {
            let x = Double(i) / 5000
            let expected = bezierReference(p.0, p.1, p.2, p.3, x)
            #expect(abs(curve.solve(x, epsilon: 1e-9) - expected) < 1e-7, "x = \(x)")
        }
    }

    @Test func isMonotonic() {
        for (name, p) in Self.publicCurves {
            let curve = UnitBezier(p.0, p.1, p.2, p.3)
            var previous = curve.solve(0)
            for i in 1...2000 {
                let value = curve.solve(Double(i) / 2000)
                #expect(value >= previous - 1e-9, "\(name) at \(i)")
                previous = value
            }
        }
    }

    @Test func easeInOutIsPointSymmetric() {
        let curve = UnitBezier(0.42, 0, 0.58, 1)
        for i in 0...1000 {
            let x = Double(i) / 1000
            #expect(abs(curve.solve(x) + curve.solve(1 - x) - 1) < 2e-7, "x = \(x)")
        }
    }

    @Test func easeInAndEaseOutMirrorEachOther() {
        let easeIn = UnitBezier(0.42, 0, 1, 1), easeOut = UnitBezier(0, 0, 0.58, 1)
        for i in 0...1000 {
            let x = Double(i) / 1000
            #expect(abs(easeIn.solve(x) + easeOut.solve(1 - x) - 1) < 2e-7, "x = \(x)")
        }
    }

    @Test func outsideTheUnitIntervalFollowsTheEndTangents() {
        let easeInOut = UnitBezier(0.42, 0, 0.58, 1)
        #expect(easeInOut.solve(-0.5) == 0)      // flat start: slope y1/x1 = 0
        #expect(easeInOut.solve(1.5) == 1)       // flat end
        let easeOut = UnitBezier(0, 0, 0.58, 1)  // P1 = P0: slope from P2, 1/0.58
        #expect(abs(easeOut.solve(-0.58) - -1) < 1e-12)
        let linear = UnitBezier(0, 0, 1, 1)
        #expect(linear.solve(-2) == -2)
        #expect(linear.solve(3) == 3)
        let overshoot = UnitBezier(0.5, -0.5, 0.5, 1.5)
        #expect(overshoot.solve(-1) == 1)        // slope −0.5 / 0.5 = −1
        #expect(overshoot.solve(2) == 0)         // slope (1.5 − 1)/(0.5 − 1) = −1
        #expect(UnitBezier(0.42, 0, 0.58, 1).solve(.nan).isNaN)
    }

    @Test func slopeMatchesNumericalDerivative() {
        for (name, p) in Self.publicCurves {
            let curve = UnitBezier(p.0, p.1, p.2, p.3)
            for i in 1..<100 {
                let x = Double(i) / 100, h = 1e-5
                let numeric = (curve.solve(x + h, epsilon: 1e-12) - curve.solve(x - h, epsilon: 1e-12)) / (2 * h)
                #expect(abs(curve.slope(x) - numeric) < 1e-4, "\(name) at x = \(x)")
            }
        }
        #expect(UnitBezier(0.42, 0, 0.58, 1).slope(0) == 0)
        #expect(abs(UnitBezier(0, 0, 0.58, 1).slope(0) - 1 / 0.58) < 1e-12)
    }
}
