// ColorSetContents.swift reads a colour set's Contents.json: its colours, their appearances and components.

import RowcJSON
import RowcSource

/// Reads the `colors` array of a colour set's Contents.json (Apple's Asset Catalog Format
/// Reference, "Named Color Type"; grammar.md, "Asset catalogs", gives the rules).
struct ColorSetContents {
    let contents: ContentsFile
    var problems: Problems

    var file: SourceFile { contents.file }

    /// The set `name` as `contents` describes it; its values are nil where they cannot be read.
    static func colorSet(named name: String, _ contents: ContentsFile, problems: inout Problems) -> ColorSet {
        var reader = ColorSetContents(contents: contents, problems: problems)
        let set = reader.read(name)
        problems = reader.problems
        return set
    }

    private mutating func read(_ name: String) -> ColorSet {
        guard let colors = contents.json["colors"] else {
            problems.report(.invalidContents, AssetMessage.missingKey("colors", in: "a colour set's Contents.json"), in: file,
                            at: problems.span(of: contents.json, in: file))
            return ColorSet(name: name, light: nil, dark: nil)
        }
        guard case .array = colors.value else {
            problems.wrongKind("colors", colors, expected: "an array", in: file)
            return ColorSet(name: name, light: nil, dark: nil)
        }
        var any: ColorSet.Value??, light: ColorSet.Value??, dark: ColorSet.Value??
        // A set with colours for both gamuts gives its sRGB ones to the check, which works in sRGB.
        skipsWideGamut = colors.items.contains { !isWideGamut($0) }
        for entry in colors.items {
            guard entry.isObject else {
                problems.wrongKind("colors", entry, expected: "an array of objects", in: file)
                continue
            }
            guard let slot = slot(of: entry) else { continue }
            let value = color(entry)
            switch slot {
            case .any: if any == nil { any = .some(value) }
            case .light: if light == nil { light = .some(value) }
            case .dark: if dark == nil { dark = .some(value) }
            }
        }
        guard let lightValue = light ?? any else {
            if colors.items.isEmpty { problems.report(.invalidContents, AssetMessage.noColors, in: file, at: problems.span(of: colors, in: file)) }
            return ColorSet(name: name, light: nil, dark: (dark ?? nil))
        }
        return ColorSet(name: name, light: lightValue, dark: dark ?? lightValue)
    }

    enum Slot { case any, light, dark }

    /// Whether entries for Display P3 screens are left out, their set having sRGB ones.
    private var skipsWideGamut = false

    private func isWideGamut(_ entry: LocatedJSON) -> Bool {
        entry["display-gamut"]?.value.stringValue?.lowercased() == "display-p3"
    }

    /// Which appearance `entry` is for, or nil for one the cell never shows rowc's check for:
    /// another idiom than iPhone's, the Display P3 variant of a set that has an sRGB one, high
    /// contrast. Its keys are checked only as far as telling that.
    private mutating func slot(of entry: LocatedJSON) -> Slot? {
        if let idiom = entry["idiom"], let text = idiom.value.stringValue, text != "universal", text != "iphone" { return nil }
        if skipsWideGamut && isWideGamut(entry) { return nil }
        var slot = Slot.any
        guard let appearances = entry["appearances"] else { return slot }
        guard case .array = appearances.value else {
            problems.wrongKind("appearances", appearances, expected: "an array", in: file)
            return nil
        }
        for appearance in appearances.items {
            guard let kind = appearance["appearance"]?.value.stringValue, let value = appearance["value"]?.value.stringValue else {
                problems.report(.invalidContents, AssetMessage.missingKey("appearance` and `value", in: "an appearance"), in: file,
                                at: problems.span(of: appearance, in: file))
                return nil
            }
            switch (kind, value) {
            case ("luminosity", "light"): slot = .light
            case ("luminosity", "dark"): slot = .dark
            default: return nil  // high contrast, or an appearance rowc does not check
            }
        }
        return slot
    }

    /// The colour of one entry, or nil after reporting why it cannot be read. An entry without
    /// `color` is valid: Xcode's template writes `AccentColor` so (`[ { "idiom" : "universal" } ]`).
    private mutating func color(_ entry: LocatedJSON) -> ColorSet.Value? {
        guard let color = entry["color"] else { return .systemDefault }
        guard color.isObject else {
            problems.wrongKind("color", color, expected: "an object", in: file)
            return nil
        }
        if let reference = color["reference"] {
            guard let name = reference.value.stringValue else {
                problems.wrongKind("reference", reference, expected: "a string", in: file)
                return nil
            }
            return .system(name)
        }
        guard let components = color["components"] else {
            problems.report(.invalidContents, AssetMessage.colorHasNoComponents("color"), in: file, at: problems.span(of: color, in: file))
            return nil
        }
        guard let spaceValue = color["color-space"] else {
            problems.report(.invalidContents, AssetMessage.missingKey("color-space", in: "a colour with components"), in: file,
                            at: problems.span(of: color, in: file))
            return nil
        }
        guard let spaceName = spaceValue.value.stringValue else {
            problems.wrongKind("color-space", spaceValue, expected: "a string", in: file)
            return nil
        }
        guard let space = ColorSpace(rawValue: spaceName) else {
            problems.report(.invalidContents, AssetMessage.unknownColorSpace(spaceName, known: ColorSpace.allCases.map(\.rawValue)),
                            in: file, at: problems.span(of: spaceValue, in: file))
            return nil
        }
        guard components.isObject else {
            problems.wrongKind("components", components, expected: "an object", in: file)
            return nil
        }
        return srgb(components, in: space)
    }

    private mutating func srgb(_ components: LocatedJSON, in space: ColorSpace) -> ColorSet.Value? {
        let keys = space.isGray ? ["white", "alpha"] : ["red", "green", "blue", "alpha"]
        var values: [Double] = []
        for key in keys {
            guard let component = components[key] else {
                problems.report(.invalidContents, AssetMessage.missingKey(key, in: "`components` in `\(space.rawValue)`"), in: file,
                                at: problems.span(of: components, in: file))
                return nil
            }
            guard let value = self.component(key, component, in: space) else { return nil }
            values.append(value)
        }
        let rgb = space.isGray ? space.srgb((values[0], values[0], values[0])) : space.srgb((values[0], values[1], values[2]))
        return .srgb(UnitColor(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: min(1, max(0, values.last!))))
    }

    /// A component's value from 0 to 1, in any form Xcode writes: a JSON number from 0 to 1 (as
    /// Apple's reference shows), or a string of a decimal ("0.500"), a whole number from 0 to 255
    /// ("128") or a hexadecimal byte ("0x80"). Xcode writes alpha as a decimal, so a whole-number
    /// alpha is 0 or 1. The extended spaces allow values outside 0 to 1.
    private mutating func component(_ key: String, _ component: LocatedJSON, in space: ColorSpace) -> Double? {
        let value: Double?
        switch component.value {
        case .int(let int): value = Double(int)
        case .double(let double): value = double
        case .string(let text):
            let trimmed = text.trimmingSpaces
            if trimmed.lowercased().hasPrefix("0x"), let byte = Int(trimmed.dropFirst(2), radix: 16) {
                value = Double(byte) / 255
            } else if !trimmed.isEmpty, trimmed.allSatisfy(\.isASCIIDigit), let int = Int(trimmed) {
                value = key == "alpha" && int <= 1 ? Double(int) : Double(int) / 255
            } else {
                value = Double(trimmed).flatMap { $0.isFinite ? $0 : nil }
            }
        default: value = nil
        }
        guard let value else {
            let shown = component.value.stringValue.map { "\"\($0)\"" } ?? component.kind
            problems.report(.invalidContents, AssetMessage.unreadableComponent(key, value: shown), in: file,
                            at: problems.span(of: component, in: file))
            return nil
        }
        guard space.isExtended || (0...1).contains(value) else {
            let shown = component.value.stringValue ?? "\(component.value.doubleValue ?? value)"
            problems.report(.invalidContents, AssetMessage.componentOutOfRange(key, value: shown, space: space.rawValue), in: file,
                            at: problems.span(of: component, in: file))
            return nil
        }
        return value
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
