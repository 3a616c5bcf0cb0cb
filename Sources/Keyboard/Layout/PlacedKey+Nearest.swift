extension Collection where Element == PlacedKey {
    /// The position of the key whose frame is nearest `point` (0 inside it): iOS sends a
    /// touch in the gap between two keys to the nearer one. Ties go to the earlier key.
    ///
    /// ```swift
    /// // between "q" (maxX 36) and "w" (minX 42), nearer to q:
    /// keys.nearestKey(to: Point(x: 37, y: 30))   // q's position
    /// ```
    ///
    /// - Complexity: O(k) distance checks for k keys, no allocation.
    public func nearestKey(to point: Point) -> Index? {
        var best: Index?
        var bestDistance = Double.infinity
        for index in indices {
            let distance = self[index].frame.distance(to: point)
            if distance == 0 { return index }
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
        }
        return best
    }
}
