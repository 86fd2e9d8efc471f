import Foundation
import LayoutEngine
import Testing
@testable import SceneParser

/// A view file as an app holds it: `#Preview`s or a `PreviewProvider`, and `#if`.
@Suite struct PreviewAndConditionTests {
    static let file = """
        import SwiftUI

        struct Badge: View {
            var body: some View {
                Color.red.frame(width: 20, height: 20)
            }
        }

        struct Card: View {
            var width: CGFloat = 100
            var body: some View {
                VStack(spacing: 0) {
                    Color.blue.frame(width: width, height: 40)
                    #if DEBUG
                    Color.yellow.frame(width: 10, height: 10)
                    #elseif os(iOS)
                    Color.green.frame(width: 30, height: 30)
                    #else
                    Color.gray.frame(width: 50, height: 50)
                    #endif
                }
            }
        }

        #Preview {
            Card()
        }

        #Preview("Wide") {
            Card(width: 300)
        }
        """

    static func labels(_ scene: Scene) -> [String] { scene.makeTree().nodes.map(\.label) }

    @Test func theFirstPreviewIsRecordedByDefault() throws {
        let scene = try SceneParser.parse(source: Self.file, path: "Card.swift")
        #expect(scene.viewName == "#Preview")
        #expect(scene.previewNames == ["#Preview", "#Preview(\"Wide\")"])
        #expect(Self.labels(scene).contains("frame(width: width, height: 40)"))
        #expect(scene.makeTree().nodes.first { $0.label == "frame(width: width, height: 40)" }?.args["width"] == .number(100))
    }

    @Test func aPreviewIsChosenByNameOrNumber() throws {
        for name in ["Wide", "#Preview(\"Wide\")", "2"] {
            let scene = try SceneParser.parse(source: Self.file, path: "Card.swift", preview: name)
            #expect(scene.viewName == "#Preview(\"Wide\")")
            #expect(scene.makeTree().nodes.first { $0.label == "frame(width: width, height: 40)" }?.args["width"] == .number(300))
        }
        #expect(try SceneParser.parse(source: Self.file, path: "Card.swift", view: "Badge").viewName == "Badge")
    }

    @Test func anUnknownPreviewListsTheOnesThereAre() {
        #expect(throws: SceneError.self) { try SceneParser.parse(source: Self.file, path: "Card.swift", preview: "Tall") }
        do {
            _ = try SceneParser.parse(source: Self.file, path: "Card.swift", preview: "Tall")
        } catch {
            #expect("\(error)" == "Card.swift:1:1: error: no preview named 'Tall' (previews: #Preview, Wide; or give its number, from 1)")
        }
    }

    @Test func ifKeepsWhatAnIOSReleaseBuildKeeps() throws {
        let release = try SceneParser.parse(source: Self.file, path: "Card.swift")
        #expect(Self.labels(release).contains("frame(width: 30, height: 30)"))
        #expect(!Self.labels(release).contains("frame(width: 10, height: 10)"))
        #expect(!Self.labels(release).contains("frame(width: 50, height: 50)"))
        let debug = try SceneParser.parse(source: Self.file, path: "Card.swift", defines: ["DEBUG"])
        #expect(Self.labels(debug).contains("frame(width: 10, height: 10)"))
        #expect(!Self.labels(debug).contains("frame(width: 30, height: 30)"))
    }

    @Test func conditionsAtTheTopLevelAndInsideTypes() throws {
        let source = """
            #if canImport(UIKit) && !targetEnvironment(simulator)
            let side: CGFloat = 44
            #else
            let side: CGFloat = 10
            #endif
            struct Icon: View {
                #if swift(>=5.9)
                var body: some View { Color.red.frame(width: side, height: side) }
                #endif
            }
            """
        let scene = try SceneParser.parse(source: source, path: "Icon.swift")
        #expect(scene.viewName == "Icon")
        #expect(scene.makeTree().nodes.first?.args["width"] == .number(44))
    }

    @Test func aPreviewProviderIsAPreview() throws {
        let source = """
            struct Row: View {
                var body: some View { Color.red.frame(height: 44) }
            }
            struct Row_Previews: PreviewProvider {
                static var previews: some View {
                    Row()
                        .previewLayout(.sizeThatFits)
                }
            }
            """
        let scene = try SceneParser.parse(source: source, path: "Row.swift")
        #expect(scene.viewName == "Row_Previews")
        #expect(scene.diagnostics.map(\.description) == ["Row.swift:7:14: warning: 'previewLayout' cannot change layout; ignored"])
    }
}
