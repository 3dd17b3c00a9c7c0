import Foundation

/// Fixed-size result storage that several threads fill, each index exactly once, and that is
/// read after they all finished: the linter's per-file results and a report's rendered
/// elements. Results land in the slot of their input, so the order never depends on scheduling.
///
/// Raw storage rather than an array, so the threads never share an array's buffer or its
/// exclusivity checks. Callers keep the contract: one writer per index, no reads before the
/// writers are done (`DispatchQueue.concurrentPerform` returns only then).
public final class ConcurrentSlots<Element>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Element?>
    private let count: Int

    public init(count: Int) {
        self.count = count
        storage = .allocate(capacity: max(count, 1))
        storage.initialize(repeating: nil, count: max(count, 1))
    }

    deinit {
        storage.deinitialize(count: max(count, 1))
        storage.deallocate()
    }

    public func store(_ element: Element, at index: Int) { storage[index] = element }

    /// Every stored element, in index order.
    public func values() -> [Element] { (0..<count).compactMap { storage[$0] } }
}

/// Threads to use when the user does not say (`--jobs`): one per active core.
public enum ProcessorCount {
    public static var active: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
