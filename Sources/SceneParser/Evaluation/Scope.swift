import Foundation
import LayoutEngine
import SwiftSyntax

/// The names visible to an expression, innermost first: locals and parameters, then the fields
/// of `self` where a type's code runs, then the globals' scope.
final class Scope {
    let parent: Scope?
    private var values: [String: Value] = [:]
    /// `self` where a view's body, a method or an initializer runs: its fields are names here,
    /// and assigning one changes it.
    let instance: Instance?
    /// The type whose statics and nested types unqualified names reach (`Self`).
    let type: TypeDeclaration?

    init(parent: Scope?, instance: Instance? = nil, type: TypeDeclaration? = nil) {
        self.parent = parent
        self.instance = instance
        self.type = type ?? instance?.type
        if let instance { values["self"] = .instance(instance) }
    }

    func lookup(_ name: String) -> Value? { values[name] ?? instance?.fields[name] ?? parent?.lookup(name) }

    func bind(_ name: String, _ value: Value) { values[name] = value }

    /// `name = value`: changes the innermost binding of `name` (a local, or a field of `self`);
    /// false when there is none.
    func assign(_ name: String, _ value: Value) -> Bool {
        if values[name] != nil {
            values[name] = value
            return true
        }
        if let instance, instance.fields[name] != nil || instance.type.members.stored.contains(where: { $0.name == name }) {
            instance.fields[name] = value
            return true
        }
        return parent?.assign(name, value) ?? false
    }

    func lookupLocal(_ name: String) -> Value? { values[name] }

    /// The instance whose code is running here, the nearest one out.
    var enclosingInstance: Instance? { instance ?? parent?.enclosingInstance }
    /// The type whose code is running here (for `Self` and sibling statics), the nearest one out.
    var enclosingType: TypeDeclaration? { type ?? parent?.enclosingType }

    /// The instances and types around, innermost first (a closure given to a custom container
    /// still reads the members of the view that wrote it).
    var enclosingScopes: [Scope] { (instance != nil || type != nil ? [self] : []) + (parent?.enclosingScopes ?? []) }

    /// Every name visible, for suggestions.
    var names: [String] { Array(values.keys) + (instance.map { Array($0.fields.keys) } ?? []) + (parent?.names ?? []) }
}
