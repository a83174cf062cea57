// RowStyle.swift names the twenty styles a row can have: which of image, title and subtitle it shows, and its accessory.

/// What a row shows at its trailing edge, at most one: UIKit's disclosure indicator, a switch,
/// or a checkmark.
public enum RowAccessory: String, CaseIterable, Hashable, Sendable, Codable {
    case arrow
    case `switch`
    case check

    /// `Arrow`, `Switch`, `Check`: the accessory's part of a style's name.
    public var namePart: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// A row's style: the combination of elements it shows. Every style shows an image or a title;
/// a subtitle needs a title; an accessory goes with any of them. The seed's six styles are
/// `titleArrow`, `titleSubtitleArrow`, `titleSubtitle`, `title`, `imageTitleArrow` and
/// `imageTitle`. An SF Symbol takes the image's place and style.
public enum RowStyle: String, CaseIterable, Hashable, Sendable, Codable {
    case title
    case titleArrow
    case titleSubtitle
    case titleSubtitleArrow
    case imageTitle
    case imageTitleArrow
    case imageTitleSubtitle
    case imageTitleSubtitleArrow
    case image
    case imageArrow
    case titleSwitch
    case titleSubtitleSwitch
    case imageTitleSwitch
    case imageTitleSubtitleSwitch
    case imageSwitch
    case titleCheck
    case titleSubtitleCheck
    case imageTitleCheck
    case imageTitleSubtitleCheck
    case imageCheck

    /// The style showing exactly these elements, or nil when they make no row
    /// (nothing but an arrow, or a subtitle without a title).
    public init?(image: Bool, title: Bool, subtitle: Bool, arrow: Bool) {
        self.init(image: image, title: title, subtitle: subtitle, accessory: arrow ? .arrow : nil)
    }

    /// The style showing exactly these elements, or nil when they make no row.
    public init?(image: Bool, title: Bool, subtitle: Bool, accessory: RowAccessory?) {
        guard image || title, title || !subtitle else { return nil }
        switch (image, title, subtitle, accessory) {
        case (false, true, false, nil): self = .title
        case (false, true, false, .arrow?): self = .titleArrow
        case (false, true, false, .switch?): self = .titleSwitch
        case (false, true, false, .check?): self = .titleCheck
        case (false, true, true, nil): self = .titleSubtitle
        case (false, true, true, .arrow?): self = .titleSubtitleArrow
        case (false, true, true, .switch?): self = .titleSubtitleSwitch
        case (false, true, true, .check?): self = .titleSubtitleCheck
        case (true, true, false, nil): self = .imageTitle
        case (true, true, false, .arrow?): self = .imageTitleArrow
        case (true, true, false, .switch?): self = .imageTitleSwitch
        case (true, true, false, .check?): self = .imageTitleCheck
        case (true, true, true, nil): self = .imageTitleSubtitle
        case (true, true, true, .arrow?): self = .imageTitleSubtitleArrow
        case (true, true, true, .switch?): self = .imageTitleSubtitleSwitch
        case (true, true, true, .check?): self = .imageTitleSubtitleCheck
        case (true, false, _, nil): self = .image
        case (true, false, _, .arrow?): self = .imageArrow
        case (true, false, _, .switch?): self = .imageSwitch
        case (true, false, _, .check?): self = .imageCheck
        default: return nil
        }
    }

    // The elements are spelled out case by case, not read from the name: layout asks for them
    // for every row at every width, and a switch is a few instructions where string matching
    // on `rawValue` cost microseconds. RowStyleTests holds both readings equal.

    public var hasImage: Bool {
        switch self {
        case .imageTitle, .imageTitleArrow, .imageTitleSubtitle, .imageTitleSubtitleArrow, .image, .imageArrow,
             .imageTitleSwitch, .imageTitleSubtitleSwitch, .imageSwitch, .imageTitleCheck, .imageTitleSubtitleCheck,
             .imageCheck: true
        case .title, .titleArrow, .titleSubtitle, .titleSubtitleArrow, .titleSwitch, .titleSubtitleSwitch, .titleCheck,
             .titleSubtitleCheck: false
        }
    }

    public var hasTitle: Bool {
        switch self {
        case .image, .imageArrow, .imageSwitch, .imageCheck: false
        default: true
        }
    }

    public var hasSubtitle: Bool {
        switch self {
        case .titleSubtitle, .titleSubtitleArrow, .imageTitleSubtitle, .imageTitleSubtitleArrow, .titleSubtitleSwitch,
             .imageTitleSubtitleSwitch, .titleSubtitleCheck, .imageTitleSubtitleCheck: true
        default: false
        }
    }

    public var accessory: RowAccessory? {
        switch self {
        case .titleArrow, .titleSubtitleArrow, .imageTitleArrow, .imageTitleSubtitleArrow, .imageArrow: .arrow
        case .titleSwitch, .titleSubtitleSwitch, .imageTitleSwitch, .imageTitleSubtitleSwitch, .imageSwitch: .switch
        case .titleCheck, .titleSubtitleCheck, .imageTitleCheck, .imageTitleSubtitleCheck, .imageCheck: .check
        case .title, .titleSubtitle, .imageTitle, .imageTitleSubtitle, .image: nil
        }
    }

    // `case` patterns, not `==`: for an enum with raw values `==` may compare the raw strings.
    public var hasArrow: Bool {
        if case .arrow? = accessory { true } else { false }
    }

    public var hasAccessory: Bool { accessory != nil }

    /// The cell reuse identifier: the style's name in UpperCamelCase with `Cell`, e.g. `ImageTitleCell`.
    public var reuseIdentifier: String {
        rawValue.prefix(1).uppercased() + rawValue.dropFirst() + "Cell"
    }

    /// A human name, as grammar.md lists them: "Image + Title + Arrow".
    public var displayName: String {
        var parts: [String] = []
        if hasImage { parts.append("Image") }
        if hasTitle { parts.append("Title") }
        if hasSubtitle { parts.append("Subtitle") }
        if let accessory { parts.append(accessory.namePart) }
        return parts.joined(separator: " + ")
    }
}

/// Rules about what a row does, written once for rows and models.
public enum RowRules {
    /// Whether a row can be tapped: one with an arrow (it opens something), a checkmark (it
    /// chooses) or the destructive flag (it acts) can; so can one written `tappable`. A plain
    /// row of information ("Version 2.4.1") and a switch row (its switch is the control) cannot,
    /// and show no highlight.
    public static func isTappable(_ style: RowStyle, destructive: Bool, tappable: Bool) -> Bool {
        isTappable(accessory: style.accessory, destructive: destructive, tappable: tappable)
    }

    public static func isTappable(accessory: RowAccessory?, destructive: Bool, tappable: Bool) -> Bool {
        switch accessory {
        case .arrow?, .check?: true
        case .switch?, nil: destructive || tappable
        }
    }
}
