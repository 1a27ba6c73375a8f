/// Open windows in an order, where adding, moving to the front and removing one cost
/// the same with ten windows open as with ten thousand.
///
/// A doubly linked list kept in two dictionaries: each window knows its neighbours, so
/// no change walks or shifts the others. Only reading the whole order (``ids``) walks it.
struct WindowOrder: Equatable {
    private var nextOf: [NavigationWindowID: NavigationWindowID] = [:]
    private var previousOf: [NavigationWindowID: NavigationWindowID] = [:]
    /// The first window in the order.
    private(set) var first: NavigationWindowID?
    private var last: NavigationWindowID?
    /// How many windows the order holds.
    private(set) var count = 0

    /// Whether the order holds a window: the first one, or one with a window before it.
    private func contains(_ id: NavigationWindowID) -> Bool {
        first == id || previousOf[id] != nil
    }

    /// The windows, first to last.
    var ids: [NavigationWindowID] {
        var result: [NavigationWindowID] = []
        result.reserveCapacity(count)
        var cursor = first
        while let id = cursor {
            result.append(id)
            cursor = nextOf[id]
        }
        return result
    }

    /// Adds a window at the end; one already held stays where it is.
    mutating func append(_ id: NavigationWindowID) {
        guard !contains(id) else { return }
        insert(id, after: last)
    }

    /// Moves a window to the front, adding it when it is not held.
    mutating func moveToFront(_ id: NavigationWindowID) {
        guard first != id else { return }
        remove(id)
        insert(id, after: nil)
    }

    /// Links a window not held in after another, or first for `nil`.
    private mutating func insert(_ id: NavigationWindowID, after previous: NavigationWindowID?) {
        count += 1
        let next = if let previous { nextOf[previous] } else { first }
        previousOf[id] = previous
        nextOf[id] = next
        if let previous { nextOf[previous] = id } else { first = id }
        if let next { previousOf[next] = id } else { last = id }
    }

    /// Takes a window out of the order; one not held changes nothing.
    mutating func remove(_ id: NavigationWindowID) {
        guard contains(id) else { return }
        count -= 1
        let previous = previousOf.removeValue(forKey: id)
        let next = nextOf.removeValue(forKey: id)
        if let previous { nextOf[previous] = next } else { first = next }
        if let next { previousOf[next] = previous } else { last = previous }
    }
}
