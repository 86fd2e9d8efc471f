import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import SceneParser

/// The written forms of Button, Label and Toggle, and the style modifiers around them.
@Suite struct ControlSceneTests {
    func kinds(_ source: String) throws -> [String] {
        try SceneParser.parse(source: source, path: "App.swift").makeTree().nodes.map(\.kind)
    }

    @Test func buttonFormsAndTheirActionsThatNeverRun() throws {
        #expect(try kinds(#"Button("Save") { store.save(); dismiss() }"#) == ["Button", "Text"])
        #expect(try kinds(#"Button("Add", systemImage: "plus", action: add)"#) == ["Button", "Label", "Image", "Text"])
        #expect(try kinds(#"Button(role: .destructive) { delete() } label: { Text("Delete"); Image(systemName: "trash") }"#) == ["Button", "VStack", "Text", "Image"])
        #expect(try kinds(#"Button(action: { }) { Color.red }"#) == ["Button", "Color"])
    }

    @Test func stylesAreReadByTheControlsInside() throws {
        let tree = try SceneParser.parse(
            source: #"VStack { Button("a") { }; Button("b") { }.controlSize(.small) }.buttonStyle(.borderedProminent)"#, path: "App.swift"
        ).makeTree()
        #expect(tree.nodes.filter { $0.kind == "Button" }.map { [$0.args["style"], $0.args["controlSize"]] } == [
            [.string("borderedProminent"), .string("regular")], [.string("borderedProminent"), .string("small")],
        ])
        #expect(try kinds(#"Label("Star", systemImage: "star").labelStyle(.titleOnly)"#) == ["Label", "Text"])
        #expect(try kinds(#"Label { Text("Title") } icon: { Color.red.frame(width: 10) }"#) == ["Label", "frame", "Color", "Text"])
        #expect(try kinds(#"Toggle(isOn: .constant(true)) { Text("On") }.labelsHidden()"#) == ["Toggle"])
    }

    @Test func linksAndMenusAreTheirLabelsAndTheirDestinationsAreNeverRead() throws {
        // A mistake in a destination is not reported: it is another screen, not laid out here.
        #expect(try kinds(#"NavigationLink("Details") { Text("x").frame(widht: 1) }"#) == ["NavigationLink", "Text"])
        #expect(try kinds(#"NavigationLink { Detail() } label: { Color.red }"#) == ["NavigationLink", "Color"])
        #expect(try kinds(#"NavigationLink(value: 3) { Color.red }"#) == ["NavigationLink", "Color"])
        // In a list row it ends in a disclosure indicator.
        #expect(try kinds(#"List { NavigationLink("Details") { Text("x") } }"#) == ["List", "NavigationLink", "HStack", "Text", "Spacer", "font", "Image"])
        #expect(try kinds(#"Link("Site", destination: URL(string: "https://example.com")!)"#) == ["Link", "Text"])
        #expect(try kinds(#"Menu("More") { Button("A") { } }"#) == ["Menu", "Text"])
        #expect(try kinds(#"LabeledContent("Version", value: "1.0")"#) == ["LabeledContent", "Text", "layoutPriority", "Spacer", "HStack", "Text"])
        #expect(try kinds(#"LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(height: 4)"#) == ["frame", "Color"])
    }

    @Test func aMenuPickerShowsTheTaggedSelectionAndItsLabelOnlyInAList() throws {
        let source = """
            enum Flavor: String, CaseIterable, Identifiable { case vanilla, chocolate; var id: Self { self } }
            VStack {
                Picker("Flavor", selection: .constant(Flavor.chocolate)) {
                    ForEach(Flavor.allCases) { f in Text(f.rawValue).tag(f) }
                }
                Form { Picker("Size", selection: .constant(2)) { Text("S").tag(1); Text("M").tag(2) } }
                Picker("Mode", selection: .constant(0)) { Text("A").tag(0) }.pickerStyle(.segmented)
            }
            """
        let tree = try SceneParser.parse(source: source, path: "App.swift").makeTree()
        let texts = tree.nodes.compactMap { node -> String? in if case .string(let s)? = node.args["text"] { return s }; return nil }
        #expect(texts == ["chocolate", "Size", "M"])
        #expect(tree.nodes.filter { $0.kind == "Picker" }.count == 3)
    }

    @Test func inlineAndWheelPickers() throws {
        // In a list, an inline picker is its label's row and a row per option, the selected one with a checkmark.
        #expect(try kinds(#"List { Picker("Size", selection: .constant(2)) { Text("S").tag(1); Text("M").tag(2) }.pickerStyle(.inline) }"#) == [
            "List", "Picker", "Text", "HStack", "Text", "Spacer", "HStack", "Text", "Spacer", "Image",
        ])
        // Outside a list, inline is drawn as a wheel, as `.wheel` is everywhere.
        #expect(try kinds(#"Picker("Size", selection: .constant(2)) { Text("S").tag(1) }.pickerStyle(.inline)"#) == ["Picker"])
        #expect(try kinds(#"Form { Picker("Size", selection: .constant(2)) { Text("S").tag(1) }.pickerStyle(WheelPickerStyle()) }"#) == ["Form", "Picker"])
    }

    @Test func emptyStatesInTheirWrittenForms() throws {
        #expect(try kinds(#"ContentUnavailableView("No Mail", systemImage: "tray.fill")"#) == ["ContentUnavailableView", "VStack", "VStack", "font", "Image", "font", "Text"])
        #expect(try kinds("ContentUnavailableView.search") == ["ContentUnavailableView", "VStack", "VStack", "font", "Image", "font", "Text", "font", "Text"])
        let search = try SceneParser.parse(source: #"let q = "kale"; ContentUnavailableView.search(text: q)"#, path: "App.swift").makeTree()
        #expect(search.nodes.contains { $0.args["text"] == .string("No Results for \u{201C}kale\u{201D}") })
        #expect(try kinds(#"ContentUnavailableView { Label("No Photos", systemImage: "photo") } description: { Text("Take one") } actions: { Button("Open") { } }"#) == [
            "ContentUnavailableView", "VStack", "VStack", "VStack", "font", "Image", "font", "Text", "font", "Text", "Button", "Text",
        ])
        do {
            _ = try SceneParser.parse(source: "VStack {\n    ContentUnavailableView(description: Text(\"x\"))\n}", path: "App.swift", strict: true)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".hasPrefix("App.swift:2:5: error: ContentUnavailableView needs a title"))
        }
    }

    @Test func anAsyncImageShowsWhatItShowsBeforeItsImageLoads() throws {
        #expect(try kinds(#"AsyncImage(url: URL(string: "https://example.com/a.png"))"#) == ["AsyncImage"])
        #expect(try kinds(#"AsyncImage(url: nil) { image in image.resizable() } placeholder: { ProgressView() }"#) == ["AsyncImage", "ProgressView"])
        // The phase is `.empty`: a switch takes its case, and `image` and `error` are nil.
        let phased = """
            AsyncImage(url: nil) { phase in
                switch phase {
                case .empty: ProgressView()
                case .success(let image): image.resizable()
                case .failure: Image(systemName: "photo")
                @unknown default: EmptyView()
                }
            }
            AsyncImage(url: nil) { phase in
                if let image = phase.image { image.resizable() } else if phase.error != nil { Color.red } else { Color.gray }
            }
            """
        #expect(try kinds(phased) == ["VStack", "Group", "AsyncImage", "ProgressView", "AsyncImage", "Color"])
        let tree = try SceneParser.parse(source: phased, path: "App.swift").makeTree()
        #expect(tree.nodes.last?.label == "Color.gray")
    }

    @Test func aScrollViewReaderAndATimelineViewLayOutTheirContentInTheirPlace() throws {
        let source = """
            VStack {
                ScrollViewReader { proxy in
                    Button("Top") { proxy.scrollTo(0) }
                    Text("b")
                }
                TimelineView(.everyMinute) { context in Text(context.date, style: .time) }
            }
            """
        #expect(try kinds(source) == ["VStack", "ScrollViewReader", "Button", "Text", "Text", "TimelineView", "Text"])
        do {
            _ = try SceneParser.parse(source: "VStack {\n    ScrollViewReader()\n}", path: "App.swift", strict: true)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".hasPrefix("App.swift:2:5: error: ScrollViewReader needs its content in a closure"))
        }
    }

    @Test func searchableSetsTheBarOfTheStackAroundIt() throws {
        let inside = try SceneParser.parse(source: #"NavigationStack { List { Text("a") }.searchable(text: .constant("")) }"#, path: "App.swift")
        #expect(inside.diagnostics.isEmpty)
        #expect(inside.makeTree().nodes[0].args["searchable"] == .bool(true))
        let outside = try SceneParser.parse(source: #"List { Text("a") }.searchable(text: .constant(""))"#, path: "App.swift")
        #expect(outside.diagnostics.map(\.description) == ["App.swift:1:20: warning: 'searchable' shows its field in a navigation stack's bar, and there is none around it here; ignored"])
    }

    @Test func aControlSizeThatDoesNotExistIsReported() {
        do {
            _ = try SceneParser.parse(source: #"Button("a") { }.controlSize(.huge)"#, path: "App.swift", strict: true)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "App.swift:1:29: error: '.huge' is not a ControlSize")
        }
        // Without --strict, the style is left out and the button keeps the default size.
        let recovered = try? SceneParser.parse(source: #"Button("a") { }.controlSize(.huge)"#, path: "App.swift")
        #expect(recovered?.diagnostics.map(\.description) == ["App.swift:1:29: warning: '.huge' is not a ControlSize; 'controlSize' is left out"])
        #expect(recovered?.makeTree().nodes.first?.kind == "Button")
    }
}

/// Platform controls: their sizes are iOS metrics, marked so in the trace.
@Suite struct PlatformControlSceneTests {
    func frames(_ source: String, _ proposal: ProposedViewSize = ProposedViewSize(width: 300, height: 600)) throws -> [String: CGSize] {
        try LaidOutScene(source, path: "App.swift", proposal: proposal).frames(by: \.kind).mapValues(\.size)
    }

    @Test func spinnersBarsFieldsSlidersAndSteppers() throws {
        #expect(try frames("ProgressView()")["ProgressView"] == CGSize(width: 20, height: 20))
        #expect(try frames("ProgressView(value: 0.4)")["ProgressView"] == CGSize(width: 300, height: 4))
        #expect(try frames(#"TextField("Name", text: .constant(""))"#)["TextField"] == CGSize(width: 300, height: 22))
        #expect(try frames(#"TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)"#)["TextField"] == CGSize(width: 300, height: 34))
        #expect(try frames("Slider(value: .constant(0.5))")["Slider"] == CGSize(width: 300, height: 31))
        #expect(try frames(#"Stepper("Count", value: .constant(1))"#)["UIStepper"] == CGSize(width: 94, height: 32))
        #expect(try frames(#"Stepper("Count", value: .constant(1))"#)["Stepper"]?.width == 300)
    }
}
