import Foundation
import LayoutEngine
import Testing
@testable import SceneParser

/// View code as apps write it: property wrappers, bindings, platform colours and fonts.
@Suite struct AppCodeTests {
    func scene(_ source: String, view: String? = nil) throws -> Scene {
        try SceneParser.parse(source: source, path: "App.swift", view: view)
    }

    func width(_ scene: Scene, _ label: String) -> TraceValue? {
        scene.makeTree().nodes.first { $0.label == label }?.args["width"]
    }

    @Test func propertyWrappersAreStoredValues() throws {
        let source = """
            struct Meter: View {
                @Environment(\\.colorScheme) private var colorScheme
                @EnvironmentObject var store: Store
                @StateObject private var model = Model()
                @State private var level: CGFloat = 40
                @Binding var total: CGFloat
                var caption: String?
                var body: some View {
                    Color.red.frame(width: level + total, height: 10)
                }
            }
            #Preview { Meter(total: .constant(60)) }
            """
        let s = try scene(source)
        #expect(width(s, "frame(width: level + total, height: 10)") == .number(100))
    }

    @Test func aBindingPassedOnReadsTheValue() throws {
        let source = """
            struct Bar: View {
                @Binding var length: CGFloat
                var body: some View { Color.red.frame(width: length) }
            }
            struct Screen: View {
                @State private var length: CGFloat = 70
                var body: some View { Bar(length: $length) }
            }
            """
        #expect(width(try scene(source), "frame(width: length)") == .number(70))
    }

    @Test func usingAModelObjectIsAnErrorThatSaysWhy() {
        let source = """
            struct Row: View {
                @ObservedObject var model: Model
                var body: some View { Color.red.frame(width: model.width) }
            }
            """
        do {
            _ = try scene(source)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".hasPrefix("App.swift:3:56: error: a Model (kept, not interpreted) has no member 'width'"), "\(error)")
        }
    }

    @Test func platformColoursAndCustomFontsAreAcceptedWithAWarning() throws {
        let s = try scene("""
            VStack {
                Color(.systemGroupedBackground).frame(height: 10)
                Text("Title").font(.custom("Avenir Next", size: 22))
            }
            """)
        #expect(s.diagnostics.map(\.description) == [
            "App.swift:2:5: warning: Color(.systemGroupedBackground) is not interpreted; it is drawn as a placeholder colour (a colour cannot change layout)",
            "App.swift:3:24: warning: custom font \"Avenir Next\" is measured as the system font at 22 points",
        ])
        let text = s.makeTree().nodes.first { $0.kind == "Text" }
        #expect(text?.args["font"] == .string(Font.system(size: 22).name))
    }

    @Test func aBackgroundInAShapeIsTheShape() throws {
        let s = try scene("Text(\"New\").padding(4).background(.blue, in: Capsule())")
        #expect(s.makeTree().nodes.map(\.kind) == ["background", "padding", "Text", "Capsule"])
    }
}
