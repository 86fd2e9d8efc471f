import Foundation
import LayoutEngine
import SwiftSyntax

/// The names visible to an expression, innermost first: locals and parameters, then the fields
/// of `self` where a type's code runs, then the globals' scope.
final class Scope {
    let parent: Scope?
    /// A scope holds a few names (a closure's parameters, a block's locals): a search of a short
    /// list is quicker than hashing the name at every level of the chain.
    private var names: [String] = []
    private var values: [Value] = []
    /// `self` where a view's body, a method or an initializer runs: its fields are names here,
    /// and assigning one changes it.
    let instance: Instance?
    /// The type whose statics and nested types unqualified names reach (`Self`).
    let type: TypeDeclaration?

    init(parent: Scope?, instance: Instance? = nil, type: TypeDeclaration? = nil) {
        self.parent = parent
        self.instance = instance
        self.type = type ?? instance?.type
        if let instance { bind("self", .instance(instance)) }
    }

    func lookup(_ name: String) -> Value? {
        // Walked without reference counting: each scope holds its parent, and `self` is held
        // for the walk (every name an expression reads comes through here).
        withExtendedLifetime(self) {
            unowned(unsafe) var s: Scope = self
            while true {
                if let i = s.names.firstIndex(of: name) { return s.values[i] }
                if let instance = s.instance, let v = instance.fields[name] { return v }
                guard let parent = s.parent else { return nil }
                s = parent
            }
        }
    }

    func bind(_ name: String, _ value: Value) {
        if let i = names.firstIndex(of: name) {
            values[i] = value
        } else {
            names.append(name)
            values.append(value)
        }
    }

    /// `name = value`: changes the innermost binding of `name` (a local, or a field of `self`);
    /// false when there is none.
    func assign(_ name: String, _ value: Value) -> Bool {
        if let i = names.firstIndex(of: name) {
            values[i] = value
            return true
        }
        if let instance, instance.fields[name] != nil || instance.type.members.stored.contains(where: { $0.name == name }) {
            instance.fields[name] = value
            return true
        }
        return parent?.assign(name, value) ?? false
    }

    /// Forgets every name bound here (a loop's scope used again for the next iteration).
    func removeAll() {
        names.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        if !autoclosures.isEmpty { autoclosures = [] }
    }

    func lookupLocal(_ name: String) -> Value? { names.firstIndex(of: name).map { values[$0] } }

    /// Where the local `name` of this chain holding a struct's instance is bound; nil when `name`
    /// is no local (a field of `self` is not one), or holds anything else.
    private func localStructSlot(_ name: String) -> (scope: Scope, index: Int)? {
        var scope: Scope? = self
        while let s = scope {
            if let i = s.names.firstIndex(of: name) {
                guard case .instance(let instance) = s.values[i], !instance.type.isReference else { return nil }
                return (s, i)
            }
            if let owner = s.instance, owner.fields[name] != nil { return nil }
            scope = s.parent
        }
        return nil
    }

    /// The struct instance a local `name` of this chain holds (`localStructSlot`).
    func localStruct(_ name: String) -> Instance? {
        guard let (s, i) = localStructSlot(name), case .instance(let instance) = s.values[i] else { return nil }
        return instance
    }

    /// `name.field = value` where the local `name` holds a struct's instance (`localStructSlot`):
    /// the field is set in place when nothing else holds the instance, else on a copy the local
    /// then holds, as Swift copies a struct on write (`let q = p`, or an array holding `p`, holds
    /// it too). False when `name` is no such local.
    func setField(_ field: String, of name: String, to value: Value) -> Bool {
        guard let (s, i) = localStructSlot(name), case .instance(var instance) = s.values[i] else { return false }
        s.values[i] = .nilValue
        if !isKnownUniquelyReferenced(&instance) { instance = instance.copy() }
        instance.fields[field] = value
        s.values[i] = .instance(instance)
        return true
    }

    /// The `@autoclosure` parameters bound here: each holds its argument's value, and a call of
    /// it (`condition()`) is that value.
    private(set) var autoclosures: Set<String> = []
    func bindAutoclosure(_ name: String, _ value: Value) {
        bind(name, value)
        autoclosures.insert(name)
    }

    /// Whether `name`, as this scope sees it, is an `@autoclosure` parameter.
    func isAutoclosure(_ name: String) -> Bool {
        var scope: Scope? = self
        while let s = scope {
            if s.names.contains(name) { return s.autoclosures.contains(name) }
            if let instance = s.instance, instance.fields[name] != nil { return false }
            scope = s.parent
        }
        return false
    }

    /// The instance whose field `name` is, when the name reads a field rather than a local.
    func fieldOwner(_ name: String) -> Instance? {
        var scope: Scope? = self
        while let s = scope {
            if s.names.contains(name) { return nil }
            if let instance = s.instance, instance.fields[name] != nil { return instance }
            scope = s.parent
        }
        return nil
    }

    /// The instance or type whose code runs here, nearest first, when nothing of the chain reads
    /// as `name` (no local, parameter or field of that name) and no `self` is bound but an
    /// instance's own: `NameResolver.resolve` then looks `name` up among that owner's members
    /// first (`Interpreter.callMemberOrAsWritten`).
    func owner(reading name: String) -> (instance: Instance?, type: TypeDeclaration)? {
        withExtendedLifetime(self) {
            unowned(unsafe) var s: Scope = self
            var found: (instance: Instance?, type: TypeDeclaration)?
            while true {
                if s.names.contains(name) { return nil }
                if let instance = s.instance {
                    if instance.fields[name] != nil { return nil }
                    if found == nil { found = (instance, instance.type) }
                } else {
                    if s.names.contains("self") { return nil }
                    if found == nil, let type = s.type { found = (nil, type) }
                }
                guard let parent = s.parent else { return found }
                s = parent
            }
        }
    }

    /// The instance whose code is running here, the nearest one out.
    var enclosingInstance: Instance? { instance ?? parent?.enclosingInstance }
    /// The type whose code is running here (for `Self` and sibling statics), the nearest one out.
    var enclosingType: TypeDeclaration? { type ?? parent?.enclosingType }

    /// Every name visible, for suggestions.
    var visibleNames: [String] { names + (instance.map { Array($0.fields.keys) } ?? []) + (parent?.visibleNames ?? []) }
}
