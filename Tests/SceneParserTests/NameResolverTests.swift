import Foundation
import LayoutEngine
import SwiftSyntax
import Testing
@testable import SceneParser

/// What a name means, decided in one place (`NameResolver`), tested on its own: locals, members
/// of `self`, sibling statics, nested types, the scene's declarations, what ltrace implements,
/// Apple's frameworks, and the world outside.
@Suite struct NameResolverTests {
    static let source = """
        import SwiftUI
        import Kingfisher

        let palette = ["red", "blue"]
        func greeting() -> String { "Hi" }
        typealias Points = CGFloat

        struct Store {
            static let shared = Store()
            static var sample: Store { shared }
            var count = 3
            var double: Int { count * 2 }
            func increment() {}
            enum Kind { case small, large }
        }

        struct Row: View {
            let title: String
            var body: some View { Text(title) }
        }
        #if DEBUG
        let debugOnly = 1
        #endif
        """

    let index: DeclarationIndex
    let resolver: NameResolver

    init() {
        index = DeclarationIndex(files: SourceFiles([SceneFile(path: "App.swift", source: Self.source)]), defines: [])
        resolver = NameResolver(index: index)
    }

    func describe(_ r: Resolution) -> String {
        switch r {
        case .value(let v): return "value \(v.typeName)"
        case .instanceMember(let i, let name): return "member \(i.type.name).\(name)"
        case .staticMember(let t, let name): return "static \(t.name).\(name)"
        case .extensionStatic(let t, let name): return "extension static \(t).\(name)"
        case .type(let t): return "type \(t.qualifiedName)"
        case .global(let g): return "global \(g.name)"
        case .function(let f): return "function \(f.count)"
        case .builtInView(let n): return "view \(n)"
        case .builtInType(let n): return "builtin type \(n)"
        case .builtInFunction(let n): return "builtin function \(n)"
        case .hostFunction(let n): return "host function \(n)"
        case .frameworkView(let n, let f): return "framework view \(n) of \(f)"
        case .outside(let n): return "outside \(n)"
        case .skipped(let c): return "skipped under \(c)"
        case .notFound: return "not found"
        }
    }

    /// The embedding program's functions come after the scene's own declarations of the name.
    @Test func hostFunctionsComeAfterTheScenesDeclarations() {
        let globals = Scope(parent: nil)
        let host = NameResolver(index: index, hostNames: ["assertSnapshot", "greeting"])
        #expect(describe(host.resolve("assertSnapshot", in: globals)) == "host function assertSnapshot")
        #expect(describe(host.resolve("greeting", in: globals)) == "function 1")
    }

    @Test func declarationsOfTheScene() {
        let globals = Scope(parent: nil)
        #expect(describe(resolver.resolve("palette", in: globals)) == "global palette")
        #expect(describe(resolver.resolve("greeting", in: globals)) == "function 1")
        #expect(describe(resolver.resolve("Store", in: globals)) == "type Store")
        #expect(describe(resolver.resolve("Row", in: globals)) == "type Row")
        // An alias names what it aliases.
        #expect(describe(resolver.resolve("Points", in: globals)) == "builtin type CGFloat")
        // A nested type is reached by its simple name only inside its outer type.
        #expect(describe(resolver.resolve("Kind", in: globals)) == "type Store.Kind")
    }

    @Test func localsShadowAndSelfsMembersAreFound() throws {
        let store = try #require(index.types(named: "Store").first)
        let instance = Instance(type: store, fields: ["count": .int(3)])
        let scope = Scope(parent: Scope(parent: nil, instance: instance))
        #expect(describe(resolver.resolve("count", in: scope)) == "value a number")
        #expect(describe(resolver.resolve("double", in: scope)) == "member Store.double")
        #expect(describe(resolver.resolve("increment", in: scope)) == "member Store.increment")
        // Sibling statics need no `Self.`, and nested types no prefix.
        #expect(describe(resolver.resolve("sample", in: scope)) == "static Store.sample")
        #expect(describe(resolver.resolve("Kind", in: scope)) == "type Store.Kind")
        scope.bind("palette", .string("shadowed"))
        #expect(describe(resolver.resolve("palette", in: scope)) == "value a string")
    }

    @Test func whatLtraceImplementsAndTheWorldOutside() {
        let globals = Scope(parent: nil)
        #expect(describe(resolver.resolve("HStack", in: globals)) == "view HStack")
        #expect(describe(resolver.resolve("Text", in: globals)) == "view Text")
        #expect(describe(resolver.resolve("EdgeInsets", in: globals)) == "builtin type EdgeInsets")
        #expect(describe(resolver.resolve("min", in: globals)) == "builtin function min")
        #expect(describe(resolver.resolve("Map", in: globals)) == "framework view Map of MapKit")
        #expect(describe(resolver.resolve("HKHealthStore", in: globals)) == "outside HKHealthStore")
        #expect(describe(resolver.resolve("KFImage", in: globals)) == "outside KFImage")
        // One edit away from a known view: a typo, not a type from outside.
        #expect(describe(resolver.resolve("HStak", in: globals)) == "not found")
        #expect(describe(resolver.resolve("undefinedName", in: globals)) == "not found")
        #expect(describe(resolver.resolve("debugOnly", in: globals)) == "skipped under #if DEBUG")
    }

    @Test func duplicateNamesResolveToTheNearestFile() {
        let files = SourceFiles([
            SceneFile(path: "App/iOS/Badge.swift", source: "struct Badge: View { var body: some View { Color.red } }"),
            SceneFile(path: "App/macOS/Badge.swift", source: "struct Badge: View { var body: some View { Color.blue } }"),
            SceneFile(path: "App/iOS/Screen.swift", source: "struct Screen: View { var body: some View { Badge() } }"),
        ])
        let index = DeclarationIndex(files: files, defines: [])
        let screen = index.types(named: "Screen")[0]
        let badge = index.type(named: "Badge", near: screen.node)
        #expect(badge.map { files.path(of: $0.node) } == "App/iOS/Badge.swift")
    }
}
