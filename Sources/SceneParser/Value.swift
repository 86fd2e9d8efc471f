import Foundation
import LayoutEngine
import SwiftSyntax

/// A value computed while interpreting a scene.
enum Value {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case nilValue
    /// Views that are not values of their own kind: a list of nodes.
    case views([NodeSpec])
    /// A `Text`, kept apart so `font`, `bold`… change the text itself.
    case text(TextValue)
    /// An `Image`, kept apart so `resizable()` changes the image itself.
    case image(ImageValue)
    /// A colour: a view where a view is expected, a style elsewhere.
    case color(Color, position: SourcePosition, label: String)
    case font(Font)
    case fontWeight(Font.Weight)
    case alignment(Alignment)
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
    case unitPoint(UnitPoint)
    case edgeSet(Edge.Set)
    case axisSet(Axis.Set)
    case insets(EdgeInsets)
    case contentMode(ContentMode)
    case angle(Angle)
    case size(CGSize)
    case point(CGPoint)
    case rect(CGRect)
    case range(Int, Int)
    case array([Value])
    case proxy(GeometryProxy)
    case dimensions(ViewDimensions)
    case closure(ClosureExprSyntax, Scope)
    case textAlignment(TextAlignment)
    /// A value the interpreter keeps without looking inside: an app's model object held by a
    /// property wrapper, an environment value it has no use for. Using it is an error.
    case opaque(type: String)
    /// `CardStyle(radius: 8)`: a scene's `ViewModifier`, applied by `.modifier(…)`.
    case viewModifier(ModifierDefinition, FunctionCallExprSyntax, Scope)
    /// A value of a model type the scene declares (`Item(…)`, `Category.tea`, `State.loaded(items)`).
    case model(ModelValue)
    /// `(title, 3)`, `(name: "Tea", count: 2)`, an element of `enumerated()`.
    case tuple([TupleElement])
    /// `["tea": 3]`, in the order written (Swift's own order is unspecified).
    case dictionary([(key: Value, value: Value)])
    /// A range of floating-point numbers (`0.0...1.0`), as `random(in:)` and `case` patterns use it.
    case doubleRange(Double, Double, closed: Bool)
    /// `GridItem(.flexible())` and its size, `.adaptive(minimum: 40)`.
    case gridItem(GridItem)
    case gridItemSize(GridItem.Size)
    /// A value of one of SwiftUI's small enums (`ColorScheme.dark`, `DynamicTypeSize.large`).
    case symbol(SymbolValue)

    /// What the value is, for error messages: "a number", "a view"…
    var typeName: String {
        switch self {
        case .int, .double: return "a number"
        case .bool: return "a Bool"
        case .string: return "a string"
        case .nilValue: return "nil"
        case .views, .text, .image: return "a view"
        case .color: return "a Color"
        case .font: return "a Font"
        case .fontWeight: return "a Font.Weight"
        case .alignment: return "an Alignment"
        case .horizontal: return "a HorizontalAlignment"
        case .vertical: return "a VerticalAlignment"
        case .unitPoint: return "a UnitPoint"
        case .edgeSet: return "an Edge.Set"
        case .axisSet: return "an Axis.Set"
        case .insets: return "EdgeInsets"
        case .contentMode: return "a ContentMode"
        case .angle: return "an Angle"
        case .size: return "a CGSize"
        case .point: return "a CGPoint"
        case .rect: return "a CGRect"
        case .range: return "a range"
        case .array: return "an array"
        case .proxy: return "a GeometryProxy"
        case .dimensions: return "ViewDimensions"
        case .closure: return "a closure"
        case .textAlignment: return "a TextAlignment"
        case .opaque(let type): return "a \(type) (kept, not interpreted)"
        case .viewModifier(let m, _, _): return "a \(m.name)"
        case .model(let m): return "a \(m.type.name)"
        case .tuple: return "a tuple"
        case .dictionary: return "a dictionary"
        case .doubleRange: return "a range"
        case .symbol(let s): return "a \(s.type)"
        case .gridItem: return "a GridItem"
        case .gridItemSize: return "a GridItem.Size"
        }
    }

    var isNil: Bool { if case .nilValue = self { return true }; return false }

    var number: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }

    /// The value as it appears in node arguments.
    var traceValue: TraceValue {
        switch self {
        case .int(let i): return .number(Double(i))
        case .double(let d): return .number(d)
        case .bool(let b): return .bool(b)
        case .string(let s): return .string(s)
        case .nilValue: return .null
        case .color(let c, _, _): return .string(c.name)
        case .font(let f): return .string(f.name)
        case .alignment(let a): return .string(a.name)
        case .horizontal(let h): return .string(h.name)
        case .vertical(let v): return .string(v.name)
        case .array(let items): return .array(items.map(\.traceValue))
        case .tuple(let elements): return .array(elements.map(\.value.traceValue))
        case .symbol(let s): return .string(s.name)
        case .model(let m) where m.caseName != nil: return m.raw?.traceValue ?? .string(m.caseName!)
        default: return .string(typeName)
        }
    }
}

/// One element of a tuple: `name: "Tea"` or an unlabelled `3`.
struct TupleElement {
    let label: String?
    let value: Value
}

/// A case of one of SwiftUI's enums the environment holds; `order` ranks the cases that
/// compare (`DynamicTypeSize.large < .xxLarge`).
struct SymbolValue: Equatable {
    let type: String
    let name: String
    let order: Int
}

/// A `Text` being built: its string, its own font settings, and the modifiers folded into it.
struct TextValue {
    var content: String
    var style = TextStyle()
    var position: SourcePosition
    var label: String
}

/// An `Image` being built.
struct ImageValue {
    var name: String
    var systemName: Bool
    var size: CGSize?
    var resizable = false
    var position: SourcePosition
    var label: String
}

/// Variables visible to an expression: closure parameters, `let`s, a view's properties.
final class Scope {
    let parent: Scope?
    private var values: [String: Value] = [:]

    init(parent: Scope?) { self.parent = parent }

    func lookup(_ name: String) -> Value? { values[name] ?? parent?.lookup(name) }
    func bind(_ name: String, _ value: Value) { values[name] = value }
    /// `name = value`: changes the innermost binding of `name`; false when there is none.
    func assign(_ name: String, _ value: Value) -> Bool {
        if values[name] != nil {
            values[name] = value
            return true
        }
        return parent?.assign(name, value) ?? false
    }
    func lookupLocal(_ name: String) -> Value? { values[name] }
    var names: [String] { Array(values.keys) + (parent?.names ?? []) }
}
