import Foundation
import LayoutEngine
import Testing
@testable import SceneParser

/// Functions the embedding program defines (`HostFunction`): a test run in the interpreter hands
/// the views it asserts on to the host, through the helpers that wrap the assertion, with the
/// names the helpers compute (the snapshot harness of issue 35 is built on this).
@Suite struct HostFunctionTests {
    static let source = """
        import SwiftUI
        import XCTest

        extension XCTestCase {
            func assertSizes<Content: View>(
                testName: String = #function,
                sizes: [ContentSizeCategory] = [.extraSmall, .large],
                @ViewBuilder content: () -> Content
            ) {
                for size in sizes {
                    assertSnapshot(of: content().environment(\\.sizeCategory, size), as: .image, testName: "\\(testName).\\(size)")
                }
            }
        }

        final class BadgeTests: XCTestCase {
            func testBadge() {
                assertSizes { Text("New").padding(4) }
            }
        }

        extension BadgeTests {
            func run() -> some View {
                testBadge()
                return EmptyView()
            }
        }

        #Preview("run") { BadgeTests().run() }
        """

    struct Captured { var specs: [NodeSpec]; var testName: String?; var strategy: [String] }

    func run(_ source: String) throws -> [Captured] {
        final class Box { var captured: [Captured] = [] }
        let box = Box()
        let assertion: HostFunction = { call in
            guard let view = call.argument(["of", nil]), let strategy = call.argument(["as"]) else { return }
            box.captured.append(Captured(
                specs: try call.views(view).specs, testName: try call.argument(["testName"]).flatMap { argument -> String? in
                    if case .string(let s) = try call.string(argument) { return s }
                    return nil
                }, strategy: try call.code(strategy)))
        }
        _ = try SceneParser.parse(files: [SceneFile(path: "Tests.swift", source: source)], preview: "run", hostFunctions: ["assertSnapshot": assertion])
        return box.captured
    }

    @Test func aTestRunHandsItsAssertionsToTheHostThroughItsHelpers() throws {
        let captured = try run(Self.source)
        // `#function` as the helper's default argument names the test, as in Swift; the loop
        // runs once per size, and each view carries its size category.
        #expect(captured.map(\.testName) == ["testBadge().extraSmall", "testBadge().large"])
        #expect(captured.map(\.strategy) == [[".image"], [".image"]])
        let sizes = captured.map { ViewTree(specs: $0.specs).nodes.compactMap { node -> String? in
            if case .string(let s)? = node.args["size"] { return s }
            return nil
        } }
        #expect(sizes == [["xSmall"], ["large"]])
    }

    @Test func theScenesOwnFunctionOfTheNameComesFirst() throws {
        let own = Self.source + "\nfunc assertSnapshot<V: View>(of value: V, as strategy: Any, testName: String) {}\n"
        #expect(try run(own).isEmpty)
    }

    /// `condition()` of an `@autoclosure` parameter, the `if` modifier of many apps' extensions.
    @Test func anAutoclosureParameterIsCalledForItsValue() throws {
        let source = """
            extension View {
                @ViewBuilder
                func `if`<Content: View>(_ condition: @autoclosure () -> Bool, transform: (Self) -> Content) -> some View {
                    if condition() { transform(self) } else { self }
                }
            }
            struct Row: View {
                var body: some View {
                    Text("a").if(true) { $0.padding(3) }
                    Text("b").if(1 > 2) { $0.padding(5) }
                }
            }
            """
        let labels = try SceneParser.parse(source: source, path: "Row.swift").makeTree().nodes.map(\.label)
        #expect(labels.contains("padding(3)") && !labels.contains("padding(5)"), "\(labels)")
        // Only an autoclosure parameter: calling any other value is still an error.
        let notAFunction = "struct Row: View { let count = 3; var body: some View { Text(\"\\(count())\") } }"
        #expect(throws: SceneError.self) { try SceneParser.parse(source: notAFunction, path: "Row.swift", strict: true) }
    }

    /// `.init(self)` where the declared type is a generic type of the scene (`Backport<Self>`), and
    /// `.extraSmall` where one of SwiftUI's environment enums is.
    @Test func implicitMembersOfGenericAndEnvironmentTypes() throws {
        let source = """
            struct Backport<Wrapped> {
                let wrapped: Wrapped
                init(_ wrapped: Wrapped) { self.wrapped = wrapped }
            }
            extension View {
                var backport: Backport<Self> { .init(self) }
            }
            extension Backport where Wrapped: View {
                func overlay<V: View>(@ViewBuilder _ content: () -> V) -> some View { wrapped.overlay { content() } }
            }
            func smallest(_ sizes: [ContentSizeCategory]) -> String { "\\(sizes[0])" }
            struct Card: View {
                var body: some View {
                    Text(smallest([.extraSmall, .large])).backport.overlay { Color.red }
                }
            }
            """
        let scene = try SceneParser.parse(source: source, path: "Card.swift")
        let nodes = scene.makeTree().nodes
        #expect(nodes.map(\.label).contains("overlay"))
        #expect(scene.guessed.placeholders == 0 && scene.guessed.opaqueValues == 0, "\(scene.diagnostics)")
        #expect(nodes.contains { if case .string("extraSmall")? = $0.args["text"] { return true }; return false })
    }
}
