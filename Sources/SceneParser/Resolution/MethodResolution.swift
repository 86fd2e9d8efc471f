import Foundation
import LayoutEngine
import SwiftSyntax

/// What `receiver.name(…)` means: decided in one place, `Interpreter.resolveMethod`, as
/// `NameResolver` decides what a bare name means, and carried out by `Interpreter.method`.
/// The order is Swift's overload resolution and SwiftUI's API, as ltrace reads them: the
/// receiver's own kind first (an opaque value, an instance of a scene's type, a type, a value of
/// a native type), then `Optional.map`, then an extension the scene declares (whose labels fit
/// the call), then Swift's and SwiftUI's own methods of the value, then a view modifier.
enum MethodResolution: Equatable {
    /// A value from outside the scene's files: its few known methods, else opaque (or a modifier
    /// on the placeholder it stands for).
    case opaque
    /// `layout { … }` written `layout.callAsFunction { … }`, of a scene's layout.
    case layoutContent
    /// A modifier on an instance of a view type of the scene's (an enum that is a View): its body.
    case modifierOnViewInstance
    /// A method, or a closure property, of a type the scene declares.
    case declaredMember
    /// `Type.name(…)`: a static, an initializer, a case.
    case staticCall
    case modelStore
    /// A value of a `NativeType` (a layout's subview, a proposal…): its own method.
    case native
    /// A method of `CGRect`, `CGPoint` or `CGSize` (`offsetBy`, `applying`…).
    case geometry
    /// `closure.callAsFunction(…)`.
    case closureCall
    /// `optional.map { … }` of a value that is not a collection: the closure applied to it.
    case optionalMap
    /// A method an extension of a type the scene does not declare adds (`extension String { … }`).
    case extensionMethod(FunctionDeclSyntax)
    case fontMethod
    /// `color.opacity(…)` where the colour is a style, not a view.
    case colorStyle
    /// A method of Swift's values: a collection's, a dictionary's, a string's, a number's.
    case collection, dictionary, string, number
    /// `measurement.formatted()` of a `(value:unit:)` tuple.
    case measurementFormatted
    /// `proxy.frame(in:)`, `proxy.size`.
    case geometryProxy
    /// `color.resolve(in:)`: a value of SwiftUI's ltrace does not compute.
    case colorValue
    /// A view modifier.
    case modifier
    /// Nothing of that name: an error that lists what the value has.
    case unknown

    static func == (a: MethodResolution, b: MethodResolution) -> Bool {
        switch (a, b) {
        case (.extensionMethod(let f), .extensionMethod(let g)): return f.id == g.id
        default: return String(describing: a) == String(describing: b)
        }
    }
}

extension Interpreter {
    /// What `receiver.name(…)` means (`MethodResolution`). `member` is the written `receiver.name`,
    /// nil for an implicit `self.`.
    func resolveMethod(_ name: String, on receiver: Value, call: FunctionCallExprSyntax, member: MemberAccessExprSyntax?, _ cx: Context) -> MethodResolution {
        switch receiver {
        case .opaque: return .opaque
        case .instance(let m) where name == "callAsFunction" && m.type.isLayout && methods(m.type, name) == nil: return .layoutContent
        // A view's value with no member of that name: the name is a modifier (one ltrace does not
        // know is left out there, with a warning), as on the view's views.
        case .instance(let m) where m.type.kind == .view && methods(m.type, name) == nil && computedProperty(m.type, name) == nil && m.fields[name] == nil:
            return .modifierOnViewInstance
        case .instance: return .declaredMember
        case .type: return .staticCall
        case .modelStore: return .modelStore
        case .native: return .native
        case .rect where Self.geometryMethodNames.contains(name), .point where Self.geometryMethodNames.contains(name), .size where Self.geometryMethodNames.contains(name):
            return .geometry
        case .closure where name == "callAsFunction": return .closureCall
        default: break
        }
        if name == "map" || name == "flatMap", call.trailingClosure != nil || call.arguments.count == 1 {
            switch receiver {
            case .nilValue: return .optionalMap
            case .array: if member?.base.map({ readsOptionalProperty($0, cx) }) == true { return .optionalMap }
            case .range, .dictionary, .string, .doubleRange: break
            default: return .optionalMap
            }
        }
        // An extension's method, unless its labels do not match the call: the app's
        // `sorted(by: \.name)` beside the standard library's `sorted()` and `sorted { … }`.
        let labels = CallLabels(call)
        let extensions = extensionMethods(of: receiver, name).filter {
            labels.fit($0.signature.parameterClause.parameters) && CallLabels.closuresFit($0.signature.parameterClause.parameters, call)
        }
        if let f = extensions.first, !receiver.isView || !Self.isModifier(name) { return .extensionMethod(f) }
        switch receiver {
        case .font: return .fontMethod
        case .color where ["opacity", "mix", "shadow"].contains(name): return .colorStyle
        case .array where Self.collectionMethods.contains(name), .range where Self.collectionMethods.contains(name): return .collection
        case .dictionary where Self.dictionaryMethods.contains(name): return .dictionary
        case .string where Self.stringMethods.contains(name): return .string
        // A string is a collection of its characters: `name.allSatisfy(\.isLetter)`, `text.map { … }`.
        case .string where Self.collectionMethods.contains(name): return .collection
        case .int where Self.numberMethods.contains(name), .double where Self.numberMethods.contains(name): return .number
        case .tuple(let parts) where name == "formatted" && parts.contains(where: { $0.label == "unit" }): return .measurementFormatted
        case .proxy where name == "frame" || name == "size": return .geometryProxy
        case .color where Self.colorMethods.contains(name): return .colorValue
        case .views, .text, .image, .color: return .modifier
        default: return Self.isModifier(name) ? .modifier : .unknown
        }
    }

    static let geometryMethodNames: Set<String> = ["offsetBy", "insetBy", "union", "intersection", "intersects", "contains", "applying"]
}
