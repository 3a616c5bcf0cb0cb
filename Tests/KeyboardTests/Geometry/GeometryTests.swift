import Testing
@testable import Keyboard

@Suite struct GeometryTests {
    @Test func rectEdges() {
        let rect = Rect(x: 0, y: 553, width: 390, height: 291)
        #expect(rect.minY == 553)
        #expect(rect.maxY == 844)
        #expect(rect.maxX == 390)
        #expect(rect.midX == 195)
        #expect(rect.center == Point(x: 195, y: 698.5))
    }

    @Test func containmentIsHalfOpen() {
        let rect = Rect(x: 10, y: 10, width: 10, height: 10)
        #expect(rect.contains(Point(x: 10, y: 10)))
        #expect(!rect.contains(Point(x: 20, y: 15)))
        #expect(!rect.contains(Point(x: 15, y: 20)))
    }

    @Test func distanceToRect() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.distance(to: Point(x: 5, y: 5)) == 0)
        #expect(rect.distance(to: Point(x: 13, y: 5)) == 3)
        #expect(rect.distance(to: Point(x: 13, y: 14)) == 5)
    }

    @Test func insetBy() {
        #expect(Rect(x: 0, y: 0, width: 39, height: 60).insetBy(dx: 3, dy: 5.5)
            == Rect(x: 3, y: 5.5, width: 33, height: 49))
    }

    @Test func orientationFromAspect() {
        #expect(Orientation(containerSize: Size(width: 390, height: 844)) == .portrait)
        #expect(Orientation(containerSize: Size(width: 844, height: 390)) == .landscape)
        #expect(Size(width: 500, height: 500).orientation == .portrait)
    }
}
