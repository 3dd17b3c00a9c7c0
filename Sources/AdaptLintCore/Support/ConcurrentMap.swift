import Dispatch
import Foundation

/// Builds an array whose elements are computed on several threads: the linter's per-file
/// results and a report's rendered parts. Each element lands at its own index, so the array
/// never depends on scheduling or on the thread count.
public enum ConcurrentMap {
    /// `(0..<count).map(transform)`, computed on up to `jobs` threads.
    ///
    /// Threads take the next `batch` indices from a shared counter, so one that the system
    /// preempts (CI machines are shared) does not hold back the others. The elements are
    /// written straight into the result's storage: no optional slots to copy out afterwards,
    /// and no second array of every element alive at the end (BENCHMARKS.md, item 25).
    /// - Complexity: O(count) calls of `transform`, spread over the threads.
    public static func map<Element>(
        count: Int, jobs: Int, batch: Int = 1, _ transform: (Int) -> Element
    ) -> [Element] {
        map(count: count, jobs: jobs, batch: batch, state: { () }, transform: { _, index in transform(index) })
    }

    /// `(0..<count).map(transform)`, computed on up to `jobs` threads, each of which makes its
    /// own `state` when it starts and hands it to every call it makes: what one element leaves
    /// behind for the next on the same thread (an open folder, a buffer), without a lock.
    ///
    /// The state must not change the elements: they are the same for any thread count.
    /// - Complexity: O(count) calls of `transform`, spread over the threads, and one `state`
    ///   per thread.
    public static func map<Element, State>(
        count: Int, jobs: Int, batch: Int = 1, state makeState: () -> State,
        transform: (inout State, Int) -> Element
    ) -> [Element] {
        guard count > 0 else { return [] }
        let workers = max(1, min(jobs, count))
        return withoutActuallyEscaping(makeState) { makeState in
            withoutActuallyEscaping(transform) { transform in
                [Element](unsafeUninitializedCapacity: count) { buffer, initializedCount in
                    guard let base = buffer.baseAddress else { return }
                    let slots = Slots(base: base, makeState: makeState, transform: transform)
                    let queue = WorkQueue(count: count, batch: max(1, batch))
                    // Every index in 0..<count is handed out exactly once, and concurrentPerform
                    // returns only when every worker is done: all elements are initialized then.
                    DispatchQueue.concurrentPerform(iterations: workers) { _ in
                        var state = slots.makeState()
                        while let range = queue.next() {
                            for index in range { slots.fill(index, state: &state) }
                        }
                    }
                    initializedCount = count
                }
            }
        }
    }
}

/// The storage being filled and how to fill it. Shared with the workers, each of which writes
/// only the indices the queue gave it, with a state of its own.
private struct Slots<Element, State>: @unchecked Sendable {
    /// The result's storage, written in place by index (BENCHMARKS.md, item 25).
    let base: UnsafeMutablePointer<Element>
    let makeState: () -> State
    let transform: (inout State, Int) -> Element

    func fill(_ index: Int, state: inout State) { (base + index).initialize(to: transform(&state, index)) }
}

/// Hands out consecutive ranges of indices to worker threads.
private final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var cursor = 0
    private let count: Int
    private let batch: Int

    init(count: Int, batch: Int) {
        self.count = count
        self.batch = batch
    }

    /// The next range of indices, or nil when every index has been handed out.
    func next() -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        guard cursor < count else { return nil }
        let range = cursor..<min(cursor + batch, count)
        cursor = range.upperBound
        return range
    }
}

/// Threads to use when the user does not say (`--jobs`): one per active core.
public enum ProcessorCount {
    public static var active: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
