import Foundation
import LayoutEngine
import SwiftSyntax

/// A value computed while interpreting a scene: Swift's own values, values of the types the
/// scene declares (`instance`), the SwiftUI values layout reads, views, and the one value of
/// everything outside the scene's files (`opaque`).
/// Large payloads are `indirect`: values are copied at every step of evaluation, and a
/// copy of a boxed payload is a retain, not a move of its bytes.
enum Value {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case nilValue
    case array([Value])
    /// `["tea": 3]`, in the order written (Swift's own order is unspecified).
    case dictionary([(key: Value, value: Value)])
    /// `(title, 3)`, `(name: "Tea", count: 2)`, an element of `enumerated()`.
    case tuple([TupleElement])
    case range(Int, Int)
    /// A range of floating-point numbers (`0.0...1.0`), as `random(in:)` and `case` patterns use it.
    indirect case doubleRange(Double, Double, closed: Bool)
    case closure(Closure)
    /// A function of the scene used as a value: a local `func`, or a method named without being
    /// called (`action: timer.skip`); calling it runs it with the scope it was taken from.
    indirect case function(FunctionDeclSyntax, base: Scope, name: String)
    /// A value of a type the scene declares: a model, a store, an enum's case, a view modifier.
    case instance(Instance)
    /// A type used as a value: `Item.self`, `Item` in `ModelContainer(for: Item.self)`.
    case type(TypeReference)
    /// Views that are not values of their own kind: a list of nodes.
    case views([NodeSpec])
    /// A `Text`, kept apart so `font`, `bold`… change the text itself.
    indirect case text(TextValue)
    /// An `Image`, kept apart so `resizable()` changes the image itself.
    indirect case image(ImageValue)
    /// A colour: a view where a view is expected, a style elsewhere.
    indirect case color(Color, position: SourcePosition, label: String)
    indirect case font(Font)
    indirect case fontWeight(Font.Weight)
    indirect case alignment(Alignment)
    indirect case horizontal(HorizontalAlignment)
    indirect case vertical(VerticalAlignment)
    case unitPoint(UnitPoint)
    case edgeSet(Edge.Set)
    case axisSet(Axis.Set)
    indirect case insets(EdgeInsets)
    case contentMode(ContentMode)
    case angle(Angle)
    case size(CGSize)
    case point(CGPoint)
    indirect case rect(CGRect)
    case textAlignment(TextAlignment)
    /// `GridItem(.flexible())` and its size, `.adaptive(minimum: 40)`.
    indirect case gridItem(GridItem)
    indirect case gridItemSize(GridItem.Size)
    /// A value of one of SwiftUI's small enums (`ColorScheme.dark`, `DynamicTypeSize.large`).
    indirect case symbol(SymbolValue)
    indirect case proxy(GeometryProxy)
    indirect case dimensions(ViewDimensions)
    /// A value from outside the scene's files (HealthKit's store, a logger, a package's client):
    /// it can be made, passed, stored and asked anything, and only becomes a concrete value when
    /// layout needs one, by a documented rule and with a warning (`Substitution`).
    indirect case opaque(OpaqueValue)
    /// SwiftData's `ModelContainer` or `ModelContext` of a preview: the objects inserted into it.
    case modelStore(ModelStore)
    /// A value of a library type implemented in a file of its own (`NativeValue`): a layout's
    /// proposal, subviews, spacing, SwiftUI's layouts as values.
    indirect case native(any NativeValue)

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
        case .range, .doubleRange: return "a range"
        case .array: return "an array"
        case .proxy: return "a GeometryProxy"
        case .dimensions: return "ViewDimensions"
        case .closure, .function: return "a closure"
        case .textAlignment: return "a TextAlignment"
        case .opaque(let o): return "an opaque value (\(o.expression))"
        case .instance(let i): return "a \(i.type.name)"
        case .type(let t): return "the type \(t.name)"
        case .tuple: return "a tuple"
        case .dictionary: return "a dictionary"
        case .symbol(let s): return "a \(s.type)"
        case .gridItem: return "a GridItem"
        case .gridItemSize: return "a GridItem.Size"
        case .modelStore: return "a ModelContainer"
        case .native(let n): return "a \(n.nativeType.names[0])"
        }
    }

    var isNil: Bool { if case .nilValue = self { return true }; return false }

    /// Whether calling the value can mean anything: a closure, a function, a type, a layout value, or something opaque.
    var isCallable: Bool {
        switch self {
        case .closure, .function, .type, .opaque, .native: return true
        case .instance(let i): return i.type.isLayout || i.type.members.methods["callAsFunction"] != nil
        default: return false
        }
    }

    /// The expectation under which an implicit member is a value of this one's kind (`.leading`
    /// compared with a HorizontalAlignment), for the values whose kind has implicit members.
    var expectationOfItsKind: Expectation? {
        switch self {
        case .horizontal: return .horizontal
        case .vertical: return .vertical
        case .alignment: return .alignment
        case .unitPoint: return .unitPoint
        case .double: return .floating
        case .int: return .int
        case .size: return .size
        case .point: return .point
        case .rect: return .rect
        case .insets: return .insets
        case .angle: return .angle
        case .native(let n): return .native(n.nativeType.names[0])
        case .instance(let m): return .declared(m.type.qualifiedName)
        default: return nil
        }
    }
    /// A case of an enum of the scene's (`.loaded(items)`).
    var isEnumCase: Bool { if case .instance(let i) = self { return i.caseName != nil }; return false }

    var number: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }

    var opaque: OpaqueValue? { if case .opaque(let o) = self { return o }; return nil }

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
        case .instance(let m) where m.caseName != nil: return m.raw?.traceValue ?? .string(m.caseName!)
        case .opaque(let o): return .string(o.expression)
        case .native(let n): return n.traceValue
        default: return .string(typeName)
        }
    }
}

/// A closure of the scene with the scope it was written in.
struct Closure {
    let syntax: ClosureExprSyntax
    let scope: Scope
    /// Written where the type returns views (`@ViewBuilder content: () -> Content`): calling it makes views.
    var makesViews = false
}

/// A type named as a value.
enum TypeReference {
    case declared(TypeDeclaration)
    /// A type of SwiftUI, Swift or a framework (`Int`, `HKHealthStore`).
    case named(String)

    var name: String {
        switch self {
        case .declared(let t): return t.name
        case .named(let n): return n
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
    /// Its runs and the settings made on them, kept by the engine's `Text`.
    var text: Text
    var content: String { text.content }
    var position: SourcePosition
    var label: String
    /// Whether the label is `a + b`, which a modifier after it puts in parentheses.
    var isSum = false
    /// The substitutions its string depends on (an opaque value measured as its expression).
    var diagnostics: [SourceDiagnostic] = []
}

/// An `Image` being built.
struct ImageValue {
    var name: String
    var systemName: Bool
    var size: CGSize?
    var resizable = false
    var position: SourcePosition
    var label: String
    var diagnostics: [SourceDiagnostic] = []
}

/// An instance's fields by name, in the order they were first set. A type has a few fields:
/// searching a short list is quicker than hashing the name, which every read and write of a
/// field did (`p.x += p.vx` hashed `x` and `vx`, a sixth of a struct-heavy loop's time).
struct InstanceFields: Sequence, ExpressibleByDictionaryLiteral {
    private var entries: [(key: String, value: Value)] = []

    init() {}

    /// In the order of their names: a dictionary has none of its own.
    init(_ values: [String: Value]) { entries = values.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }

    init(dictionaryLiteral elements: (String, Value)...) { entries = elements.map { ($0.0, $0.1) } }

    @inline(__always)
    private func index(of name: String) -> Int? {
        let length = name.utf8.count
        return entries.firstIndex { $0.key.utf8.count == length && $0.key == name }
    }

    /// Where `name` is, tried first at `hint` (where a site found it the last time: the same
    /// name of the same type's instance is at the same place), then searched; `hint` becomes
    /// where it was found.
    @inline(__always)
    func index(of name: String, hint: inout Int) -> Int? {
        if hint < entries.count, entries[hint].key == name { return hint }
        guard let found = index(of: name) else { return nil }
        hint = found
        return found
    }

    subscript(at index: Int) -> Value {
        get { entries[index].value }
        set { entries[index].value = newValue }
    }

    subscript(name: String) -> Value? {
        get { index(of: name).map { entries[$0].value } }
        set {
            switch (index(of: name), newValue) {
            case (let i?, let value?): entries[i].value = value
            case (let i?, nil): entries.remove(at: i)
            case (nil, let value?): entries.append((name, value))
            case (nil, nil): break
            }
        }
    }

    var keys: [String] { entries.map(\.key) }
    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    func makeIterator() -> IndexingIterator<[(key: String, value: Value)]> { entries.makeIterator() }
}

/// A value of a type the scene declares: a struct's or class's fields, or an enum's case.
/// Classes and actors share one instance; a struct is copied when a field is assigned.
final class Instance {
    let type: TypeDeclaration
    var fields: InstanceFields
    /// For an enum: the case, its raw value and its associated values.
    let caseName: String?
    let raw: Value?
    let associated: [TupleElement]

    init(type: TypeDeclaration, fields: InstanceFields = [:], caseName: String? = nil, raw: Value? = nil, associated: [TupleElement] = []) {
        self.type = type
        self.fields = fields
        self.caseName = caseName
        self.raw = raw
        self.associated = associated
    }

    func copy() -> Instance { Instance(type: type, fields: fields, caseName: caseName, raw: raw, associated: associated) }

    /// Equality as Swift's synthesized `Equatable`: the same case, or the same fields; for a
    /// class, the same object.
    func equals(_ other: Instance) -> Bool {
        if self === other { return true }
        guard type === other.type, !type.isReference else { return false }
        if let caseName {
            return caseName == other.caseName && associated.count == other.associated.count
                && zip(associated, other.associated).allSatisfy { $0.value.traceValue == $1.value.traceValue }
        }
        return fields.keys.sorted() == other.fields.keys.sorted()
            && fields.allSatisfy { key, value in other.fields[key]?.traceValue == value.traceValue }
    }
}
