import Foundation
import LayoutEngine
import SwiftSyntax

/// What a name written in the scene refers to.
enum Resolution {
    /// A local, a parameter, or a field of `self`.
    case value(Value)
    /// A computed property or method of an instance whose code is running (`title` in a view's
    /// body for `var title: String { … }`).
    case instanceMember(Instance, name: String)
    /// A static member of an enclosing type, written without `Self.` (`sample` inside `Item`).
    case staticMember(TypeDeclaration, name: String)
    /// A static an extension of a type the scene does not declare adds, written without `Self.`
    /// inside that extension (`hex(0xEAA980)` in `extension Color`).
    case extensionStatic(type: String, name: String)
    /// A type the scene declares.
    case type(TypeDeclaration)
    /// A global `let` or `var`, evaluated when first read.
    case global(PropertyDeclaration)
    /// Global functions of that name.
    case function([FunctionDeclSyntax])
    /// A view ltrace lays out (`HStack`, `Text`).
    case builtInView(String)
    /// A type of SwiftUI, Swift or Foundation whose values ltrace computes (`Color`, `CGFloat`,
    /// `EdgeInsets`, `GridItem`).
    case builtInType(String)
    /// A function ltrace implements (`min`, `print`, `zip`, `NSLocalizedString`).
    case builtInFunction(String)
    /// A function the program embedding ltrace defines (`HostFunction`).
    case hostFunction(String)
    /// A view of one of Apple's frameworks that ltrace does not lay out (`Map`, `Chart`).
    case frameworkView(name: String, framework: String)
    /// A type or value from outside the scene's files: an opaque value.
    case outside(String)
    /// Declared only in a `#if` clause the compiler leaves out.
    case skipped(condition: String)
    case notFound
}

/// Decides what names mean, in one place: locals first, then the members of the instances and
/// types whose code is running, the scene's declarations, what ltrace implements of SwiftUI,
/// Swift and Foundation, Apple's other frameworks, and last the world outside the scene.
struct NameResolver {
    let index: DeclarationIndex
    /// The names of the embedding program's functions, which come after the scene's own.
    var hostNames: Set<String> = []
    private let memo = Memo()

    /// Answers kept across evaluations: the resolver itself holds no other state.
    private final class Memo {
        var typos: [String: Bool] = [:]
        var outer: [WrittenName: Resolution] = [:]
    }

    private struct WrittenName: Hashable {
        let node: SyntaxIdentifier
        let name: String
    }

    func resolve(_ name: String, in scope: Scope, at node: Syntax? = nil) -> Resolution {
        // A name found past the scopes and the enclosing types (a declaration of the scene, or
        // SwiftUI's) means the same at every evaluation of the code that writes it, as Swift's
        // lookup is lexical (no local can appear later at the same place): a loop's body asks once.
        let key = node.map { WrittenName(node: $0.id, name: name) }
        if let key, let known = memo.outer[key] { return known }
        if let v = scope.lookup(name) { return .value(v) }
        // Members of `self` and statics of the enclosing types, without `self.` or `Self.`.
        var next: Scope? = scope
        while let enclosing = next {
            next = enclosing.parent
            guard enclosing.instance != nil || enclosing.type != nil else { continue }
            if let instance = enclosing.instance, hasInstanceMember(instance.type, name) { return .instanceMember(instance, name: name) }
            var type = enclosing.type
            while let t = type {
                if t.members.statics[name] != nil || t.members.staticMethods[name] != nil { return .staticMember(t, name: name) }
                if let nested = t.nested[name] { return .type(nested) }
                if let alias = t.members.aliases[name] { return resolve(alias, in: scope, at: node) }
                type = t.outer
            }
        }
        // Inside `extension Color { … }`, the statics the scene's extensions add to Color.
        if let node, let extended = Interpreter.extendedType(of: node)?.components(separatedBy: "<")[0], let members = index.outsideExtensions[extended],
            members.statics[name] != nil || members.staticMethods[name] != nil
        {
            let found = Resolution.extensionStatic(type: extended, name: name)
            if let key { memo.outer[key] = found }
            return found
        }
        let outer = declaredOrBuiltIn(name, in: scope, at: node)
        if let key { memo.outer[key] = outer }
        return outer
    }

    private func declaredOrBuiltIn(_ name: String, in scope: Scope, at node: Syntax?) -> Resolution {
        if let type = index.type(named: name, near: node), !(index.isNestedFallback(type) && BuiltInNames.isBuiltIn(name)) { return .type(type) }
        if let global = index.global(named: name, near: node) { return .global(global) }
        if let functions = index.functions[name] { return .function(functions) }
        if hostNames.contains(name) { return .hostFunction(name) }
        if let alias = index.alias(named: name, near: node), alias != name {
            // `typealias Cancellables = [AnyCancellable]`: a collection type, made as Array or Dictionary.
            if alias.hasPrefix("[") { return .builtInType(alias.contains(":") ? "Dictionary" : "Array") }
            return resolve(alias, in: scope, at: node)
        }
        return builtIn(name)
    }

    /// What `resolve` found for `name` written at `node` past the scopes, when it has: it means
    /// the same at every later evaluation there (see `resolve`).
    func knownOuterResolution(_ name: String, at node: Syntax) -> Resolution? {
        memo.outer[WrittenName(node: node.id, name: name)]
    }

    /// What a name means when the scene does not declare it.
    func builtIn(_ name: String) -> Resolution {
        if BuiltInNames.viewSet.contains(name) { return .builtInView(name) }
        if BuiltInNames.typeSet.contains(name) { return .builtInType(name) }
        if BuiltInNames.functions.contains(name) { return .builtInFunction(name) }
        if let framework = AppleFrameworks.views[name] { return .frameworkView(name: name, framework: framework) }
        if let condition = index.skipped[name] { return .skipped(condition: condition) }
        // Declared by a C or Objective-C header of the scene's (a bridging header's import).
        if index.cNames.contains(name) { return .outside(name) }
        // A type from outside: capitalised, as Swift's types are, and not one edit away from a
        // name the scene or ltrace knows (`HStak` is a typo, not a framework's type).
        if let first = name.first, first.isUppercase, !isTypo(name) { return .outside(name) }
        return .notFound
    }

    /// One edit away from a view or type the scene or ltrace knows (answered once per name:
    /// an outside type is resolved on every use).
    func isTypo(_ name: String) -> Bool {
        if let known = memo.typos[name] { return known }
        if AppleFrameworks.commonTypes.contains(name) { return false }
        let lowered = name.lowercased()
        let answer = (BuiltInNames.views + BuiltInNames.types + index.typeNames).contains { known in
            abs(known.count - name.count) <= 1 && known != name && NameSuggestions.distance(lowered, known.lowercased()) <= 1
        }
        memo.typos[name] = answer
        return answer
    }

    /// Whether `type` (or a protocol extension of one of its conformances) has an instance member `name`.
    func hasInstanceMember(_ type: TypeDeclaration, _ name: String) -> Bool {
        if type.members.computed[name] != nil || type.members.methods[name] != nil { return true }
        return type.conformances.contains { conformance in
            index.types(named: conformance).contains { $0.kind == .protocol && ($0.members.computed[name] != nil || $0.members.methods[name] != nil) }
                || index.outsideExtensions[conformance].map { $0.computed[name] != nil || $0.methods[name] != nil } == true
        }
    }
}

/// The names of what ltrace implements itself, by kind.
enum BuiltInNames {
    /// Views the interpreter builds itself, because their arguments are not plain values.
    static let specialViews = ["Text", "Image", "ForEach", "GeometryReader", "AnyView", "Path", "ModifiedContent"]
    static let views: [String] = BuiltIns.views.map(\.name).filter { !$0.contains(".") } + specialViews
    static let viewSet = Set(views)
    static let types: [String] = Array(Set(BuiltInCalls.typeNames).union([
        "Color", "CGFloat", "Double", "Float", "Int", "String", "Bool", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Font",
        "Edge", "Axis", "UnitPoint", "ContentMode", "Angle", "CGSize", "CGPoint", "CGRect", "TextAlignment", "EdgeInsets", "CoordinateSpace",
        "GridItem", "Array", "Dictionary", "Set", "Optional", "Character", "Binding", "State", "LocalizedStringKey", "ShapeStyle",
        "ModelContainer", "ModelConfiguration", "Self",
    ]).union(EnvironmentSymbols.types.keys)).sorted()
    static let typeSet = Set(types)
    /// A view or type of SwiftUI's, Swift's or Foundation's that ltrace implements.
    static func isBuiltIn(_ name: String) -> Bool { viewSet.contains(name) || typeSet.contains(name) }
    /// The global functions of `BuiltInCalls` (`min`, `print`, `zip`, `NSLocalizedString`).
    static let functions: Set<String> = Set(BuiltInCalls.table.keys.filter { !$0.contains(".") && $0.first?.isLowercase == true })
}
