/// Which message of the chat was shown last under each Telegram message id, the one a later
/// reply to that id quotes. Real exports number their messages in increasing order, so the ids
/// are kept in an array in the order shown and found from their differences, then by binary
/// search: no hashing per message.
/// The first id that does not increase turns the record into a dictionary, which keeps the last
/// message under each id as before.
///
///     var shown = TelegramShownMessages()
///     shown.record(id: 7, index: 0); shown.record(id: 9, index: 1)
///     shown.index(of: 9)   // 1
///     shown.record(id: 9, index: 2)   // not increasing: a dictionary from now on
///     shown.index(of: 9)   // 2
///
/// - Complexity: `record` amortised O(1) (O(n) once, when it turns); `index(of:)` O(log n), a
///   few reads when the ids mostly go up by one.
struct TelegramShownMessages {
    private var ids: [Int64] = []
    /// The chat's index of the message under `ids[i]`.
    private var indices: [Int32] = []
    private var byID: [Int64: Int]?

    /// Room for `count` ids before the arrays grow: a large export's are copied at each
    /// doubling otherwise. Untouched room costs no memory.
    mutating func reserveCapacity(_ count: Int) {
        ids.reserveCapacity(count)
        indices.reserveCapacity(count)
    }

    mutating func record(id: Int64, index: Int) {
        if byID != nil {
            byID?[id] = index
        } else if let last = ids.last, id <= last {
            turnIntoDictionary(adding: id, index)
        } else if index > Int(Int32.max) {
            // More messages than the array's indices hold: no export is near this.
            turnIntoDictionary(adding: id, index)
        } else {
            ids.append(id)
            indices.append(Int32(index))
        }
    }

    private mutating func turnIntoDictionary(adding id: Int64, _ index: Int) {
        var table = [Int64: Int](minimumCapacity: ids.count + 1)
        for (earlier, place) in zip(ids, indices) { table[earlier] = Int(place) }
        table[id] = index
        byID = table
        ids = []
        indices = []
    }

    /// The chat's index of the message shown last under `id`; nil when none was.
    ///
    /// The ids increase by at least one a message, so each id read bounds where `id` can lie:
    /// no further from it than the two ids differ. Probing at those bounds finds an id among
    /// ids that mostly go up by one (a few messages skipped) in two or three reads; the search
    /// by halves then takes whatever range is left.
    func index(of id: Int64) -> Int? {
        if let byID { return byID[id] }
        var low = 0, high = ids.count
        var probe = 0
        for probes in 0..<8 where low < high {
            let found = ids[probe]
            if found == id { return Int(indices[probe]) }
            let (distance, overflow) = found < id ? id.subtractingReportingOverflow(found) : found.subtractingReportingOverflow(id)
            let reach = overflow || distance >= Int64(ids.count) ? ids.count : Int(distance)
            if found < id {
                low = probe + 1
                high = min(high, probe + reach + 1)
            } else {
                high = probe
                low = max(low, probe - reach)
            }
            guard low < high else { return nil }
            // From below, the highest place `id` can reach; from above, the lowest.
            probe = probes % 2 == 0 ? high - 1 : low
        }
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < ids.count && ids[low] == id ? Int(indices[low]) : nil
    }
}
