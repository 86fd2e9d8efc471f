import Foundation
import LayoutEngine
import SwiftParser
import SwiftSyntax
import Testing
@testable import SceneParser

/// What `receiver.name(…)` means, decided in one place (`Interpreter.resolveMethod`), tested on
/// its own, as `NameResolverTests` test names: the receiver's kind first, `Optional.map`, the
/// scene's extensions when their labels fit, Swift's and SwiftUI's own methods, modifiers.
@Suite struct MethodResolutionTests {
    static let source = """
        import SwiftUI

        extension String {
            func shouted() -> String { uppercased() }
        }
        extension Array {
            func sorted(by path: String) -> [Element] { self }
        }
        struct Flow: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        struct Store {
            func load() {}
        }
        """

    let interpreter: Interpreter

    init() {
        interpreter = Interpreter(index: DeclarationIndex(files: SourceFiles([SceneFile(path: "App.swift", source: Self.source)]), defines: []))
    }

    /// The resolution of `call`, written as a method of `receiver`.
    func resolve(_ receiver: Value, _ call: String) -> MethodResolution {
        let e = Parser.parse(source: "x." + call).statements.first!.item.as(ExprSyntax.self)!.as(FunctionCallExprSyntax.self)!
        let member = e.calledExpression.as(MemberAccessExprSyntax.self)!
        return interpreter.resolveMethod(member.declName.baseName.text, on: receiver, call: e, member: member, Context(scope: interpreter.globals))
    }

    func instance(_ type: String) -> Value { .instance(Instance(type: interpreter.index.types(named: type)[0])) }

    @Test func theReceiversKindComesFirst() {
        #expect(resolve(.opaque(OpaqueValue(expression: "store", type: nil, node: Syntax(TokenSyntax.identifier("store")))), "load()") == .opaque)
        #expect(resolve(instance("Store"), "load()") == .declaredMember)
        #expect(resolve(instance("Flow"), "callAsFunction { Color.red }") == .layoutContent)
        #expect(resolve(.native(ProposalValue(proposal: .zero)), "replacingUnspecifiedDimensions()") == .native)
        #expect(resolve(.rect(.zero), "insetBy(dx: 1, dy: 1)") == .geometry)
    }

    @Test func optionalMapAppliesToTheValueItself() {
        #expect(resolve(.double(3), "map { $0 * 2 }") == .optionalMap)
        #expect(resolve(.nilValue, "map(String.init)") == .optionalMap)
        // A collection's `map` is the collection's; a string is a collection of its characters.
        #expect(resolve(.array([.int(1)]), "map { $0 }") == .collection)
        #expect(resolve(.string("a"), "map { $0 }") == .collection)
        #expect(resolve(.string("a"), "allSatisfy(\\.isLetter)") == .collection)
        #expect(resolve(.string("a"), "uppercased()") == .string)
    }

    @Test func anExtensionWhoseLabelsFitComesBeforeSwiftsOwn() {
        guard case .extensionMethod = resolve(.string("a"), "shouted()") else { Issue.record("not the extension"); return }
        guard case .extensionMethod = resolve(.array([]), "sorted(by: \"name\")") else { Issue.record("not the extension"); return }
        // `sorted { … }` does not fit `sorted(by: String)`: the standard library's.
        #expect(resolve(.array([]), "sorted { $0 < $1 }") == .collection)
    }

    @Test func swiftUIsOwnAndModifiers() {
        #expect(resolve(.font(.body), "bold()") == .fontMethod)
        #expect(resolve(.color(.red, position: SourcePosition(line: 1, column: 1), label: "Color.red"), "opacity(0.5)") == .colorStyle)
        #expect(resolve(.color(.red, position: SourcePosition(line: 1, column: 1), label: "Color.red"), "resolve(in: environment)") == .colorValue)
        #expect(resolve(.views([]), "padding()") == .modifier)
        #expect(resolve(.int(3), "noSuchMethod()") == .unknown)
    }
}
