// RowStyle.swift names the ten styles a row can have: which of image, title, subtitle and arrow it shows.

import RowcNames

/// A row's style: the combination of elements it shows. Every style shows an image or a title;
/// a subtitle needs a title. The seed's six styles are `titleArrow`, `titleSubtitleArrow`,
/// `titleSubtitle`, `title`, `imageTitleArrow` and `imageTitle`.
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

    /// The style showing exactly these elements, or nil when they make no row
    /// (nothing but an arrow, or a subtitle without a title).
    public init?(image: Bool, title: Bool, subtitle: Bool, arrow: Bool) {
        switch (image, title, subtitle, arrow) {
        case (false, true, false, false): self = .title
        case (false, true, false, true): self = .titleArrow
        case (false, true, true, false): self = .titleSubtitle
        case (false, true, true, true): self = .titleSubtitleArrow
        case (true, true, false, false): self = .imageTitle
        case (true, true, false, true): self = .imageTitleArrow
        case (true, true, true, false): self = .imageTitleSubtitle
        case (true, true, true, true): self = .imageTitleSubtitleArrow
        case (true, false, false, false): self = .image
        case (true, false, false, true): self = .imageArrow
        default: return nil
        }
    }

    // The four elements are spelled out case by case, not read from the name: layout asks
    // for them for every row at every width, and a switch is a few instructions where
    // string matching on `rawValue` cost microseconds. RowStyleTests holds both readings equal.

    public var hasImage: Bool {
        switch self {
        case .imageTitle, .imageTitleArrow, .imageTitleSubtitle, .imageTitleSubtitleArrow, .image, .imageArrow: true
        case .title, .titleArrow, .titleSubtitle, .titleSubtitleArrow: false
        }
    }

    public var hasTitle: Bool {
        switch self {
        case .image, .imageArrow: false
        default: true
        }
    }

    public var hasSubtitle: Bool {
        switch self {
        case .titleSubtitle, .titleSubtitleArrow, .imageTitleSubtitle, .imageTitleSubtitleArrow: true
        default: false
        }
    }

    public var hasArrow: Bool {
        switch self {
        case .titleArrow, .titleSubtitleArrow, .imageTitleArrow, .imageTitleSubtitleArrow, .imageArrow: true
        default: false
        }
    }

    /// The cell reuse identifier: the style's name in UpperCamelCase with `Cell`, e.g. `ImageTitleCell`.
    public var reuseIdentifier: String {
        SwiftNames.upperCamelCase(rawValue)! + "Cell"
    }

    /// A human name, as grammar.md lists them: "Image + Title + Arrow".
    public var displayName: String {
        var parts: [String] = []
        if hasImage { parts.append("Image") }
        if hasTitle { parts.append("Title") }
        if hasSubtitle { parts.append("Subtitle") }
        if hasArrow { parts.append("Arrow") }
        return parts.joined(separator: " + ")
    }
}
