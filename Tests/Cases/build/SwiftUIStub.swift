// SwiftUIStub.swift declares, as a module named SwiftUI, the part of SwiftUI's API RowKit's SwiftUI
// part (Sources/RowKit/SwiftUI), README's SwiftUI example and the generated previews use, each as the iOS 17.4 SDK declares
// it in SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface (the public
// repository danpashin/sdks holds it): names, labels, defaults, generic constraints, result
// builders, optionality, `Sendable` conformances, actor isolation and availability. Each group
// names the place in that file it was checked against, as the SDK groups it (the interface is one
// file; the groups follow its extensions). So RowKit's SwiftUI part can be type-checked where
// SwiftUI does not exist.
// Left out: the SDK's underscored requirements (`_makeView`, `_makeViewList`, `_viewListCount`,
// `_makeProperty`, `_makeLayoutView`), which have defaults every conformer takes, the protocols'
// requirements RowKit neither implements nor calls and that the SDK gives defaults for (a
// layout's `spacing` and `explicitAlignment`, a shape's `sizeThatFits`), and `@inlinable` and
// `@_alwaysEmitIntoClient`, which say where a body is compiled, not what the declaration is.
// The SDK builds in the Swift 5 mode, where `@_Concurrency.MainActor(unsafe)` is written; the stub
// writes it `@preconcurrency @MainActor`, its spelling in source, and is built in that mode too.
// It proves names, labels and types, not that anything draws. A modifier returns a view that
// keeps what it was given; the SDK's opaque `some View` hides which type, so no caller can rely
// on it, and the stub adds no public API to read it back.
// SwiftUI imports UIKit without exporting it, and exports CoreGraphics, whose CGFloat, CGSize,
// CGRect and CGPoint Foundation declares on Linux.

@_exported import Foundation
import UIKit

// MARK: View, result builders and the views they build (arm64-apple-ios.swiftinterface: `protocol View`,
// `struct ViewBuilder`, `struct TupleView`, `struct _ConditionalContent`, `struct EmptyView`, `extension Never : View`,
// `extension Optional : View`)

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol View {
    associatedtype Body: View
    @ViewBuilder @preconcurrency @MainActor var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("a view of no body") }
}

/// The body of the views whose `Body` is `Never`: SwiftUI draws them itself.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View where Body == Never {
    public var body: Never { fatalError("\(Self.self) has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
        where repeat each Content: View {
        TupleView((repeat each content))
    }
}

@available(*, unavailable)
extension ViewBuilder: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewBuilder {
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
        where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
        where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
    @usableFromInline enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    @usableFromInline let storage: Storage
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

/// What a modifier whose result the SDK declares `some View` returns here: the view it modified.
struct Modified<Content: View>: View {
    let content: Content
    typealias Body = Never
}

// MARK: Modifiers (arm64-apple-ios.swiftinterface: `protocol ViewModifier`, `struct ModifiedContent`,
// `struct AccessibilityAttachmentModifier`)

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @preconcurrency @MainActor func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewModifier where Self.Body == Never {
    public func body(content: Self.Content) -> Self.Body { fatalError("\(Self.self) has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {
    public typealias Body = Never
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

@available(*, unavailable)
extension ModifiedContent: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
}

@available(*, unavailable)
extension AccessibilityAttachmentModifier: Sendable {}

// MARK: State and the environment (arm64-apple-ios.swiftinterface: `protocol DynamicProperty`, `struct State`,
// `struct Binding`, `struct Environment`, `struct EnvironmentValues` and its extensions for `colorScheme`,
// `layoutDirection` and `dynamicTypeSize`, `enum ColorScheme`, `enum LayoutDirection`, `enum DynamicTypeSize`)

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
    mutating func update()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
    public mutating func update() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    /// The stub keeps the value in a box, as SwiftUI keeps it in the view's graph.
    @usableFromInline final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    let box: Box
    public init(wrappedValue value: Value) { box = Box(value) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}

@available(*, unavailable)
extension State: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        (self.get, self.set) = (get, set)
    }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    /// The stub's environment is SwiftUI's default one.
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    var values: (colorScheme: ColorScheme, layoutDirection: LayoutDirection, dynamicTypeSize: DynamicTypeSize) =
        (.light, .leftToRight, .large)
    public init() {}
    public var description: String { "\(values)" }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { values.colorScheme }
        set { values.colorScheme = newValue }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
    public var layoutDirection: LayoutDirection {
        get { values.layoutDirection }
        set { values.layoutDirection = newValue }
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
    public var dynamicTypeSize: DynamicTypeSize {
        get { values.dynamicTypeSize }
        set { values.dynamicTypeSize = newValue }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorScheme: CaseIterable, Sendable {
    case light
    case dark
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall
    case small
    case medium
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5
}

// MARK: Layout (arm64-apple-ios.swiftinterface: `protocol Animatable`, `protocol VectorArithmetic`,
// `struct EmptyAnimatableData`, `protocol Layout` and its extensions, `struct ProposedViewSize`,
// `struct LayoutSubviews`, `struct LayoutSubview`, `protocol LayoutValueKey`, `func layoutValue(key:value:)`,
// `struct UnitPoint`)

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EmptyAnimatableData: VectorArithmetic {
    public init() {}
    public static var zero: EmptyAnimatableData { .init() }
    public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
    public static func == (a: EmptyAnimatableData, b: EmptyAnimatableData) -> Bool { true }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol Layout: Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout where Self.Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
    @_disfavoredOverload
    public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V: View {
        Modified(content: content())
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct ProposedViewSize: Equatable {
    public var width: CGFloat?
    public var height: CGFloat?
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public init(width: CGFloat?, height: CGFloat?) {
        (self.width, self.height) = (width, height)
    }
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }
    public static func == (a: ProposedViewSize, b: ProposedViewSize) -> Bool { a.width == b.width && a.height == b.height }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public var layoutDirection: LayoutDirection
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(index: Int) -> LayoutSubviews.Element { fatalError("the stub lays nothing out") }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { self }
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool { true }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubview: Equatable {
    public subscript<K>(key: K.Type) -> K.Value where K: LayoutValueKey { K.defaultValue }
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { true }
}

@available(*, unavailable)
extension LayoutSubview: Sendable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    public func layoutValue<K>(key: K.Type, value: K.Value) -> some View where K: LayoutValueKey { Modified(content: self) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct UnitPoint: Hashable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { self.init(x: 0, y: 0) }
    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
    public static let topLeading = UnitPoint(x: 0, y: 0)
}

// MARK: Text, fonts, images and colours (arm64-apple-ios.swiftinterface: `struct Text` and its extensions
// `foregroundColor(_:)`, `font(_:)`, `enum TruncationMode`; `struct Font`, `system(size:weight:design:)`,
// `struct Weight`, `enum Design`; `struct Image`, `init(_:bundle:)`, `init(systemName:)`, `init(uiImage:)`,
// `resizable(capInsets:resizingMode:)`,
// `enum ResizingMode`; `struct Color`, `init(_:red:green:blue:opacity:)`, `init(uiColor:)`, `enum RGBColorSpace`;
// `protocol ShapeStyle`, `extension Color : ShapeStyle`)

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
    let content: String
    public init(verbatim content: String) { self.content = content }
    /// `Label(_:systemImage:)`'s title; the SDK's `init<S>(_:)` for it is RowKit's to leave alone.
    init<S>(_ content: S) where S: StringProtocol { self.content = String(content) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
    public enum TruncationMode: Sendable {
        case head
        case tail
        case middle
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func font(_ font: Font?) -> Text { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Font: Hashable, Sendable {
    let size: CGFloat
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { Font(size: size) }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font { Font(size: size) }
    public enum Design: Hashable, Sendable {
        case `default`
        case serif
        case rounded
        case monospaced
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
    @frozen public struct Weight: Hashable {
        let value: CGFloat
        public static let regular = Weight(value: 0)
        public static let semibold = Weight(value: 0.3)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Image: Equatable, Sendable {
    let name: String
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image: View {
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image {
    public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
    @available(macOS 11.0, *)
    public init(systemName: String) { name = systemName }
}

@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
extension Image {
    public init(uiImage: UIImage) { name = "\(uiImage)" }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image {
    public enum ResizingMode: Sendable {
        case tile
        case stretch
    }
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
    let name: String
    public var description: String { name }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: ShapeStyle {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
    public enum RGBColorSpace: Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = "\(colorSpace) \(red) \(green) \(blue) \(opacity)"
    }
}

@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
@available(macOS, unavailable)
extension Color {
    public init(uiColor: UIColor) { name = "\(uiColor)" }
}

// MARK: Shapes (arm64-apple-ios.swiftinterface: `protocol Shape`, `extension Shape` with its `body`,
// `struct _ShapeView`, `struct ForegroundStyle`, `struct Path`, `struct RoundedRectangle`, `struct Capsule`,
// `enum RoundedCornerStyle`)

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape: Sendable, Animatable, View {
    func path(in rect: CGRect) -> Path
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
    public var shape: Content
    public var style: Style
    public init(shape: Content, style: Style) { (self.shape, self.style) = (shape, style) }
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Path: Equatable, @unchecked Sendable {
    public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum RoundedCornerStyle: Sendable {
    case circular
    case continuous
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public func path(in rect: CGRect) -> Path { Path() }
    public typealias AnimatableData = EmptyAnimatableData
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    @inlinable public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }
    public func path(in r: CGRect) -> Path { Path() }
    public typealias AnimatableData = EmptyAnimatableData
}

// MARK: Geometry and alignment (arm64-apple-ios.swiftinterface: `struct EdgeInsets`, `enum Edge` and `Edge.Set`,
// `enum HorizontalEdge`, `struct Alignment` and its constants, `struct HorizontalAlignment`, `struct VerticalAlignment`)

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EdgeInsets: Equatable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Edge: Int8, CaseIterable {
    case top, leading, bottom, trailing
    @frozen public struct Set: OptionSet {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let all = Set(rawValue: 15)
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum HorizontalEdge: Int8, CaseIterable, Codable {
    case leading
    case trailing
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HorizontalAlignment: Equatable {
    let id: Int
    public static let leading = HorizontalAlignment(id: 0)
    public static let center = HorizontalAlignment(id: 1)
    public static let trailing = HorizontalAlignment(id: 2)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct VerticalAlignment: Equatable {
    let id: Int
    public static let center = VerticalAlignment(id: 1)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Alignment: Equatable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
}

// MARK: View modifiers RowKit applies (arm64-apple-ios.swiftinterface: `extension View` with each of them,
// `task(id:priority:_:)` among them; the availability is the extension's)

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func lineLimit(_ number: Int?) -> some View { Modified(content: self) }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { Modified(content: self) }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                      idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        Modified(content: self)
    }
    public func scaledToFit() -> some View { Modified(content: self) }
    public func labelsHidden() -> some View { Modified(content: self) }
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { Modified(content: self) }
    public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle {
        Modified(content: self)
    }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { Modified(content: self) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { Modified(content: self) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    public func task<T>(id value: T, priority: TaskPriority = .userInitiated,
                        @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View where T: Equatable {
        Modified(content: self)
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
        Modified(content: self)
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle { Modified(content: self) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    @_disfavoredOverload public func tint(_ tint: Color?) -> some View { Modified(content: self) }
}

// MARK: Accessibility (arm64-apple-ios.swiftinterface: `struct AccessibilityChildBehavior`, `struct AccessibilityTraits`,
// `accessibilityLabel(_:)`, `accessibilityValue(_:)`, `accessibilityAddTraits(_:)` on View and on
// `ModifiedContent where Modifier == AccessibilityAttachmentModifier`, `accessibilityActions(_:)`)

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityChildBehavior: Hashable {
    let id: Int
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AccessibilityChildBehavior {
    public static let ignore = AccessibilityChildBehavior(id: 0)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
    var bits: UInt
    init(bits: UInt) { self.bits = bits }
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    public init() { bits = 0 }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits ^ other.bits) }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        bits &= ~member.bits
        return member
    }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
    public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool { a.bits == b.bits }
    public typealias ArrayLiteralElement = AccessibilityTraits
    public typealias Element = AccessibilityTraits
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> { self }
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Content, Modifier> { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> { self }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    public func accessibilityActions<Content>(@ViewBuilder _ content: () -> Content) -> some View where Content: View {
        Modified(content: self)
    }
}

// MARK: Controls (arm64-apple-ios.swiftinterface: `struct Toggle`, `struct Button`, `init(role:action:label:)`,
// `struct ButtonRole`, `protocol PrimitiveButtonStyle`, `struct BorderlessButtonStyle`, `.borderless`,
// `buttonStyle(_:)`, `struct Label`, `init(_:systemImage:)`)

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Toggle<Label>: View where Label: View {
    let isOn: Binding<Bool>
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.isOn = isOn }
    @preconcurrency @MainActor public var body: some View { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Button<Label>: View where Label: View {
    let action: () -> Void
    let label: Label
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
    @preconcurrency @MainActor public var body: some View { label }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button {
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
    let id: Int
    public static let destructive = ButtonRole(id: 0)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PrimitiveButtonStyleConfiguration {
    public struct Label: View {
        public typealias Body = Never
    }
    public let label: PrimitiveButtonStyleConfiguration.Label
    public func trigger() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle { Modified(content: self) }
}

@available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 8.0, *)
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: BorderlessButtonStyle.Configuration) -> some View { configuration.label }
}

@available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { .init() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct Label<Title, Icon>: View where Title: View, Icon: View {
    let title: Title
    let icon: Icon
    @preconcurrency @MainActor public var body: some View { title }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
    @_disfavoredOverload public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {
        self.init(title: Text(title), icon: Image(systemName: name))
    }
}

// arm64-apple-ios.swiftinterface: `struct Menu` and `init(content:label:)`.
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct Menu<Label, Content>: View where Label: View, Content: View {
    let content: Content
    let label: Label
    @preconcurrency @MainActor public var body: some View { label }
}

@available(*, unavailable)
extension Menu: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
}

// MARK: Lists (arm64-apple-ios.swiftinterface: `struct List`, `init(content:)`, `struct Section`,
// `init(content:header:footer:)`, `struct ForEach` and its initialisers, `struct Group`, `struct GeometryReader`,
// `struct GeometryProxy`, `protocol ListStyle`, `listStyle(_:)`, `PlainListStyle`, `GroupedListStyle`,
// `InsetGroupedListStyle` and their static members, `swipeActions(edge:allowsFullSwipe:content:)`,
// `contextMenu(menuItems:)`)

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    let content: Content
    @preconcurrency @MainActor public var body: some View { content }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
    @preconcurrency @MainActor public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let footer: Footer
    let content: Content
}

@available(*, unavailable)
extension Section: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent: View, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), footer: footer(), content: content())
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
}

@available(*, unavailable)
extension ForEach: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        (self.data, self.content) = (data, content)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        (self.data, self.content) = (data, content)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Group<Content> {
    public typealias Body = Never
    @usableFromInline var content: Content
}

@available(*, unavailable)
extension Group: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct GeometryReader<Content>: View where Content: View {
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public typealias Body = Never
}

@available(*, unavailable)
extension GeometryReader: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GeometryProxy {
    let stubSize: CGSize
    public var size: CGSize { stubSize }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ListStyle {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func listStyle<S>(_ style: S) -> some View where S: ListStyle { Modified(content: self) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PlainListStyle: ListStyle {
    public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { .init() }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct GroupedListStyle: ListStyle {
    public init() {}
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { .init() }
}

@available(iOS 14.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
}

@available(iOS 14.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { .init() }
}

@available(iOS 15.0, macOS 12.0, watchOS 8.0, *)
@available(tvOS, unavailable)
extension View {
    public func swipeActions<T>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View
        where T: View {
        Modified(content: self)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 14.0, *)
@available(watchOS, introduced: 6.0, deprecated: 7.0)
extension View {
    public func contextMenu<MenuItems>(@ViewBuilder menuItems: () -> MenuItems) -> some View where MenuItems: View {
        Modified(content: self)
    }
}

// MARK: UIKit's view controllers in SwiftUI (arm64-apple-ios.swiftinterface: `protocol UIViewControllerRepresentable`
// and its extensions, `struct UIViewControllerRepresentableContext` and its `Sendable` extension). The
// representable's `body` is the one `extension View where Body == Never` above gives; its underscored
// requirements (`_identifiedViewTree`, `_layoutOptions`, `_resetUIViewController`) are left out.

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    associatedtype UIViewControllerType: UIViewController
    @preconcurrency @MainActor func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    @preconcurrency @MainActor func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    @preconcurrency @MainActor static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType,
                                                                    coordinator: Self.Coordinator)
    associatedtype Coordinator = Void
    @preconcurrency @MainActor func makeCoordinator() -> Self.Coordinator
    @available(iOS 16.0, tvOS 16.0, *)
    @preconcurrency @MainActor func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType,
                                                 context: Self.Context) -> CGSize?
    typealias Context = UIViewControllerRepresentableContext<Self>
}

@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
extension UIViewControllerRepresentable where Self.Coordinator == () {
    public func makeCoordinator() -> Self.Coordinator { () }
}

@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
extension UIViewControllerRepresentable {
    @available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType,
                             context: Self.Context) -> CGSize? { nil }
    public static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator) {}
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {
    @preconcurrency @MainActor public let coordinator: Representable.Coordinator
    @preconcurrency @MainActor public var environment: EnvironmentValues { EnvironmentValues() }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewControllerRepresentableContext: Sendable {}

// MARK: Previews (arm64-apple-ios.swiftinterface: `protocol PreviewProvider` and its extension, `enum PreviewPlatform`,
// `previewDisplayName(_:)`). PreviewProvider refines `_PreviewProvider`, whose two underscored
// requirements its extension satisfies; both are left out.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @preconcurrency @MainActor static var previews: Self.Previews { get }
    @preconcurrency @MainActor static var platform: PreviewPlatform? { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PreviewProvider {
    @preconcurrency @MainActor public static var platform: PreviewPlatform? { nil }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum PreviewPlatform: Sendable {
    case iOS
    case macOS
    case tvOS
    case watchOS
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func previewDisplayName(_ value: String?) -> some View { Modified(content: self) }
}
