import Foundation
import LayoutEngine
import SwiftSyntax

/// `UserDefaults` as a preview finds it (docs/scenes.md, "The platform"): an empty store, as in a
/// preview's fresh container, that the scene's own `set(_:forKey:)` and `register(defaults:)`
/// fill. Reading a key nothing set gives what Foundation gives for a missing key (nil, `false`,
/// `0`), so a theme manager's `UserDefaults.standard.string(forKey: "theme") ?? "system"` is
/// "system", as on a first launch.
extension Interpreter {
    /// The store of one suite (`UserDefaults.standard` is the app's, `UserDefaults(suiteName:)` another).
    func userDefaultsMethod(_ name: String, suite: String, call: FunctionCallExprSyntax, _ cx: Context) throws -> Value? {
        let args = arguments(name, of: call)
        func key() throws -> String? {
            guard let k = args.take("forKey") else { return nil }
            guard case .string(let s) = try evaluate(k.expression, cx, expecting: .string) else { return nil }
            return suite + "\u{1F}" + s
        }
        switch name {
        case "set", "setValue":
            guard let value = args.takeUnlabeled(), let k = try key() else { return nil }
            userDefaults[k] = try evaluate(value.expression, cx, expecting: .any)
            return .tuple([])
        case "register":
            guard let defaults = args.take("defaults"), case .dictionary(let pairs) = try evaluate(defaults.expression, cx, expecting: .any) else { return nil }
            for (k, v) in pairs {
                if case .string(let s) = k, userDefaults[suite + "\u{1F}" + s] == nil { userDefaults[suite + "\u{1F}" + s] = v }
            }
            return .tuple([])
        case "removeObject":
            guard let k = try key() else { return nil }
            userDefaults[k] = nil
            return .tuple([])
        case "bool":
            guard let k = try key() else { return nil }
            if case .bool(let b)? = userDefaults[k] { return .bool(b) }
            return .bool(userDefaults[k]?.number.map { $0 != 0 } ?? false)
        case "integer":
            guard let k = try key() else { return nil }
            return .int(userDefaults[k]?.number.map { Int($0) } ?? 0)
        case "double", "float":
            guard let k = try key() else { return nil }
            return .double(userDefaults[k]?.number ?? 0)
        case "string", "object", "value", "array", "stringArray", "dictionary", "data", "url":
            guard let k = try key() else { return nil }
            return userDefaults[k] ?? .nilValue
        case "synchronize":
            return .bool(true)
        default:
            return nil
        }
    }
}
