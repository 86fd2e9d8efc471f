import Foundation
import LayoutEngine
import SwiftSyntax

/// SwiftUI's and Swift's static members ltrace knows (`Color.red`, `.center`, `.infinity`,
/// `Edge.Set.all`), and those an app adds to them in extensions (`extension Color { static let
/// brand = … }`), read as `Type.member` or as an implicit `.member` where the type is expected.
extension Interpreter {
    /// The types whose statics ltrace knows, and the expectation that reads them.
    static let staticTypes: [String: Expectation] = [
        "Color": .color, "CGFloat": .floating, "Double": .floating, "Float": .floating, "Int": .int, "Alignment": .alignment,
        "HorizontalAlignment": .horizontal, "VerticalAlignment": .vertical, "Font": .font, "Font.Weight": .fontWeight, "Edge.Set": .edgeSet,
        "Axis.Set": .axisSet, "UnitPoint": .unitPoint, "ContentMode": .contentMode, "Angle": .angle, "CGSize": .size, "CGPoint": .point, "CGRect": .rect,
        "TextAlignment": .textAlignment, "EdgeInsets": .insets, "CoordinateSpace": .coordinateSpace, "ShapeStyle": .shapeStyle,
        "AnyShapeStyle": .shapeStyle, "String": .string,
    ]
    static let staticTypeNames: Set<String> = Set(staticTypes.keys).union(["Edge", "Axis", "GridItem.Size"])

    /// The member names `Type.` may be followed by, for suggestions.
    static func staticMemberNames(of type: String) -> [String] {
        switch staticTypes[type] {
        case .color?, .shapeStyle?: return Array(Color.named.keys) + Array(shapeStyles)
        case .font?: return Array(Font.textStyles.keys)
        case .fontWeight?: return Font.Weight.all.map(\.name)
        case .alignment?: return Array(alignments.keys)
        case .horizontal?: return Array(horizontalAlignments.keys)
        case .vertical?: return Array(verticalAlignments.keys)
        case .unitPoint?: return Array(unitPoints.keys)
        case .edgeSet?: return Array(edgeSets.keys)
        default: return EnvironmentSymbols.cases(of: type)
        }
    }

    /// The expectation whose implicit members are `type`'s statics.
    static func expectation(forType type: String) -> Expectation? { staticTypes[type] }

    /// `Color.red`, `CGFloat.infinity`, `ColorScheme.dark`, `Color.brand` from an extension; nil
    /// when `type` has no such member ltrace knows.
    func builtInStatic(_ type: String, _ name: String, at node: some SyntaxProtocol, _ cx: Context) throws -> Value? {
        if let native = NativeTypes.byName[type] { return try nativeStatic(native, name, at: node) }
        if let v = try extensionStatic(name, types: type == "Color" ? ["Color", "ShapeStyle"] : [type], cx) { return v }
        if let symbol = EnvironmentSymbols.symbol(type, name) { return .symbol(symbol) }
        // `ColorScheme.allCases`: the cases, in SwiftUI's order.
        if name == "allCases", let cases = EnvironmentSymbols.types[type]?.cases { return .array(cases.compactMap { EnvironmentSymbols.symbol(type, $0).map { .symbol($0) } }) }
        switch (type, name) {
        case ("Int", "max"): return .int(.max)
        case ("Int", "min"): return .int(.min)
        case ("CGFloat", "nan"), ("Double", "nan"), ("Float", "nan"): return .double(.nan)
        case (_, "zero") where Self.zeros[type] != nil: return Self.zeros[type]
        case ("CGFloat", "infinity"), ("Double", "infinity"), ("Float", "infinity"): return .double(.infinity)
        case ("CGFloat", "pi"), ("Double", "pi"), ("Float", "pi"): return .double(.pi)
        case ("CGFloat", "greatestFiniteMagnitude"), ("Double", "greatestFiniteMagnitude"): return .double(.greatestFiniteMagnitude)
        case ("Edge", _), ("Axis", _): return .string(name)
        // `Image.sideMenu`, `ImageResource.sideMenu`: an image set's generated symbol.
        case ("Image", _), ("ImageResource", _):
            guard let asset = assets.imageName(symbol: name) else { return nil }
            return .image(assetImage(asset, position: position(node), label: "\(type).\(name)", at: node))
        case ("ColorResource", _):
            guard let set = assets.color(symbol: name) else { return nil }
            remember(set)
            return .color(set.color, position: position(node), label: "ColorResource.\(name)")
        // `Image.Icons.star`: an image set in a folder that provides a namespace.
        case (let t, _) where t.hasPrefix(Self.imageNamespacePrefix):
            guard let asset = assets.imageName(symbol: t.dropFirst(Self.imageNamespacePrefix.count) + "." + name) else { return nil }
            return .image(assetImage(asset, position: position(node), label: "Image.\(t.dropFirst(Self.imageNamespacePrefix.count)).\(name)", at: node))
        // `Color.Theme.brand`: a colour set in a folder that provides a namespace.
        case (let t, _) where t.hasPrefix(Self.colorNamespacePrefix):
            guard let set = assets.color(symbol: t.dropFirst(Self.colorNamespacePrefix.count) + "." + name) else { return nil }
            remember(set)
            return .color(set.color, position: position(node), label: "\(t).\(name)")
        default: break
        }
        guard let expectation = Self.expectation(forType: type) else { return nil }
        return try? implicitMember(name, at: node, cx, expecting: expectation, typeName: type)
    }

    /// `.center`, `.infinity`, `.blue`, `.sample` (a static of the expected declared type): what
    /// the name means for the expected type.
    func implicitMember(_ name: String, at node: some SyntaxProtocol, _ cx: Context, expecting: Expectation, typeName: String? = nil) throws -> Value {
        let found: Value?
        let candidates: [String]
        switch expecting {
        case .declared(let written):
            if let type = index.type(named: written, near: Syntax(node)) { return try staticMember(of: type, name, at: node, cx) }
            found = nil
            candidates = []
        case .native(let type):
            guard let native = NativeTypes.byName[type] else { throw error(node, "unknown type \(type)") }
            return try nativeStatic(native, name, at: node)
        case .number, .floating, .int,
             .any where name == "infinity":
            switch name {
            case "infinity": found = .double(.infinity)
            case "zero": found = expecting == .int ? .int(0) : .double(0)
            case "pi": found = .double(.pi)
            case "nan" where expecting != .int: found = .double(.nan)
            // `.lineLimit(.max)`: Int's; a floating-point type has no `max`.
            case "max" where expecting == .int: found = .int(.max)
            case "min" where expecting == .int: found = .int(.min)
            default: found = nil
            }
            candidates = ["infinity", "zero", "pi", "nan"]
        case .color, .view, .shapeStyle:
            if expecting != .color, let shape = Self.implicitShapes[name] {
                // `background(.blue, in: .capsule)`: a shape written as a member.
                return .views([try count([NodeSpec.shape(shape.kind, label: ".\(name)", outline: shape.outline, args: [:]).at(position(node))], at: node)[0]])
            }
            if Color.named[name] == nil, Self.shapeStyles.contains(name) {
                // A material or hierarchical style fills its frame as a colour does.
                found = .color(Color(name), position: position(node), label: ".\(name)")
            } else if let c = Color.named[name] {
                found = .color(c, position: position(node), label: "Color.\(name)")
                if expecting == .view, typeName == nil {
                    throw error(node, "'.\(name)' is not a view here; write 'Color.\(name)'")
                }
            } else {
                found = nil
            }
            candidates = Array(Color.named.keys)
        case .font:
            found = Font.textStyles[name].map { .font($0) }
            candidates = Array(Font.textStyles.keys)
        case .fontWeight:
            found = Font.Weight.all.first { $0.name == name }.map { .fontWeight($0) }
            candidates = Font.Weight.all.map(\.name)
        case .alignment:
            found = try (Self.alignments[name] ?? customAlignment(name, cx)).map { .alignment($0) }
            candidates = Array(Self.alignments.keys) + customGuideNames(of: "Alignment")
        case .horizontal:
            found = try (Self.horizontalAlignments[name] ?? customHorizontal(name, cx)).map { .horizontal($0) }
            candidates = Array(Self.horizontalAlignments.keys) + customGuideNames(of: "HorizontalAlignment")
        case .vertical:
            found = try (Self.verticalAlignments[name] ?? customVertical(name, cx)).map { .vertical($0) }
            candidates = Array(Self.verticalAlignments.keys) + customGuideNames(of: "VerticalAlignment")
        case .guide:
            if name == "center" {
                throw error(node, "'.center' is ambiguous here; write HorizontalAlignment.center or VerticalAlignment.center")
            }
            if let h = try Self.horizontalAlignments[name] ?? customHorizontal(name, cx) {
                found = .horizontal(h)
            } else {
                found = try (Self.verticalAlignments[name] ?? customVertical(name, cx)).map { .vertical($0) }
            }
            candidates = Array(Self.horizontalAlignments.keys) + Array(Self.verticalAlignments.keys) + customGuideNames(of: "HorizontalAlignment")
                + customGuideNames(of: "VerticalAlignment")
        case .unitPoint:
            found = Self.unitPoints[name].map { .unitPoint($0) }
            candidates = Array(Self.unitPoints.keys)
        case .edgeSet:
            found = Self.edgeSets[name].map { .edgeSet($0) }
            candidates = Array(Self.edgeSets.keys)
        case .axisSet:
            found = name == "horizontal" ? .axisSet(.horizontal) : name == "vertical" ? .axisSet(.vertical) : nil
            candidates = ["horizontal", "vertical"]
        case .contentMode:
            found = ContentMode(rawValue: name).map { .contentMode($0) }
            candidates = ["fit", "fill"]
        case .size:
            found = name == "zero" ? .size(.zero) : nil
            candidates = ["zero"]
        case .point:
            found = name == "zero" ? .point(.zero) : nil
            candidates = ["zero"]
        case .rect:
            found = name == "zero" ? .rect(.zero) : nil
            candidates = ["zero"]
        case .insets:
            found = nil
            candidates = []
        case .image:
            if let asset = assets.imageName(symbol: name) {
                found = .image(assetImage(asset, position: position(node), label: ".\(name)", at: node))
            } else {
                found = assetNamespace("Image", name).map { .type(.named($0)) }
            }
            candidates = []
        case .textAlignment:
            found = TextAlignment(rawValue: name).map { .textAlignment($0) }
            candidates = ["leading", "center", "trailing"]
        case .coordinateSpace:
            found = name == "local" ? .string("local") : name == "global" ? .string("global") : .string(name)
            candidates = ["local", "global"]
        // `.extraSmall` where a `ContentSizeCategory` is expected: a case of SwiftUI's environment enums.
        case .outside(let type) where EnvironmentSymbols.types[type] != nil:
            found = try builtInStatic(type, name, at: node, cx)
            candidates = EnvironmentSymbols.cases(of: type)
        default:
            found = nil
            candidates = []
        }
        if let found { return found }
        if let v = try extensionStatic(name, types: typeName.map { [$0] } ?? Self.extendedTypes(for: expecting), cx) { return v }
        // `Color.appBg`, `.appBg`: the generated symbol of a colour set of the app's catalogs;
        // `.Theme` the namespace of `.Theme.brand`.
        if [.color, .shapeStyle, .view].contains(expecting), typeName == nil || typeName == "Color" || typeName == "ShapeStyle" {
            if let set = assets.color(symbol: name) {
                remember(set)
                return .color(set.color, position: position(node), label: typeName.map { "\($0).\(name)" } ?? ".\(name)")
            }
            if let namespace = assetNamespace("Color", name) { return .type(.named(namespace)) }
        }
        if typeName == nil, expecting == .any, let v = try enumCase(named: name, cx) { return v }
        if expecting == .shapeStyle {
            // A style the app declares where ltrace does not read it: drawing only.
            warn(node, .approximated, "'.\(name)' is not a colour or shape style ltrace knows; it is drawn as a placeholder (a colour cannot change layout)")
            return .color(Color(name), position: position(node), label: ".\(name)")
        }
        // `.none` where an optional is expected: Optional's own case, nil.
        if name == "none", typeName == nil { return .nilValue }
        if expecting.isOpen, typeName == nil {
            // A static of a type from outside (`.now`, `.inactive`), or of one ltrace cannot tell here: opaque.
            return .opaque(OpaqueValue(expression: ".\(name)", type: nil, node: Syntax(node)))
        }
        let written = typeName.map { "\($0).\(name)" } ?? ".\(name)"
        if candidates.isEmpty {
            throw error(node, "cannot tell what '\(written)' means here")
        }
        throw error(node, "'\(written)' is not \(expecting.name)" + NameSuggestions.hint(name, among: candidates, prefix: "."))
    }

    /// What a namespace of the asset catalogs' generated symbols is named as a type here:
    /// `Color.Theme` (also written `ColorResource.Theme`, or `.Theme` where a colour is expected).
    static let colorNamespacePrefix = "Color·"
    static let imageNamespacePrefix = "Image·"

    func assetNamespace(_ type: String, _ name: String) -> String? {
        let (prefix, inner): (String, String)
        if type.hasPrefix(Self.colorNamespacePrefix) {
            (prefix, inner) = (Self.colorNamespacePrefix, String(type.dropFirst(Self.colorNamespacePrefix.count)) + "." + name)
        } else if type.hasPrefix(Self.imageNamespacePrefix) {
            (prefix, inner) = (Self.imageNamespacePrefix, String(type.dropFirst(Self.imageNamespacePrefix.count)) + "." + name)
        } else if ["Color", "ColorResource", "ShapeStyle", "UIColor"].contains(type) {
            (prefix, inner) = (Self.colorNamespacePrefix, name)
        } else if ["Image", "ImageResource", "UIImage"].contains(type) {
            (prefix, inner) = (Self.imageNamespacePrefix, name)
        } else {
            return nil
        }
        let namespaces = prefix == Self.colorNamespacePrefix ? assets.colorNamespaces : assets.imageNamespaces
        return namespaces.contains(inner) ? prefix + inner : nil
    }

    /// The types whose statics an implicit member `.name` can mean where `expecting` is expected.
    static func extendedTypes(for expecting: Expectation) -> [String] {
        switch expecting {
        case .color, .view, .shapeStyle: return ["Color", "ShapeStyle", "Shape"]
        case .font: return ["Font"]
        case .fontWeight: return ["Font.Weight"]
        case .number, .floating, .int: return ["CGFloat", "Double", "Int", "Float"]
        case .string: return ["String"]
        case .edgeSet: return ["Edge.Set"]
        case .unitPoint: return ["UnitPoint"]
        case .alignment: return ["Alignment"]
        case .coordinateSpace: return ["CoordinateSpace"]
        case .size: return ["CGSize"]
        case .point: return ["CGPoint"]
        case .rect: return ["CGRect"]
        case .insets: return ["EdgeInsets"]
        case .angle: return ["Angle"]
        case .native(let type): return [type]
        case .any: return ["CGFloat", "Double", "Int", "Float", "String", "Color", "Font"]
        case .outside(let type): return [type]
        default: return []
        }
    }

    /// The value of `Type.name` declared in an extension of one of `types`, evaluated once.
    func extensionStatic(_ name: String, types: [String], _ cx: Context) throws -> Value? {
        for type in types {
            guard let declaration = index.outsideExtensions[type]?.statics[name] else { continue }
            let expectation = Self.staticTypes[type] ?? Expectation.of(type: declaration.type, index: index)
            return try memoised(declaration, cx) { inner in
                let scope = Scope(parent: globals)
                if let getter = declaration.getter { return try value(of: getter, inner.with(scope), at: declaration.node, expecting: expectation) }
                guard let initializer = declaration.initializer else { throw error(declaration.node, "'\(declaration.qualifiedName)' has no value") }
                return typed(try evaluate(initializer, inner.with(scope), expecting: expectation), as: declaration.type)
            }
        }
        return nil
    }

    /// An enum case written `.tea` where the type is not written: the one enum of the scene with that case.
    func enumCase(named name: String, _ cx: Context) throws -> Value? {
        guard let (type, c) = enumCaseDeclaration(named: name), c.parameters == nil else { return nil }
        return .instance(try caseValue(type, c, cx))
    }

    func enumCaseDeclaration(named name: String) -> (TypeDeclaration, EnumCase)? {
        let matches = index.allTypes.filter(\.isEnum).compactMap { type in type.enumCase(name).map { (type, $0) } }
        guard matches.count == 1 else { return nil }
        return matches[0]
    }

    /// Shapes written as implicit members where a shape is expected (`clipShape(.capsule)`,
    /// `background(.blue, in: .rect)`), as the kinds and outlines their views have.
    static let implicitShapes: [String: (kind: String, outline: String)] = [
        "rect": ("Rectangle", "rectangle"), "circle": ("Circle", "circle"), "capsule": ("Capsule", "capsule"), "ellipse": ("Ellipse", "ellipse"),
    ]

    /// Shape styles other than colours: materials and the hierarchical and semantic styles.
    static let shapeStyles: Set<String> = [
        "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
        "tertiary", "quaternary", "quinary", "tint", "foreground", "background", "separator",
    ]

    static let alignments: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom, "topLeading": .topLeading,
        "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
        "centerFirstTextBaseline": .centerFirstTextBaseline, "centerLastTextBaseline": .centerLastTextBaseline,
        "leadingFirstTextBaseline": .leadingFirstTextBaseline, "leadingLastTextBaseline": .leadingLastTextBaseline,
        "trailingFirstTextBaseline": .trailingFirstTextBaseline, "trailingLastTextBaseline": .trailingLastTextBaseline,
    ]
    static let horizontalAlignments: [String: HorizontalAlignment] = ["leading": .leading, "center": .center, "trailing": .trailing]
    static let verticalAlignments: [String: VerticalAlignment] = [
        "top": .top, "center": .center, "bottom": .bottom, "firstTextBaseline": .firstTextBaseline, "lastTextBaseline": .lastTextBaseline,
    ]
    static let unitPoints: [String: UnitPoint] = [
        "zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]
    static let edgeSets: [String: Edge.Set] = [
        "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing, "horizontal": .horizontal,
        "vertical": .vertical, "all": .all,
    ]
}
