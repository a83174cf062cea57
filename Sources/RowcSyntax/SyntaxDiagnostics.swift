// SyntaxDiagnostics.swift is the catalogue of lexical and syntax diagnostics (E001–E199).

import RowcDiagnostics

extension DiagnosticCode {
    public static let invalidUTF8 = DiagnosticCode(
        "E001", .error, "the file is not valid UTF-8",
        help: "Save the file as UTF-8. The bytes shown cannot be decoded.")
    public static let controlCharacter = DiagnosticCode(
        "E002", .error, "a control character (such as NUL, or a carriage return without a line feed)",
        help: "Delete the character. Only tabs, spaces and line breaks (LF or CRLF) may appear; in a string, write `\\t` or `\\n`.")
    public static let strayCharacter = DiagnosticCode(
        "E003", .error, "a character that cannot start a token, or a word that contains one",
        help: "Delete the character, or put the text in a string (`\"...\"`). Names use ASCII letters, digits and `_`; write `:` and `\"` in their ASCII forms.")
    public static let unterminatedString = DiagnosticCode(
        "E004", .error, "a string is not closed before the end of its line",
        help: "Add the closing quote. A string cannot span lines; write `\\n` for a line break.")
    public static let invalidEscape = DiagnosticCode(
        "E005", .error, "an unknown escape sequence in a string",
        help: "Use one of `\\\"` `\\\\` `\\n` `\\t` `\\u{...}`, or write `\\\\` for a backslash.")
    public static let invalidUnicodeEscape = DiagnosticCode(
        "E006", .error, "a `\\u{...}` escape that is not a Unicode scalar",
        help: "Write 1 to 8 hexadecimal digits naming a scalar up to 10FFFF, not a surrogate (D800 to DFFF).")
    public static let invalidColor = DiagnosticCode(
        "E007", .error, "a colour that is not `#RGB`, `#RRGGBB` or `#RRGGBBAA`, or a light/dark pair of them",
        help: "Write 3, 6 or 8 hexadecimal digits after `#`; for a pair, a colour for light appearance, `/` and one for dark, as in `#292E31/#E3E6E8`.")
    public static let invalidNumber = DiagnosticCode(
        "E008", .error, "a malformed number",
        help: "Write digits with an optional sign and fraction, such as `10`, `10.5` or `0.5`.")
    public static let invalidField = DiagnosticCode(
        "E009", .error, "a `$` without a field name after it",
        help: "Write the field's name right after `$`, as in `$avatar` or `$name?`; a name starts with a letter or `_`.")
    public static let tooManyDiagnostics = DiagnosticCode(
        "E010", .error, "so many problems in one file that the rest were not reported",
        help: "Fix the problems reported (often one mistake, such as a file that is not a spec, causes them all) and check again.")
    public static let tokenTooLong = DiagnosticCode(
        "E011", .error, "a name, string, comment or other token longer than 8 MiB",
        help: "Shorten it: a token can be at most 8,388,607 bytes. Split a long comment over several lines.")
    public static let notText = DiagnosticCode(
        "E012", .error, "a file that is not text, such as an image or a program",
        help: "Give rowc the spec (`.rows`), a UTF-8 text file. A quarter or more of the file's first 4 KiB were NUL bytes, other control characters or bytes that are not UTF-8, so it was not read further.")

    public static let expectedDeclaration = DiagnosticCode(
        "E101", .error, "something other than a declaration where one should start",
        help: "Each line starts with `row`, `section`, `model` or `theme`; indent a line to continue the one above it.")
    public static let missingValue = DiagnosticCode(
        "E102", .error, "an attribute key followed by no value",
        help: "Write the value right after the colon, as in `title:\"Wi-Fi\"`, or remove the key.")
    public static let expectedAttribute = DiagnosticCode(
        "E104", .error, "a value without an attribute name, or a stray colon",
        help: "Write attributes as `name:value` (`title:\"Wi-Fi\"`) or as a flag (`arrow`).")
    public static let declarationMidLine = DiagnosticCode(
        "E105", .error, "a declaration keyword in the middle of a line",
        help: "Start each declaration on a line of its own.")
    public static let expectedName = DiagnosticCode(
        "E106", .error, "a declaration is missing the name it requires",
        help: "Write the name right after the keyword, as in `model Person`.")

    /// Every lexical and syntax code, in code order.
    public static let syntaxCatalogue: [DiagnosticCode] = [
        .invalidUTF8, .controlCharacter, .strayCharacter, .unterminatedString, .invalidEscape,
        .invalidUnicodeEscape, .invalidColor, .invalidNumber, .invalidField, .tooManyDiagnostics,
        .tokenTooLong, .notText, .expectedDeclaration, .missingValue, .expectedAttribute, .declarationMidLine, .expectedName,
    ]
}
