// AdvisedAllocation.swift makes the large buffers that phases fill, sized and advised so that filling them faults least.

/// The one way phases get fresh memory for a large buffer: how it is sized and advised (`HugePages`)
/// is this module's business, so a phase says only how many elements it wants room for.
/// Inlinable, so a caller's closure is inlined into it as into `init(unsafeUninitializedCapacity:)`.
extension Array {
    /// An array of room for at least `count` elements, left uninitialized for `body`, as
    /// `init(unsafeUninitializedCapacity:initializingWith:)` leaves it; `body` sees the whole room.
    @inlinable @inline(__always)
    public init(advisedCapacity count: Int,
                initializingWith body: (_ buffer: inout UnsafeMutableBufferPointer<Element>, _ initializedCount: inout Int) throws -> Void)
        rethrows {
        try self.init(unsafeUninitializedCapacity: HugePages.capacity(for: count, of: Element.self)) { buffer, initializedCount in
            HugePages.advise(UnsafePointer(buffer.baseAddress), count: buffer.count)
            try body(&buffer, &initializedCount)
        }
    }

    /// Makes room for at least `count` elements in all, as `reserveCapacity` does, sized and advised
    /// as `init(advisedCapacity:initializingWith:)`'s room is.
    @inlinable
    public mutating func reserveAdvisedCapacity(_ count: Int) {
        reserveCapacity(HugePages.capacity(for: count, of: Element.self))
        withUnsafeBufferPointer { HugePages.advise($0.baseAddress, count: capacity) }
    }
}

extension UnsafeMutableBufferPointer {
    /// Room for at least `count` elements, uninitialized, sized and advised as an array's of
    /// `init(advisedCapacity:initializingWith:)`; the caller deallocates it.
    @inlinable
    public static func allocateAdvised(capacity count: Int) -> UnsafeMutableBufferPointer<Element> {
        let room = UnsafeMutableBufferPointer<Element>.allocate(capacity: HugePages.capacity(for: count, of: Element.self))
        HugePages.advise(UnsafePointer(room.baseAddress), count: room.count)
        return room
    }
}
