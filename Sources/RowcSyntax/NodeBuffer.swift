// NodeBuffer.swift holds the declarations or attributes the parser appends, in a buffer it grows itself.

import RowcSystem

/// An append-only buffer. `Array.append` asks the runtime whether the array's storage is shared
/// before every write, a call for each attribute the parser makes; the parser's buffers are
/// never shared, so here an append is a bounds test and a store.
final class NodeBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always)
    func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count &+= 1
    }

    /// Empties the buffer and makes room for `minimumCapacity` elements.
    func reset(minimumCapacity: Int) {
        base.deinitialize(count: count)
        count = 0
        if minimumCapacity > capacity { replace(with: .allocateAdvised(capacity: minimumCapacity)) }
    }

    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    var array: [Element] { Array(elements) }

    private func grow() { replace(with: .allocateAdvised(capacity: capacity * 2)) }

    /// Moves the elements into `larger`, fresh memory; a buffer reused for the next piece keeps its room.
    private func replace(with larger: UnsafeMutableBufferPointer<Element>) {
        larger.baseAddress!.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger.baseAddress!
        capacity = larger.count
    }
}
