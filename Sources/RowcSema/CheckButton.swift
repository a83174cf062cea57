// CheckButton.swift checks the `button` flag of a row or model: a button shows its title alone.

import RowKit
import RowcDiagnostics
import RowcSyntax

extension CheckerState {
    /// Reads `button`, reporting (E220) each image, symbol, subtitle or accessory written beside
    /// it, with a fix-it that removes it: a button's title is centred in the row, where an image
    /// would lead nothing and a subtitle would have no side to take, and a button acts, where an
    /// accessory promises another screen, a setting or a choice. `accessories` are those not
    /// reported already (a destructive row's are, E216).
    mutating func buttonFlag(_ button: Attribute, _ found: FoundAttributes, image: Attribute?, symbol: Attribute?,
                             accessories: [(name: String, attribute: Attribute)], what: String) -> Bool {
        let isButton = flag(button, key: Vocabulary.attributes[Vocabulary.buttonIndex].spelling)
        guard isButton else { return false }
        let subtitle = tree.attribute(.subtitle, in: found)
        let parts = [(Word.image.spelling, image), (Vocabulary.attributes[Vocabulary.symbolIndex].spelling, symbol),
                     (Word.subtitle.spelling, subtitle)].compactMap { name, attribute in attribute.map { (name, $0) } }
            + accessories.map { ($0.name, $0.attribute) }
        for (name, attribute) in parts {
            let span = tree.span(of: attribute)
            report(.buttonBeside, SemaMessage.buttonBeside(what, name), at: span,
                   notes: [Note(SemaMessage.buttonGivenHere, at: tree.span(of: button))],
                   fixIts: [FixIt(SemaMessage.remove(file.text(span)), replacing: removalSpan(span), with: "")])
        }
        return true
    }
}
