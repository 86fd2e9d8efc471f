import Foundation
import LayoutEngine
import SwiftSyntax

/// A JSON file the app bundles, decoded as the app decodes it (docs/scenes.md, "The platform"):
///
///     let url = Bundle.main.url(forResource: "landmarkData", withExtension: "json")!
///     let data = try Data(contentsOf: url)
///     return try JSONDecoder().decode([Landmark].self, from: data)
///
/// `Bundle.main.url(forResource:withExtension:)` and `path(forResource:ofType:)` find the file
/// in the app's folder (searched from the calling file's folder up, as Xcode copies any
/// resource of the target into the bundle), never above the app's project; `Data(contentsOf:)` of it is its bytes; a
/// `JSONDecoder`'s `decode(T.self, from:)` of them is a value of `T` built the way the
/// synthesized `Decodable` conformance builds it: each stored property from the key of its
/// name (or its `CodingKeys` raw value), nested types, arrays, dictionaries and optionals;
/// enums by raw value. A type with its own `init(from:)` is read the same way, with a warning.
/// Dates, URLs and UUIDs are opaque values. A file ltrace cannot find or read leaves the
/// value opaque, as before.
extension Interpreter {
    /// `Bundle.main.url(…)`, `Data(contentsOf:)` and `decoder.decode(…)` on an opaque receiver; nil when not one of them.
    func bundledFileMethod(_ name: String, on o: OpaqueValue, call: FunctionCallExprSyntax, _ cx: Context) throws -> Value? {
        if ["Bundle.main", "Bundle.module"].contains(o.expression), name == "url" || name == "path" {
            let args = arguments(name, of: call)
            guard let resource = args.take("forResource"), let resourceName = stringValue(try evaluate(resource.expression, cx, expecting: .string), at: resource.expression)
            else { return nil }
            let ext = try (args.take("withExtension") ?? args.take("ofType")).flatMap { stringValue(try evaluate($0.expression, cx, expecting: .string), at: $0.expression) }
            let fileName = ext.map { $0.isEmpty ? resourceName : "\(resourceName).\($0)" } ?? resourceName
            guard let path = bundledFiles.find(fileName, near: files.path(of: call)) else { return nil }
            var found = OpaqueValue(expression: SourceText.compact(call), type: name == "url" ? "URL" : "String", node: Syntax(call))
            found.bundledFile = path
            return .opaque(found)
        }
        if name == "decode", o.type == "JSONDecoder" || o.expression.hasSuffix("JSONDecoder()") {
            return try decodeJSON(call, cx)
        }
        return nil
    }

    /// `Data(contentsOf: url)` of a bundled file: its bytes (still an opaque value of the program).
    func dataOfBundledFile(_ e: FunctionCallExprSyntax, _ cx: Context) throws -> Value? {
        guard e.arguments.count == 1, let argument = e.arguments.first, argument.label?.text == "contentsOf" else { return nil }
        guard case .opaque(let url) = try evaluate(argument.expression, cx, expecting: .any), let path = url.bundledFile else { return nil }
        var data = OpaqueValue(expression: SourceText.compact(e), type: "Data", node: Syntax(e))
        data.bundledFile = path
        return .opaque(data)
    }

    private func decodeJSON(_ call: FunctionCallExprSyntax, _ cx: Context) throws -> Value? {
        let args = arguments("decode", of: call)
        guard let typeArgument = args.takeUnlabeled(), let from = args.take("from") else { return nil }
        guard case .opaque(let data) = try evaluate(from.expression, cx, expecting: .any), let path = data.bundledFile else { return nil }
        guard let written = try decodedTypeName(typeArgument.expression, cx) else { return nil }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: path)), options: [.fragmentsAllowed])
        } catch {
            throw self.error(call, "\(path.split(separator: "/").last.map(String.init) ?? path) is not JSON that can be read: \(error.localizedDescription)")
        }
        return try decoded(json, as: written, in: nil, at: Syntax(call), cx)
    }

    /// The type `T.self` names: written (`[Landmark].self`), or a generic parameter the call's
    /// context bound (`load<T: Decodable>(…) -> T` where `[Landmark]` is expected).
    private func decodedTypeName(_ e: ExprSyntax, _ cx: Context) throws -> String? {
        guard let member = e.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self", let base = member.base else { return nil }
        if let reference = base.as(DeclReferenceExprSyntax.self), case .type(let t)? = cx.scope.lookup(reference.baseName.text) { return t.name }
        return base.trimmedText
    }

    /// A JSON value as the written type's synthesized `Decodable` initializer reads it.
    private func decoded(_ json: Any, as written: String, in owner: TypeDeclaration?, at node: Syntax, _ cx: Context) throws -> Value {
        var type = written.trimmingCharacters(in: .whitespaces)
        if type.hasSuffix("?") || type.hasPrefix("Optional<") {
            if json is NSNull { return .nilValue }
            type = type.hasSuffix("?") ? String(type.dropLast()) : String(type.dropFirst("Optional<".count).dropLast())
        }
        func mismatch() -> SceneError { error(node, "the bundled JSON has \(Self.describeJSON(json)) where '\(type)' is expected") }
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = String(type.dropFirst().dropLast())
            if let colon = Self.topLevelColon(in: inner) {
                guard let object = json as? [String: Any] else { throw mismatch() }
                let valueType = String(inner[inner.index(after: colon)...])
                return .dictionary(try object.keys.sorted().map { key in (.string(key), try decoded(object[key]!, as: valueType, in: owner, at: node, cx)) })
            }
            guard let array = json as? [Any] else { throw mismatch() }
            return .array(try array.map { try decoded($0, as: inner, in: owner, at: node, cx) })
        }
        // Swift's `Range` and `ClosedRange` encode as `[lower, upper]`.
        for (prefix, closed) in [("Range<", false), ("ClosedRange<", true)] where type.hasPrefix(prefix) && type.hasSuffix(">") {
            guard let bounds = json as? [NSNumber], bounds.count == 2 else { throw mismatch() }
            let bound = type.dropFirst(prefix.count).dropLast()
            if bound == "Int" { return .range(bounds[0].intValue, bounds[1].intValue + (closed ? 1 : 0)) }
            return .doubleRange(bounds[0].doubleValue, bounds[1].doubleValue, closed: closed)
        }
        switch type {
        case "String", "Substring":
            guard let s = json as? String else { throw mismatch() }
            return .string(s)
        case "Int", "Int64", "Int32", "Int16", "UInt", "UInt64":
            guard let n = json as? NSNumber else { throw mismatch() }
            return .int(n.intValue)
        case "Double", "CGFloat", "Float", "Decimal", "TimeInterval":
            guard let n = json as? NSNumber else { throw mismatch() }
            return .double(n.doubleValue)
        case "Bool":
            guard let b = json as? Bool else { throw mismatch() }
            return .bool(b)
        case "Date", "URL", "UUID", "Data":
            return .opaque(OpaqueValue(expression: Self.describeJSON(json), type: type, node: node))
        default: break
        }
        guard let declared = owner?.nested[type] ?? index.type(named: type, near: owner?.node ?? node) else {
            return .opaque(OpaqueValue(expression: Self.describeJSON(json), type: type, node: node))
        }
        if declared.isEnum {
            for c in declared.members.cases {
                let raw = try rawValue(of: c, in: declared, cx)
                let matches: Bool
                switch (raw, json) {
                case (.string(let r)?, let s as String): matches = r == s
                case (.int(let r)?, let n as NSNumber): matches = r == n.intValue
                case (nil, let s as String): matches = c.name == s
                default: matches = false
                }
                if matches { return .instance(try caseValue(declared, c, cx)) }
            }
            throw error(node, "no case of '\(declared.name)' is \(Self.describeJSON(json)) (the bundled JSON)")
        }
        guard let object = json as? [String: Any] else { throw mismatch() }
        if declared.members.initializers.contains(where: { $0.signature.parameterClause.parameters.first?.firstName.text == "from" }) {
            warn(node, .approximated, "'\(declared.name)' decodes itself (init(from:)), which ltrace does not run; its stored properties are read from the keys of their names")
        }
        let keys = Self.codingKeys(of: declared)
        let instance = Instance(type: declared)
        for property in allStored(declared) where !property.isLazy {
            let key = keys[property.name] ?? property.name
            if let value = object[key], let written = property.type {
                instance.fields[property.name] = try decoded(value, as: written, in: declared, at: node, cx)
            } else if let initializer = property.initializer {
                instance.fields[property.name] = try evaluate(initializer, cx.with(Scope(parent: globals, type: declared)), declaredType: property.type)
            } else if property.isOptional {
                instance.fields[property.name] = .nilValue
            } else if let value = object[key] {
                instance.fields[property.name] = .opaque(OpaqueValue(expression: Self.describeJSON(value), type: nil, node: node))
            } else {
                throw error(node, "the bundled JSON has no key '\(key)' for \(declared.name).\(property.name)")
            }
        }
        return .instance(instance)
    }

    /// `enum CodingKeys: String, CodingKey { case imageName = "image_name" }`: property → key.
    private static func codingKeys(of type: TypeDeclaration) -> [String: String] {
        guard let keys = type.nested["CodingKeys"] else { return [:] }
        var map: [String: String] = [:]
        for c in keys.members.cases {
            if let literal = c.raw?.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                let segment = literal.segments.first?.as(StringSegmentSyntax.self)
            {
                map[c.name] = segment.content.text
            } else {
                map[c.name] = c.name
            }
        }
        return map
    }

    private static func topLevelColon(in type: String) -> String.Index? {
        var depth = 0
        for i in type.indices {
            switch type[i] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0: return i
            default: break
            }
        }
        return nil
    }

    private static func describeJSON(_ json: Any) -> String {
        switch json {
        case let s as String: return "\"\(s)\""
        case is NSNull: return "null"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        default: return "\(json)"
        }
    }
}

/// The files of an app's folder by name, listed once per folder searched.
final class BundledFiles {
    private var listings: [String: [String: String]] = [:]
    /// How many folders up from the calling file a resource is looked for: a target's folder is
    /// rarely more than three above a model's file (`App/Model/Data.swift` → `App/`).
    static let levelsUp = 3
    static let maximumEntries = 50_000

    /// The path of the file called `name` in the folder of `sourcePath` or one of its parents, up
    /// to the app's project (a folder with an Xcode project, a package manifest or a `.git`): a
    /// folder of several apps is not searched for one app's resource.
    func find(_ name: String, near sourcePath: String) -> String? {
        func folder(of path: String) -> String { URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path }
        var current = folder(of: sourcePath)
        for _ in 0...Self.levelsUp {
            if let found = listing(of: current)[name] { return found }
            let parent = folder(of: current)
            if parent == current || isProjectRoot(current) { break }
            current = parent
        }
        return nil
    }

    private func isProjectRoot(_ folder: String) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return entries.contains { $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }

    private func listing(of folder: String) -> [String: String] {
        if let known = listings[folder] { return known }
        var names: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(
            at: URL(fileURLWithPath: folder), includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles, .skipsPackageDescendants])
        var seen = 0
        while let url = enumerator?.nextObject() as? URL, seen < Self.maximumEntries {
            seen += 1
            if [".build", "DerivedData", "Pods", "node_modules"].contains(url.lastPathComponent) {
                enumerator?.skipDescendants()
                continue
            }
            if names[url.lastPathComponent] == nil, (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                names[url.lastPathComponent] = url.path
            }
        }
        listings[folder] = names
        return names
    }
}
