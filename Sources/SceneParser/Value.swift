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
    /// A value of a model type the scene declares (`Item(…)`, `Category.tea`).
    case model(ModelValue)

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
        default: return .string(typeName)
        }
    }
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
    var names: [String] { Array(values.keys) + (parent?.names ?? []) }
}
