// RowAccessibility.swift says what VoiceOver reads for a row shown as one element: its label, value, traits and actions.

/// What VoiceOver reads for a row shown as one accessibility element, as UIKit reads its own
/// cells: the text, then the detail as the value. A row that opens something, chooses or acts
/// reads as a button, a chosen one as selected too; a switch row reads its state. What a swipe
/// or a touch and hold offers is offered as the row's actions, after its info button's.
public struct RowAccessibility: Hashable, Sendable {
    /// The spec's `label:`, or else the title.
    public var label: String?
    /// The subtitle when the row shows it, and a switch's state, "on" or "off".
    public var value: String?
    public var isButton: Bool
    public var isSelected: Bool
    /// Whether the row offers its info button as an action: it is one element, so the button
    /// inside is not reached apart.
    public var offersInfo: Bool
    /// A menu row's options other than the chosen one, each an action that picks it: VoiceOver
    /// reads the chosen one as the value and cannot open the menu.
    public var options: [RowAction]
    /// The row's actions, each once (`RowActions.distinct`).
    public var actions: [RowAction]

    /// What is read for `row` whose switch, if it has one, shows `isOn`.
    public init(_ row: RowModel, isOn: Bool) {
        label = row.accessibilityLabel ?? row.title
        let subtitle = row.style.hasSubtitle ? row.subtitle : nil
        let state = row.style.accessory == .switch ? (isOn ? "on" : "off") : nil
        value = state.map { state in subtitle.map { $0 + ", " + state } ?? state } ?? subtitle
        isButton = row.isTappable
        isSelected = row.style.accessory == .check && row.isOn
        offersInfo = row.style.accessory == .info
        options = row.actions.choices.filter { $0.id != row.choice }
        actions = row.actions.distinct
    }
}
