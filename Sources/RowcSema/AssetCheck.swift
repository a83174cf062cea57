// AssetCheck.swift holds a spec's images to the asset catalogs it is checked with (W502), and spells asset names as a spec writes them.

import RowKit
import RowcAssets
import RowcDiagnostics
import RowcSource
import RowcSyntax

/// Checks after the rest, over the rows and models checking kept: only when catalogs are known,
/// so a spec checked without any pays nothing for it.
enum AssetCheck {
    /// W502 for every constant image, of a row or a model, that no catalog holds. A model's
    /// image field names its asset at run time, which no check can know. A declaration with an
    /// error (among `diagnostics`, sorted) is left alone: its mistake is the one to fix first.
    static func images(of spec: CheckedSpec, in assets: AssetCatalogs, diagnostics: [Diagnostic]) -> [Diagnostic] {
        let tree = spec.syntax
        let errors = diagnostics.filter { $0.severity == .error }.map(\.span.start)
        func hasError(_ declaration: Declaration) -> Bool {
            let span = tree.span(of: declaration)
            var low = 0, high = errors.count
            while low < high {
                let mid = (low + high) / 2
                if errors[mid] < span.start { low = mid + 1 } else { high = mid }
            }
            return low < errors.count && errors[low] <= span.end
        }
        var values: [TokenIndex] = []
        for declaration in tree.declarations where declaration.kind == .row || declaration.kind == .model {
            guard !hasError(declaration) else { continue }
            for attribute in tree.attributes(of: declaration) {
                let word = tree.token(attribute.key).word
                // A `sample` clause's items are fields' example values, one of which may be named `image`.
                if word == .none && attribute.isFlag && tree.text(attribute.key) == Vocabulary.sample.spelling { break }
                guard word == .image, let value = attribute.value else { continue }
                let kind = tree.token(value).kind
                if kind == .identifier || kind == .string && !tree.stringValue(value).isEmpty { values.append(value) }
            }
        }
        return values.compactMap { missingImage(at: $0, in: tree, assets: assets) }
    }

    private static func missingImage(at value: TokenIndex, in tree: SyntaxTree, assets: AssetCatalogs) -> Diagnostic? {
        // `UIImage(named:)`, which loads the image, loads a symbol set as it loads an image set.
        let name = tree.imageValue(value)
        guard !assets.hasImageSet(named: name), !assets.hasSymbolSet(named: name) else { return nil }
        let span = tree.token(value).span
        let closest = assets.closestImageSets(to: name)
        let namespaced = closest.first.flatMap { best in best.hasSuffix("/" + name) ? best : nil }
        let message = SemaMessage.missingImage(name, catalogs: catalogNames(assets), suggestion: closest.first,
                                               namespaced: namespaced != nil)
        let fixIts = closest.map { FixIt(SemaMessage.replace(tree.file.text(span), with: assetValue($0)), replacing: span, with: assetValue($0)) }
        return Diagnostic(.missingImage, message, at: span, fixIts: fixIts)
    }

    /// The catalogs' folder names, for messages: `Assets.xcassets`, or several joined by commas.
    static func catalogNames(_ assets: AssetCatalogs) -> String {
        assets.catalogs.map { catalog in
            let trimmed = catalog.path.hasSuffix("/") ? String(catalog.path.dropLast()) : catalog.path
            return "`" + (trimmed.split(separator: "/").last.map(String.init) ?? trimmed) + "`"
        }.joined(separator: ", ")
    }

    /// `name` as an `image:` value: bare when it is a name the lexer reads as one, else a string
    /// (a namespaced name has a `/`, which no name can hold).
    static func assetValue(_ name: String) -> String {
        isPlainName(name) ? name : RowColor.quoted(name)
    }

    /// Whether `name` lexes as one identifier that is no reserved word: words of ASCII letters,
    /// digits and `_`, not starting with a digit, joined by single dots.
    static func isPlainName(_ name: String) -> Bool {
        let words = name.split(separator: ".", omittingEmptySubsequences: false)
        func isLetter(_ c: Unicode.Scalar) -> Bool { c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        let plain = words.allSatisfy { word in
            guard let first = word.unicodeScalars.first, isLetter(first) else { return false }
            return word.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
        }
        return plain && !Vocabulary.keywords.contains { $0.spelling == name }
            && !Vocabulary.attributes.contains { $0.isReserved && $0.spelling == name }
    }
}
