// SpanTests.swift checks half-open byte ranges: union, containment, emptiness and order.

import RowcSource
import Testing

@Suite("spans")
struct SpanTests {
    @Test("the union covers both spans, whether they overlap, touch, nest or lie apart")
    func union() {
        #expect(Span(2, 5).union(Span(4, 9)) == Span(2, 9))
        #expect(Span(4, 9).union(Span(2, 5)) == Span(2, 9))
        #expect(Span(0, 3).union(Span(3, 3)) == Span(0, 3))
        #expect(Span(1, 10).union(Span(3, 4)) == Span(1, 10))
        #expect(Span(7, 8).union(Span(1, 2)) == Span(1, 8))
    }

    @Test("a span holds its start and not its end; an empty one holds nothing")
    func contains() {
        #expect(Span(2, 4).contains(2) && Span(2, 4).contains(3))
        #expect(!Span(2, 4).contains(4) && !Span(2, 4).contains(1))
        let empty = Span.empty(at: 6)
        #expect(empty.isEmpty && empty.length == 0 && !empty.contains(6))
        #expect(Span(2, 7).length == 5 && !Span(2, 7).isEmpty)
    }

    @Test("spans order by start, then end")
    func ordering() {
        #expect([Span(3, 4), Span(1, 9), Span(1, 2)].sorted() == [Span(1, 2), Span(1, 9), Span(3, 4)])
    }
}
