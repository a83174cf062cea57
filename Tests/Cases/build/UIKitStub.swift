// UIKitStub.swift declares, as a module named UIKit, the part of UIKit's API the generated cell,
// registration and data source use, and README's view controller, with the signatures Apple
// documents (iOS 15 SDK), so the UIKit part of RowSupport.swift and the code README shows
// can be type-checked where UIKit does not exist.
// It proves names, labels, optionality, overrides and actor isolation, not that the cell
// draws correctly. Its only behaviour is what running the cell's own logic needs: a cell
// keeps one content view, and a named image exists when its bundle holds a PNG of that name.

@_exported import Foundation

@MainActor open class UIResponder: NSObject {}

public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
}

@available(iOS 12.0, tvOS 10.0, *)
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

@MainActor open class UIView: UIResponder {
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, center
    }

    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var isHidden = false
    open var contentMode: UIView.ContentMode = .scaleToFill
    open var tintColor: UIColor!
    open var backgroundColor: UIColor?
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    open var traitCollection: UITraitCollection { UITraitCollection() }

    public override init() { super.init() }
    public init(frame: CGRect) { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    open func addSubview(_ view: UIView) {}
    open func setNeedsLayout() {}
    open func layoutSubviews() {}
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize { targetSize }
}

// Images, trait collections, fonts and colours are immutable and Sendable in UIKit, not tied to
// the main actor.
open class UIImage: NSObject, @unchecked Sendable {
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard (bundle ?? .main).path(forResource: name, ofType: "png") != nil else { return nil }
        super.init()
    }
    @available(iOS 13.0, tvOS 13.0, *)
    public init?(systemName name: String) { super.init() }
}

public struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

extension UIContentSizeCategory {
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}

open class UITraitCollection: NSObject, @unchecked Sendable {
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }
    @available(iOS 12.0, tvOS 10.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
}

open class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: CGFloat
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }
}

extension UIFont.Weight {
    public static let regular = UIFont.Weight(0)
    public static let semibold = UIFont.Weight(0.3)
}

open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
    @available(iOS 13.0, tvOS 13.0, *)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { super.init() }
    // No bundle on Linux holds a compiled asset catalog: every colour set is missing, as in a
    // bundle without the set, and the cell shows its fallback.
    @available(iOS 11.0, tvOS 11.0, *)
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { return nil }

    // The semantic colours: each a class property, as UIKit imports them from Objective-C.
    @available(iOS 7.0, tvOS 9.0, *) open class var systemGray: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 7.0, tvOS 9.0, *) open class var systemBlue: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 7.0, tvOS 9.0, *) open class var systemRed: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 7.0, tvOS 9.0, *) open class var systemGreen: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 7.0, tvOS 9.0, *) open class var systemOrange: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 7.0, tvOS 9.0, *) open class var systemYellow: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 7.0, tvOS 9.0, *) open class var systemPink: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 7.0, tvOS 9.0, *) open class var systemPurple: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 13.0, tvOS 13.0, *) open class var label: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 13.0, tvOS 13.0, *) open class var secondaryLabel: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 13.0, tvOS 13.0, *) open class var tertiaryLabel: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 13.0, tvOS 13.0, *) open class var quaternaryLabel: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 13.0, tvOS 13.0, *) open class var separator: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 13.0, tvOS 13.0, *) open class var opaqueSeparator: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 13.0, tvOS 13.0, *) open class var link: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 13.0, tvOS 13.0, *) open class var systemIndigo: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var systemBackground: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var secondarySystemBackground: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var tertiarySystemBackground: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var systemGroupedBackground: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var secondarySystemGroupedBackground: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var tertiarySystemGroupedBackground: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var systemGray2: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var systemGray3: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var systemGray4: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var systemGray5: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 13.0, *) @available(tvOS, unavailable) open class var systemGray6: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
}

public struct UIAccessibilityTraits: OptionSet, Hashable, @unchecked Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
}

// UIKit imports these from C globals, so they are settable static variables.
extension UIAccessibilityTraits {
    nonisolated(unsafe) public static var none = UIAccessibilityTraits(rawValue: 0)
    nonisolated(unsafe) public static var button = UIAccessibilityTraits(rawValue: 1)
    nonisolated(unsafe) public static var selected = UIAccessibilityTraits(rawValue: 1 << 3)
}

// UIKit declares VoiceOver's properties on NSObject (the informal UIAccessibility protocol), as
// `open var`s that Objective-C lets subclasses override. Without Objective-C, a property of an
// extension cannot be overridden, so here they are `public`: the generated code only sets them.
// An extension cannot store them either, so the stub keeps each object's in a table by
// identity, which the stub's programs use from the main thread only.
nonisolated(unsafe) private var accessibility: [ObjectIdentifier: (element: Bool, label: String?, value: String?,
                                                                 traits: UIAccessibilityTraits)] = [:]

extension NSObject {
    private var ownAccessibility: (element: Bool, label: String?, value: String?, traits: UIAccessibilityTraits) {
        get { accessibility[ObjectIdentifier(self)] ?? (false, nil, nil, .none) }
        set { accessibility[ObjectIdentifier(self)] = newValue }
    }

    public var isAccessibilityElement: Bool {
        get { ownAccessibility.element }
        set { ownAccessibility.element = newValue }
    }
    public var accessibilityLabel: String? {
        get { ownAccessibility.label }
        set { ownAccessibility.label = newValue }
    }
    public var accessibilityValue: String? {
        get { ownAccessibility.value }
        set { ownAccessibility.value = newValue }
    }
    public var accessibilityTraits: UIAccessibilityTraits {
        get { ownAccessibility.traits }
        set { ownAccessibility.traits = newValue }
    }
}

@MainActor open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let valueChanged = UIControl.Event(rawValue: 1 << 12)
    }

    /// Actions run at once when sent, so the cell's handling can be tested.
    private var actions: [(UIAction, UIControl.Event)] = []

    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { actions.append((action, controlEvents)) }

    open func sendActions(for controlEvents: UIControl.Event) {
        for (action, events) in actions where !events.isDisjoint(with: controlEvents) { action.handler(action) }
    }
}

@available(iOS 13.0, *)
@MainActor open class UIMenuElement: NSObject {
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    public enum State: Int, Sendable {
        case off, on, mixed
    }
}

@available(iOS 13.0, *)
@MainActor open class UIAction: UIMenuElement {
    public typealias UIActionHandler = @MainActor (UIAction) -> Void
    fileprivate var handler: UIActionHandler = { _ in }

    @available(iOS 13.0, *)
    public convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
                            discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                            state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.init()
        self.handler = handler
    }

    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

@available(tvOS, unavailable)
@MainActor open class UISwitch: UIControl {
    open var isOn = false
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

@MainActor open class UIImageView: UIView {
    open var image: UIImage?
}

@MainActor open class UILabel: UIView {
    open var text: String?
    open var font: UIFont!
    open var textColor: UIColor!
    open var textAlignment: NSTextAlignment = .natural
}

@MainActor open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray
        @available(iOS 7.0, *)
        case `default`
    }

    open var selectionStyle: UITableViewCell.SelectionStyle = .default

    open var contentView: UIView { ownContentView }
    private let ownContentView = UIView()

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(frame: .zero) }

    open func prepareForReuse() {}
}

@MainActor open class UITableView: UIView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
}

@MainActor public protocol UITableViewDataSource: NSObjectProtocol {}

@MainActor public protocol UITableViewDelegate: NSObjectProtocol {}

@MainActor open class UIViewController: UIResponder {
    open var title: String?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    open func viewDidLoad() {}
}

@MainActor open class UITableViewController: UIViewController, UITableViewDelegate, UITableViewDataSource {
    open var tableView: UITableView!

    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // UITableViewDelegate's optional method: Swift shows the protocol's methods as members of
    // the controller, so a subclass writes `override`, and this stands for them.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    public init() {}
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {}
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {}
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}
}

@MainActor open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) { super.init() }

    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {}
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { .init() }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { nil }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { nil }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
