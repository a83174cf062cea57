// UIKitStub.swift declares, as a module named UIKit, the part of UIKit's API RowKit's cell,
// registration and data source use, and README's view controller, each as the iOS 17.4 SDK
// declares it: the Objective-C headers under UIKit.framework/Headers as Swift imports them, and
// UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface for what UIKit
// writes in Swift (the public repository danpashin/sdks holds both). Each group names the file
// it was checked against. So RowKit's UIKit part and the code README shows can be
// type-checked where UIKit does not exist, with the SDK's isolation, availability, optionality,
// `Sendable` conformances, inheritance, raw values and mutable globals.
// It is built in the Swift 5 language mode: the SDK's declarations are Objective-C, which the
// Swift 6 mode does not check where they are declared, only where Swift code uses them.
// It proves names, labels, optionality, overrides and actor isolation, not that the cell
// draws correctly. Its only behaviour is what running the cell's own logic needs: a cell
// keeps one content view, a named image exists when its bundle holds a PNG of that name,
// actions run when their control sends them, objects keep the accessibility values set on
// them, and a button's traits are UIKit's for a button, selected when it is.

@_exported import Foundation

// UIKit.framework/Headers/UIResponder.h (iOS 17.4 SDK)
@available(iOS 2.0, *)
@MainActor open class UIResponder: NSObject {}

// UIKit.framework/Headers/UIInterface.h (iOS 17.4 SDK)
@available(iOS 5.0, *)
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft = 1
}

@available(iOS 12.0, tvOS 10.0, *)
@available(watchOS, unavailable)
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

// UIKit.framework/Headers/NSLayoutConstraint.h (iOS 17.4 SDK): a `float` NS_TYPED_EXTENSIBLE_ENUM.
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: Float
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(rawValue: Float) { self.rawValue = rawValue }
}

// UIKit.framework/Headers/NSText.h (iOS 17.4 SDK): iOS's values (TARGET_ABI_USES_IOS_VALUES).
@available(iOS 6.0, tvOS 9.0, watchOS 2.0, *)
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

// UIKit.framework/Headers/UIGeometry.h (iOS 17.4 SDK): NS_SWIFT_SENDABLE.
@available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
public struct NSDirectionalEdgeInsets: Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init() { (top, leading, bottom, trailing) = (0, 0, 0, 0) }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
}

// QuartzCore.framework/Headers/CALayer.h (iOS 17.4 SDK): no main-actor type. `cornerCurve` is a
// `CALayerCornerCurve`, an NSString typed enum (NS_TYPED_ENUM), `kCACornerCurveContinuous` its
// `.continuous`; Swift imports such a wrapper of an immutable string as Sendable.
@available(iOS 2.0, *)
open class CALayer: NSObject {
    open var cornerRadius: CGFloat = 0
    @available(iOS 13.0, *)
    open var cornerCurve: CALayerCornerCurve = .circular
}

public struct CALayerCornerCurve: Hashable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    @available(iOS 13.0, *)
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    @available(iOS 13.0, *)
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

// UIKit.framework/Headers/UIView.h (iOS 17.4 SDK), `superview`, `convertPoint:toView:` and
// `layoutIfNeeded` included; `traitCollection` and
// `traitCollectionDidChange(_:)` from UITraitCollection.h's UITraitEnvironment.
@available(iOS 2.0, *)
@MainActor open class UIView: UIResponder {
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit = 1, scaleAspectFill = 2, redraw = 3, center = 4, top = 5, bottom = 6,
             left = 7, right = 8, topLeft = 9, topRight = 10, bottomLeft = 11, bottomRight = 12
    }

    /// The frame's size is the bounds', as in UIKit for a view with no transform.
    open var frame: CGRect {
        get { CGRect(origin: origin, size: bounds.size) }
        set { (origin, bounds.size) = (newValue.origin, newValue.size) }
    }
    open var bounds: CGRect = .zero
    private var origin: CGPoint = .zero
    /// Set by `addSubview(_:)`.
    open private(set) weak var superview: UIView?
    open var isHidden = false
    open var contentMode: UIView.ContentMode = .scaleToFill
    @available(iOS 7.0, *)
    open var tintColor: UIColor!
    open var backgroundColor: UIColor?
    open var clipsToBounds = false
    /// Read-only and never nil, as UIView.h says; the stub's own layer.
    open var layer: CALayer { stubLayer }
    private let stubLayer = CALayer()
    @available(iOS 11.0, tvOS 11.0, *)
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    @available(iOS 10.0, *)
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    @available(iOS 8.0, *)
    open var traitCollection: UITraitCollection { UITraitCollection() }

    public override init() { super.init() }
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }
    public required init?(coder: NSCoder) { super.init() }

    open func addSubview(_ view: UIView) { view.superview = self }
    open func setNeedsLayout() {}
    open func layoutSubviews() {}
    /// Lays the view out at once: the stub does not track whether a layout is pending.
    open func layoutIfNeeded() { layoutSubviews() }
    /// Through the frames of the views between the two, which the stub never transforms.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        var point = point, from: UIView? = self
        while let current = from, current !== view {
            point.x += current.frame.minX - current.bounds.minX
            point.y += current.frame.minY - current.bounds.minY
            from = current.superview
        }
        return point
    }
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    @available(iOS 8.0, *)
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize { targetSize }
}

// UIKit.framework/Headers/UIImage.h (iOS 17.4 SDK): NS_SWIFT_SENDABLE, so `@unchecked Sendable`,
// and not tied to the main actor, as are UIColor, UIFont and UITraitCollection.
@available(iOS 2.0, *)
open class UIImage: NSObject, @unchecked Sendable {
    @available(iOS 8.0, *)
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard (bundle ?? .main).path(forResource: name, ofType: "png") != nil else { return nil }
        super.init()
    }
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    public init?(systemName name: String) { super.init() }
}

// UIKit.framework/Headers/UIContentSizeCategory.h (iOS 17.4 SDK): an NSString NS_TYPED_ENUM whose
// constants are `const`, so Swift imports them as `static let`s.
@available(iOS 7.0, *)
public struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
}

extension UIContentSizeCategory {
    @available(iOS 10.0, *)
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

// UIKit.framework/Headers/UITraitCollection.h (iOS 17.4 SDK)
@available(iOS 8.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
    @available(iOS 10.0, *)
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }
    @available(iOS 12.0, tvOS 10.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
}

// UIKit.framework/Headers/UIFont.h and UIFontDescriptor.h (iOS 17.4 SDK): UIFontWeight is a
// CGFloat NS_TYPED_EXTENSIBLE_ENUM whose constants are `const`.
@available(iOS 2.0, *)
open class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: CGFloat
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
    @available(iOS 8.2, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }
}

extension UIFont.Weight {
    @available(iOS 8.2, *) public static let regular = UIFont.Weight(0)
    @available(iOS 8.2, *) public static let semibold = UIFont.Weight(0.3)
}

// UIKit.framework/Headers/UIColor.h (iOS 17.4 SDK); the semantic colours from UIInterface.h, each
// a class property, as Swift imports them from Objective-C.
@available(iOS 2.0, *)
open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { super.init() }
    // No bundle on Linux holds a compiled asset catalog: every colour set is missing, as in a
    // bundle without the set, and the cell shows its fallback.
    @available(iOS 11.0, *)
    @available(watchOS, unavailable)
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { return nil }

    @available(iOS 7.0, tvOS 9.0, *) open class var systemGray: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 7.0, tvOS 9.0, *) open class var systemBlue: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 7.0, tvOS 9.0, *) open class var systemRed: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 7.0, tvOS 9.0, *) open class var systemGreen: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 7.0, tvOS 9.0, *) open class var systemOrange: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 7.0, tvOS 9.0, *) open class var systemYellow: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 7.0, tvOS 9.0, *) open class var systemPink: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    @available(iOS 9.0, tvOS 9.0, *) open class var systemPurple: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
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

// UIKit.framework/Headers/UIAccessibilityConstants.h (iOS 17.4 SDK): a uint64_t NS_TYPED_ENUM,
// made an OptionSet by UIKit.swiftinterface.
public struct UIAccessibilityTraits: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: UInt64
    public init(_ rawValue: UInt64) { self.rawValue = rawValue }
    public init(rawValue: UInt64) { self.rawValue = rawValue }
}

extension UIAccessibilityTraits: OptionSet {
    public typealias ArrayLiteralElement = UIAccessibilityTraits
    public typealias Element = UIAccessibilityTraits
}

// The traits are `UIKIT_EXTERN UIAccessibilityTraits UIAccessibilityTraitNone;`, without
// `const`: Swift imports them as settable static variables, nonisolated shared mutable state
// that Swift 6 code may not read. Newer SDKs declare them `const`, imported as constants; the
// tests build this stub with these three made `let`s too. The values are UIKit's.
extension UIAccessibilityTraits {
    public static var none = UIAccessibilityTraits(rawValue: 0)
    public static var button = UIAccessibilityTraits(rawValue: 1)
    public static var selected = UIAccessibilityTraits(rawValue: 1 << 3)
}

// UIKit.framework/Headers/UIAccessibility.h (iOS 17.4 SDK): VoiceOver's properties, declared on
// NSObject (the informal UIAccessibility protocol), with no actor, as `open var`s that
// Objective-C lets subclasses override. Without Objective-C, a property of an extension cannot
// be overridden, so here they are `public`: the generated code only sets them. An extension
// cannot store them either, so the stub keeps each object's in a table by identity, which the
// stub's programs use from the main thread only.
nonisolated(unsafe) private var accessibility: [ObjectIdentifier: (element: Bool, label: String?, value: String?,
                                                                 traits: UIAccessibilityTraits)] = [:]

extension NSObject {
    private var ownAccessibility: (element: Bool, label: String?, value: String?, traits: UIAccessibilityTraits) {
        get { accessibility[ObjectIdentifier(self)] ?? (false, nil, nil, []) }
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
    @available(iOS 8.0, *)
    public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { customActions[ObjectIdentifier(self)] }
        set { customActions[ObjectIdentifier(self)] = newValue }
    }
}

nonisolated(unsafe) private var customActions: [ObjectIdentifier: [UIAccessibilityCustomAction]] = [:]

// UIKit.framework/Headers/UIAccessibilityCustomAction.h (iOS 17.4 SDK): no actor; the handler is a
// top-level block typedef, not Sendable. Its one behaviour here: `perform()` runs the handler, as
// VoiceOver does when the user chooses the action.
public typealias UIAccessibilityCustomActionHandler = (UIAccessibilityCustomAction) -> Bool

@available(iOS 8.0, *)
open class UIAccessibilityCustomAction: NSObject {
    open var name: String
    private var actionHandler: UIAccessibilityCustomActionHandler?

    @available(iOS 13.0, tvOS 13.0, *)
    public init(name: String, actionHandler: @escaping UIAccessibilityCustomActionHandler) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// Not UIKit's: what VoiceOver does when the user chooses the action.
    public func perform() -> Bool { actionHandler?(self) ?? false }
}

// UIKit.framework/Headers/UIControl.h (iOS 17.4 SDK)
@available(iOS 2.0, *)
@MainActor open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let valueChanged = UIControl.Event(rawValue: 1 << 12)
        @available(iOS 9.0, *)
        public static let primaryActionTriggered = UIControl.Event(rawValue: 1 << 13)
    }

    open var isSelected = false

    // UIKit.framework/Headers/UIControl.h (iOS 17.4 SDK): `API_AVAILABLE(ios(14.0), tvos(17.0))`.
    @available(iOS 14.0, tvOS 17.0, *)
    open var showsMenuAsPrimaryAction = false

    /// Actions run at once when sent, so the cell's handling can be tested.
    private var actions: [(UIAction, UIControl.Event)] = []

    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { actions.append((action, controlEvents)) }

    open func sendActions(for controlEvents: UIControl.Event) {
        for (action, events) in actions where !events.isDisjoint(with: controlEvents) { action.handler(action) }
    }
}

// UIKit.framework/Headers/UIButton.h (iOS 17.4 SDK): `+buttonWithType:` is imported as a
// convenience initializer; `UIButtonType`'s raw values are the header's.
@available(iOS 2.0, *)
@MainActor open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0
        @available(iOS 7.0, *)
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        @available(iOS, unavailable)
        case plain = 6
        @available(iOS 13.0, *)
        case close = 7
    }

    public private(set) var buttonType: UIButton.ButtonType = .custom

    // UIButton.h: `API_AVAILABLE(ios(14.0), tvos(17.0))`, nullable, copied.
    @available(iOS 14.0, tvOS 17.0, *)
    @NSCopying open var menu: UIMenu?

    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }
}

// UIKit.framework/Headers/UIMenuElement.h (iOS 17.4 SDK)
@available(iOS 13.0, *)
@MainActor open class UIMenuElement: NSObject, NSCopying {
    // `<NSCopying, NSSecureCoding>`: copied where a property is `copy`, as `UIButton.menu` is.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }

    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let destructive = UIMenuElement.Attributes(rawValue: 1 << 1)
    }

    public enum State: Int, Sendable {
        case off = 0, on = 1, mixed = 2
    }
}

// UIKit.framework/Headers/UIAction.h (iOS 17.4 SDK): the handler's type is a top-level block
// typedef with no actor. The initializer is UIKit.swiftinterface's `extension UIAction`.
public typealias UIActionHandler = (UIAction) -> Void

@available(iOS 13.0, *)
@MainActor open class UIAction: UIMenuElement {
    fileprivate var handler: UIActionHandler = { _ in }
    open var title = ""
    open var image: UIImage?
    open var attributes: UIMenuElement.Attributes = []
    open var state: UIMenuElement.State = .off

    /// Not UIKit's: what UIKit does when the user chooses the item.
    public func perform() { handler(self) }

    public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

@available(iOS 13.0, tvOS 14.0, *)
extension UIAction {
    @_disfavoredOverload
    public convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
                            discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                            state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.init()
        self.title = title
        self.image = image
        self.attributes = attributes
        self.state = state
        self.handler = handler
    }
}

// UIKit.framework/Headers/UIMenu.h (iOS 17.4 SDK); the initializer is UIKit.swiftinterface's
// `extension UIMenu`.
@available(iOS 13.0, *)
@MainActor open class UIMenu: UIMenuElement {
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    open private(set) var children: [UIMenuElement] = []
}

@available(iOS 13.0, tvOS 14.0, *)
extension UIMenu {
    @_disfavoredOverload
    public convenience init(title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
                            options: UIMenu.Options = [], children: [UIMenuElement] = []) {
        self.init()
        self.children = children
    }
}

// UIKit.framework/Headers/UIContextMenuConfiguration.h (iOS 17.4 SDK): the providers are
// top-level block typedefs with no actor; the initializer is UIKit.swiftinterface's
// `extension UIContextMenuConfiguration`. `actionProvider` is kept, not UIKit's, so tests can ask for the menu.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

@available(iOS 13.0, tvOS 17.0, *)
@available(watchOS, unavailable)
@MainActor open class UIContextMenuConfiguration: NSObject {
    public private(set) var actionProvider: UIContextMenuActionProvider?
}

@available(iOS 13.0, tvOS 17.0, *)
extension UIContextMenuConfiguration {
    public convenience init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                            actionProvider: UIContextMenuActionProvider? = nil) {
        self.init()
        self.actionProvider = actionProvider
    }
}

// UIKit.framework/Headers/UIContextualAction.h (iOS 17.4 SDK): main actor; the handler is a
// top-level block typedef with no actor, imported as `UIContextualAction.Handler`.
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor open class UIContextualAction: NSObject {
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public enum Style: Int, Sendable {
        case normal = 0, destructive = 1
    }

    open private(set) var style: UIContextualAction.Style = .normal
    open private(set) var handler: UIContextualAction.Handler = { _, _, _ in }
    open var title: String?
    open var image: UIImage?

    public convenience init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
        self.init()
        self.style = style
        self.title = title
        self.handler = handler
    }
}

// UIKit.framework/Headers/UISwipeActionsConfiguration.h (iOS 17.4 SDK)
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor open class UISwipeActionsConfiguration: NSObject {
    open private(set) var actions: [UIContextualAction] = []
    open var performsFirstActionWithFullSwipe = true

    public convenience init(actions: [UIContextualAction]) {
        self.init()
        self.actions = actions
    }
}

// UIKit.framework/Headers/UISwitch.h (iOS 17.4 SDK)
@available(iOS 2.0, *)
@available(tvOS, unavailable)
@MainActor open class UISwitch: UIControl {
    open var isOn = false
    @available(iOS 5.0, *)
    open var onTintColor: UIColor?
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

// UIKit.framework/Headers/UIImageView.h (iOS 17.4 SDK)
@available(iOS 2.0, *)
@MainActor open class UIImageView: UIView {
    open var image: UIImage?
}

// UIKit.framework/Headers/UILabel.h (iOS 17.4 SDK): `font` and `textColor` are null_resettable.
// `numberOfLines` is an NSInteger, 1 by default; `attributedText` is nullable and copied.
@available(iOS 2.0, *)
@MainActor open class UILabel: UIView {
    open var text: String?
    open var font: UIFont!
    open var textColor: UIColor!
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines: Int = 1
    @NSCopying open var attributedText: NSAttributedString?
}

// UIKit.framework/Headers/NSParagraphStyle.h (iOS 17.4 SDK): an NS_ENUM of NSInteger, and the
// mutable style's settable `alignment` and `lineBreakMode`.
@available(iOS 6.0, *)
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping = 1, byClipping = 2, byTruncatingHead = 3, byTruncatingTail = 4,
         byTruncatingMiddle = 5
}

@available(iOS 6.0, *)
open class NSParagraphStyle: NSObject {
    open var alignment: NSTextAlignment { storedAlignment }
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    fileprivate var storedAlignment: NSTextAlignment = .natural
    fileprivate var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
}

@available(iOS 6.0, *)
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
}

// UIKit.framework/Headers/NSAttributedString.h (iOS 17.4 SDK): NSFontAttributeName,
// NSParagraphStyleAttributeName and NSForegroundColorAttributeName as Swift imports them.
extension NSAttributedString.Key {
    @available(iOS 6.0, *)
    public static let font = NSAttributedString.Key("NSFont")
    @available(iOS 6.0, *)
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    @available(iOS 6.0, *)
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

// UIKit.framework/Headers/UITableViewCell.h (iOS 17.4 SDK)
@available(iOS 2.0, *)
@MainActor open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default` = 0, value1 = 1, value2 = 2, subtitle = 3
    }

    public enum SelectionStyle: Int, Sendable {
        case none = 0, blue = 1, gray = 2
        @available(iOS 7.0, *)
        case `default` = 3
    }

    public enum AccessoryType: Int, Sendable {
        case none = 0, disclosureIndicator = 1
        @available(tvOS, unavailable)
        case detailDisclosureButton = 2
        case checkmark = 3
        @available(iOS 7.0, *)
        @available(tvOS, unavailable)
        case detailButton = 4
    }

    open var selectionStyle: UITableViewCell.SelectionStyle = .default
    open var accessoryType: UITableViewCell.AccessoryType = .none

    open var contentView: UIView { ownContentView }
    fileprivate var ownContentView = UIView()

    @available(iOS 3.0, *)
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(frame: .zero)
        addSubview(ownContentView)
    }
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        addSubview(ownContentView)
    }

    open func prepareForReuse() {}
}

// UIKit.framework/Headers/UIScrollView.h (iOS 17.4 SDK)
@available(iOS 2.0, *)
@MainActor open class UIScrollView: UIView {}

@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}

// UIKit.framework/Headers/UITableView.h (iOS 17.4 SDK)
@available(iOS 2.0, *)
@MainActor open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain = 0, grouped = 1
        @available(iOS 13.0, *)
        @available(tvOS, unavailable)
        case insetGrouped = 2
    }

    // UITableView.h: `-initWithFrame:style:`, the designated initializer.
    public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    @available(iOS 6.0, *)
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    @available(iOS 6.0, *)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
}

// Its two required methods; the optional ones (titles, selection) are Objective-C optional
// requirements, which Swift without Objective-C cannot declare: the classes below declare those
// they implement.
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {}

// UIKit.framework/Headers/UIViewController.h (iOS 17.4 SDK)
@available(iOS 2.0, *)
@MainActor open class UIViewController: UIResponder {
    open var title: String?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    open func viewDidLoad() {}
}

// UIKit.framework/Headers/UITableViewController.h (iOS 17.4 SDK): `tableView` is null_resettable.
@available(iOS 2.0, *)
@MainActor open class UITableViewController: UIViewController, UITableViewDelegate, UITableViewDataSource {
    open var tableView: UITableView!

    // The stub makes the table view at once, as UIKit's `loadView` does before `viewDidLoad`.
    public init(style: UITableView.Style) {
        super.init(nibName: nil, bundle: nil)
        tableView = UITableView(frame: .zero, style: style)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // Swift shows the protocols' methods UITableViewController implements as its members, so a
    // subclass writes `override`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

// UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface (iOS 17.4 SDK): the
// snapshot is a Swift struct, `@unchecked Sendable`. It keeps its sections and items, and the
// items reloaded and reconfigured, as UIKit's does.
@available(iOS 13.0, tvOS 13.0, *)
@preconcurrency public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: @unchecked Sendable
where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    public init() {}
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    @available(iOS 15.0, tvOS 15.0, *)
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    @available(iOS 15.0, tvOS 15.0, *)
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { items[identifier] ?? [] }
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) { sectionIdentifiers += identifiers }
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        if let section = sectionIdentifier ?? sectionIdentifiers.last { items[section, default: []] += identifiers }
    }
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
    @available(iOS 15.0, tvOS 15.0, *)
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers += identifiers }
}

// The same file: `@preconcurrency @MainActor(unsafe)`, which Swift source spells
// `@preconcurrency @MainActor`; a cell provider with no actor, and `apply` and `snapshot()`
// nonisolated.
@available(iOS 13.0, tvOS 13.0, *)
@preconcurrency @MainActor open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource
where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    // The stub keeps the snapshot applied and answers from it, as the collection view's does.
    private let cellProvider: CellProvider
    nonisolated(unsafe) private var applied = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    public init(tableView: UITableView, cellProvider: @escaping UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider) {
        self.cellProvider = cellProvider
        super.init()
    }

    nonisolated open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        applied = snapshot
        completion?()
    }
    nonisolated open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { applied }
    @available(iOS 15.0, tvOS 15.0, *)
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        applied.sectionIdentifiers.indices.contains(index) ? applied.sectionIdentifiers[index] : nil
    }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard let section = sectionIdentifier(for: indexPath.section) else { return nil }
        let items = applied.itemIdentifiers(inSection: section)
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { applied.itemIdentifiers(inSection: $0).count } ?? 0
    }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellProvider(tableView, indexPath, itemIdentifier(for: indexPath)!)!
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

// UIKit.framework/Headers/UIConfigurationState.h (iOS 17.4 SDK): an NSString
// NS_TYPED_EXTENSIBLE_ENUM; the protocol is UIKit.swiftinterface's, which Swift code sees.
@available(iOS 14.0, tvOS 14.0, *)
public struct UIConfigurationStateCustomKey: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
}

// UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface (iOS 17.4 SDK): the
// configuration state protocol and the cell's state, Swift structs.
@available(iOS 14.0, tvOS 14.0, *)
public protocol UIConfigurationState {
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

@available(iOS 14.0, tvOS 14.0, *)
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

// The same file: the content configuration protocol is no actor's but for `makeContentView()`;
// the content view is the main actor's, and `supports(_:)` (iOS 16) has a default.
@available(iOS 14.0, tvOS 14.0, *)
public protocol UIContentConfiguration {
    @MainActor func makeContentView() -> any UIView & UIContentView
    func updated(for state: any UIConfigurationState) -> Self
}

@available(iOS 14.0, tvOS 14.0, *)
@MainActor public protocol UIContentView: NSObjectProtocol {
    @MainActor var configuration: any UIContentConfiguration { get set }
    @available(iOS 16.0, tvOS 16.0, *)
    @MainActor func supports(_ configuration: any UIContentConfiguration) -> Bool
}

// The default's behaviour is the stub's: a configuration of the type the view shows.
@available(iOS 16.0, tvOS 16.0, *)
extension UIContentView {
    @MainActor public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// Not UIKit's: what a cell does with a content configuration, as UIKit documents it ("Setting a
/// content configuration replaces the existing contentView of the cell with a new content view
/// instance from the configuration, or directly applies the configuration to the existing content
/// view if the configuration is compatible", developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k):
/// the content view to show, in the old one's place.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor private func contentView(for configuration: (any UIContentConfiguration)?, replacing current: UIView,
                                    in cell: UIView) -> UIView {
    if let configuration, let view = current as? (UIView & UIContentView), view.supports(configuration) {
        view.configuration = configuration
        return view
    }
    let view = configuration?.makeContentView() ?? UIView()
    view.frame = current.frame
    cell.addSubview(view)
    return view
}

// The same file: `contentConfiguration` of a table view cell, UIKit.swiftinterface's
// `extension UITableViewCell`; the stub keeps it in a table by identity, as an extension cannot store.
nonisolated(unsafe) private var contentConfigurations: [ObjectIdentifier: any UIContentConfiguration] = [:]

@available(iOS 14.0, tvOS 14.0, *)
extension UITableViewCell {
    @MainActor public var contentConfiguration: (any UIContentConfiguration)? {
        get { contentConfigurations[ObjectIdentifier(self)] }
        set {
            contentConfigurations[ObjectIdentifier(self)] = newValue
            ownContentView = UIKit.contentView(for: newValue, replacing: ownContentView, in: self)
        }
    }
}

// UIKit.framework/Headers/UICollectionViewCell.h (iOS 17.4 SDK). `init(frame:)` is `required`
// here, not in UIKit, so that the stub's registrations can make cells of the class registered;
// nothing compiled against the stub subclasses these cells.
@available(iOS 6.0, *)
@MainActor open class UICollectionReusableView: UIView {
    public required override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func prepareForReuse() {}
}

@available(iOS 6.0, *)
@MainActor open class UICollectionViewCell: UICollectionReusableView {
    open var contentView: UIView { ownContentView }
    private var ownContentView = UIView()
    open var isSelected = false
    open var isHighlighted = false

    public required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(ownContentView)
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(ownContentView)
    }

    // `contentConfiguration` is UIKit.swiftinterface's `extension UICollectionViewCell`.
    private var storedContentConfiguration: (any UIContentConfiguration)?
    @available(iOS 14.0, tvOS 14.0, *)
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { storedContentConfiguration }
        set {
            storedContentConfiguration = newValue
            ownContentView = UIKit.contentView(for: newValue, replacing: ownContentView, in: self)
        }
    }
}

// UIKit.framework/Headers/UICollectionViewListCell.h (iOS 17.4 SDK); `accessories` and
// `defaultContentConfiguration()` are UIKit.swiftinterface's.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor open class UICollectionViewListCell: UICollectionViewCell {
    public var accessories: [UICellAccessory] = []
    public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

// UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface (iOS 17.4 SDK): a
// Swift struct, not Sendable. `kind` is kept, not UIKit's, so tests can tell accessories apart.
@available(iOS 14.0, tvOS 14.0, *)
public struct UICellAccessory {
    public enum DisplayedState: Hashable {
        case always, whenEditing, whenNotEditing
    }

    public enum LayoutDimension {
        case actual, standard
        case custom(CGFloat)
    }

    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
        }
    }

    public struct CheckmarkOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
        }
    }

    public let kind: String

    public static func disclosureIndicator(displayed: UICellAccessory.DisplayedState = .always,
                                           options: UICellAccessory.DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(kind: "disclosureIndicator")
    }

    public static func checkmark(displayed: UICellAccessory.DisplayedState = .always,
                                 options: UICellAccessory.CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(kind: "checkmark")
    }
}

// UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface (iOS 17.4 SDK): the
// list content configuration, a Swift struct, and UIListContentConfiguration.h's view.
@available(iOS 14.0, tvOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public var text: String?
    public var secondaryText: String?
    @MainActor public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

@available(iOS 14.0, tvOS 14.0, *)
@MainActor open class UIListContentView: UIView, UIContentView {
    public var configuration: any UIContentConfiguration
    public init(configuration: UIListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
    public required init?(coder: NSCoder) { fatalError() }
}

// UIKit.framework/Headers/UICollectionViewLayout.h and UICollectionViewCompositionalLayout.h
// (iOS 17.4 SDK): the section provider is a block of no actor; `init` is unavailable. Both
// `list(using:)`s are UIKit.swiftinterface's. `sectionProvider` and `listConfiguration` are
// kept, not UIKit's, so tests can lay a section out.
@available(iOS 6.0, *)
@MainActor open class UICollectionViewLayout: NSObject {}

@available(iOS 13.0, tvOS 13.0, *)
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.sectionProvider = sectionProvider
    }
    init(list: Void) { sectionProvider = nil }
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    var contentSize: CGSize { get }
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class NSCollectionLayoutSection: NSObject, NSCopying {
    public let listConfiguration: UICollectionLayoutListConfiguration?
    init(listConfiguration: UICollectionLayoutListConfiguration?) { self.listConfiguration = listConfiguration }
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewCompositionalLayout {
    @MainActor public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(list: ())
    }
}

@available(iOS 14.0, tvOS 14.0, *)
extension NSCollectionLayoutSection {
    @MainActor public static func list(using configuration: UICollectionLayoutListConfiguration,
                                       layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(listConfiguration: configuration)
    }
}

// UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface (iOS 17.4 SDK): the
// list configuration, a Swift struct (UICollectionLayoutList.h's class is Swift-private); its
// swipe providers are closures of no actor, unavailable on tvOS.
@available(iOS 14.0, tvOS 14.0, *)
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Hashable {
        case plain
        case grouped
        @available(tvOS, unavailable)
        case insetGrouped
        @available(tvOS, unavailable)
        case sidebar
        @available(tvOS, unavailable)
        case sidebarPlain
    }

    public enum HeaderMode: Hashable {
        case none, supplementary, firstItemInSection
    }

    public enum FooterMode: Hashable {
        case none, supplementary
    }

    @available(tvOS, unavailable)
    public typealias SwipeActionsConfigurationProvider = (_ indexPath: IndexPath) -> UISwipeActionsConfiguration?

    public init(appearance: UICollectionLayoutListConfiguration.Appearance) { self.appearance = appearance }
    public private(set) var appearance: UICollectionLayoutListConfiguration.Appearance
    public var backgroundColor: UIColor?
    @available(tvOS, unavailable)
    public var leadingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    @available(tvOS, unavailable)
    public var trailingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    public var headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none
    public var footerMode: UICollectionLayoutListConfiguration.FooterMode = .none
}

// UIKit.framework/Headers/UICollectionView.h (iOS 17.4 SDK); the element kinds are
// UICollectionViewLayout.h's `NSString *const`s, renamed by UIKit.apinotes. `deselected` is kept,
// not UIKit's, so tests can see what was deselected.
@available(iOS 6.0, *)
@MainActor open class UICollectionView: UIScrollView {
    @available(iOS 6.0, *)
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    @available(iOS 6.0, *)
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    open var collectionViewLayout: UICollectionViewLayout
    public private(set) var deselected: [IndexPath] = []

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) { fatalError() }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) { deselected.append(indexPath) }
}

// UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface (iOS 17.4 SDK): the
// registrations are Swift structs, explicitly not Sendable. The stub makes a new cell for each
// dequeue, where UIKit reuses them.
@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionView {
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        fileprivate let handler: Handler
        public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) { self.handler = handler }
    }

    public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        fileprivate let elementKind: String
        fileprivate let handler: Handler
        public init(elementKind: String, handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler) {
            (self.elementKind, self.handler) = (elementKind, handler)
        }
    }

    @MainActor public func dequeueConfiguredReusableCell<Cell, Item>(using registration: UICollectionView.CellRegistration<Cell, Item>,
                                                                     for indexPath: IndexPath, item: Item?) -> Cell where Cell: UICollectionViewCell {
        let cell = Cell(frame: .zero)
        registration.handler(cell, indexPath, item!)
        return cell
    }

    @MainActor public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary where Supplementary: UICollectionReusableView {
        let view = Supplementary(frame: .zero)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

@available(*, unavailable)
extension UICollectionView.CellRegistration: Sendable {}

@available(*, unavailable)
extension UICollectionView.SupplementaryRegistration: Sendable {}

// UIKit.framework/Headers/UICollectionView.h (iOS 17.4 SDK): the data source's two required
// methods; the delegate's methods are Objective-C optional requirements, which the controller
// below declares.
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {}

// UIKit.framework/Headers/UICollectionViewController.h (iOS 17.4 SDK): `collectionView` is
// null_resettable. Swift shows the protocols' methods as its members, so a subclass writes `override`.
@available(iOS 6.0, *)
@MainActor open class UICollectionViewController: UIViewController, UICollectionViewDelegate, UICollectionViewDataSource {
    open var collectionView: UICollectionView!

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        super.init(nibName: nil, bundle: nil)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    @available(iOS 16.0, tvOS 17.0, *)
    @available(watchOS, unavailable)
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
}

// UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface (iOS 17.4 SDK):
// `@preconcurrency @MainActor(unsafe)`, a cell provider with no actor, `apply` and `snapshot()`
// nonisolated. Its behaviour here: it keeps the snapshot applied, and asks its providers for
// cells and supplementary views as UIKit asks it.
@available(iOS 13.0, tvOS 13.0, *)
@preconcurrency @MainActor open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UICollectionViewDataSource
where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

    public var supplementaryViewProvider: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.SupplementaryViewProvider?
    private let cellProvider: CellProvider
    nonisolated(unsafe) private var applied = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    public init(collectionView: UICollectionView,
                cellProvider: @escaping UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider) {
        self.cellProvider = cellProvider
        super.init()
    }

    nonisolated open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        applied = snapshot
        completion?()
    }
    nonisolated open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { applied }
    @available(iOS 15.0, tvOS 15.0, *)
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        applied.sectionIdentifiers.indices.contains(index) ? applied.sectionIdentifiers[index] : nil
    }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard let section = sectionIdentifier(for: indexPath.section) else { return nil }
        let items = applied.itemIdentifiers(inSection: section)
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { applied.itemIdentifiers(inSection: $0).count } ?? 0
    }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellProvider(collectionView, indexPath, itemIdentifier(for: indexPath)!)!
    }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider!(collectionView, kind, indexPath)!
    }
}

// UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface (iOS 17.4 SDK): a
// table's and a collection view's index paths, UIKit's `extension IndexPath`.
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
