// FormatSpecifiersTests.swift checks the printf-style specifiers found in strings, and their canonical spellings.

@testable import RowcStrings
import Testing

@Suite("format specifiers")
struct FormatSpecifiersTests {
    @Test("specifiers as Foundation reads them, in order", arguments: [
        ("Hello %@", ["%@"]),
        ("%d of %i, %u, %ld, %lld, %qd, %lu", ["%d", "%d", "%u", "%ld", "%lld", "%lld", "%lu"]),
        ("%f %.2f %5.1f %-8s %+d %05d %'d %e %g %x %X %o %p %c %s %a", ["%f", "%.2f", "%5.1f", "%-8s", "%+d", "%05d", "%'d", "%e", "%g", "%x", "%X", "%o", "%p", "%c", "%s", "%a"]),
        ("%1$@ liked %2$lld posts", ["%1$@", "%2$lld"]),
        ("%#@count@ and %2$#@total.strings@", ["%#@count@", "%2$#@total.strings@"]),
        ("%D %U %O %hhd %zd %C %S", ["%ld", "%lu", "%lo", "%hhd", "%zd", "%C", "%S"]),
        ("%*d %.*f %1$*2$d", ["%*d", "%.*f", "%1$*2$d"]),
        ("%arg posts", ["%arg"]),
        ("100%% sure, 50%%", []),
        ("%%%@", ["%@"]),
        ("100% sure", ["% s"]),
        // A space is a flag: Foundation reads "% s" and "% o" as specifiers, and a translator's "100% sure" is one.
        ("50% off %", ["% o"]),
        ("%y %k %#@unclosed", []),
        ("", []),
        ("日本語%@テキスト", ["%@"]),
    ])
    func specifiers(_ text: String, _ expected: [String]) {
        #expect(FormatSpecifiers.of(text) == expected)
    }
}
