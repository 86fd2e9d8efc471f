import Foundation
import LayoutEngine
import SceneParser
import Testing
import TestSupport

/// The controls of ordinary screens beyond the issue's list, as real view files write them:
/// date pickers, disclosure groups, group boxes, share links, edit buttons, button toggles,
/// badges and form styles.
@Suite struct EverydayControlSceneTests {
    func parse(_ source: String) throws -> Scene { try SceneParser.parse(source: source, path: "App.swift") }
    func kinds(_ source: String) throws -> [String] { try parse(source).makeTree().nodes.map(\.kind) }

    func frames(_ source: String, width: CGFloat = 390, height: CGFloat = 844) throws -> [String: CGRect] {
        try LaidOutScene(source, path: "App.swift", proposal: ProposedViewSize(width: width, height: height)).frames()
    }

    @Test func aCompactDatePickerIsItsLabelAndOneButtonPerComponent() throws {
        #expect(try kinds(#"DatePicker("Due", selection: .constant(Date()))"#) == [
            "DatePicker", "Text", "layoutPriority", "Spacer", "HStack", "HStack", "background", "padding", "Text", "RoundedRectangle", "background", "padding",
            "Text", "RoundedRectangle",
        ])
        let f = try frames(#"DatePicker("Day", selection: .constant(Date()), displayedComponents: .date)"#, width: 300, height: 100)
        // The label, a spacer and the date's button, padded 11 × 7 around its text: the row fills the width.
        #expect(f[#"DatePicker("Day", selection: .constant(Date()), displayedComponents: .date)"#]?.width == 300)
        let text = try #require(f[#"Text("Jun 5, 2026")"#])
        let button = try #require(f["background()"])
        #expect(button.width == text.width + 22 && button.height == text.height + 14 && button.maxX == 300)
        #expect(try kinds(#"DatePicker("Alarm", selection: .constant(Date()), displayedComponents: [.hourAndMinute]).labelsHidden()"#) == [
            "DatePicker", "background", "padding", "Text", "RoundedRectangle",
        ])
    }

    @Test func wheelAndGraphicalDatePickers() throws {
        #expect(try kinds(#"DatePicker("A", selection: .constant(Date())).datePickerStyle(.wheel)"#) == ["DatePicker"])
        #expect(try kinds(#"DatePicker("A", selection: .constant(Date())).datePickerStyle(WheelDatePickerStyle())"#) == ["DatePicker"])
        let graphical = try parse(#"DatePicker("A", selection: .constant(Date())).datePickerStyle(.graphical)"#)
        #expect(graphical.diagnostics.map(\.description) == [
            "App.swift:1:1: warning: no source gives the size of the graphical date picker's calendar; it is laid out in the compact style"
        ])
        do {
            _ = try parse(#"DatePicker("A", selection: .constant(Date()), displayedComponents: components)"#)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".hasPrefix("App.swift:1:68: error: expected a member such as '.date', found 'components'"))
        }
    }

    @Test func aDisclosureGroupShowsItsContentOnlyWhenExpanded() throws {
        #expect(try kinds(#"DisclosureGroup("More") { Text("a") }"#) == ["DisclosureGroup", "HStack", "Text", "Spacer", "font", "Image"])
        #expect(try kinds(#"DisclosureGroup("More", isExpanded: .constant(true)) { Text("a") }"#) == ["DisclosureGroup", "HStack", "Text", "Spacer", "font", "Image", "Text"])
        let state = """
            struct Settings: View {
                @State private var open = true
                var body: some View {
                    List {
                        DisclosureGroup(isExpanded: $open) { Text("a"); Text("b") } label: { Label("Advanced", systemImage: "gear") }
                    }
                }
            }
            """
        let tree = try parse(state).makeTree()
        #expect(tree.nodes.map(\.kind) == ["List", "DisclosureGroup", "HStack", "Label", "Image", "Text", "Spacer", "font", "Image", "Text", "Text"])
        // In a list the group is no box: its row and its content are the list's rows.
        #expect(tree.nodes[1].role == .transparent)
    }

    @Test func aGroupBoxIsItsLeadingHeadlineAboveItsContentPaddedOnARoundedRectangle() throws {
        #expect(try kinds(#"GroupBox("Steps") { Text("8,204") }"#) == ["GroupBox", "padding", "VStack", "frame", "font", "Text", "Text", "RoundedRectangle"])
        #expect(try kinds(#"GroupBox { Text("a") } label: { Label("Steps", systemImage: "figure.walk") }"#) == [
            "GroupBox", "padding", "VStack", "frame", "font", "Label", "Image", "Text", "Text", "RoundedRectangle",
        ])
        let f = try frames(#"GroupBox("Steps") { Text("8,204") }"#, width: 300, height: 200)
        // The label takes the width offered, so the box fills it; the padding is 16.
        #expect(f[#"GroupBox("Steps")"#]?.width == 300)
        #expect(f[#"Text("Steps")"#]?.minX == 16)
    }

    @Test func shareLinksEditButtonsAndButtonToggles() throws {
        #expect(try kinds(#"ShareLink(item: url)"#) == ["ShareLink", "Label", "Image", "Text"])
        #expect(try parse(#"ShareLink(item: url)"#).makeTree().nodes.last?.label == #"Text("Share")"#)
        #expect(try kinds(#"ShareLink(item: url) { Image(systemName: "square.and.arrow.up") }"#) == ["ShareLink", "Image"])
        #expect(try kinds("EditButton()") == ["EditButton", "Text"])
        let toggle = try parse(#"Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)"#).makeTree()
        #expect(toggle.nodes.map(\.kind) == ["Toggle", "Text"])
        #expect(toggle.nodes[0].args["style"] == .string("bordered"))
        #expect(try kinds(#"Toggle("Bold", isOn: .constant(true)).toggleStyle(.switch)"#) == ["Toggle", "Text", "layoutPriority", "Spacer", "Switch"])
    }

    @Test func aBadgeTrailsAListRowAndChangesNothingElsewhere() throws {
        #expect(try kinds(#"List { Text("Inbox").badge(3) }"#) == ["List", "badge", "Text", "Spacer", "Text"])
        #expect(try kinds(#"List { Text("Inbox").badge("New") }"#) == ["List", "badge", "Text", "Spacer", "Text"])
        #expect(try kinds(#"List { Text("Inbox").badge(0) }"#) == ["List", "badge", "Text"])
        #expect(try kinds(#"TabView { Text("Inbox").badge(3) }"#) == ["TabView", "badge", "Text"])
    }

    /// `.tabItem { … }` names its tab's bar item from the first text inside (a Label's title, a
    /// Text beside an Image), found through the tab's other modifiers; `Tab("…")` names its own.
    @Test func tabItemsNameTheTabBarsItems() throws {
        let scene = try parse(#"""
            TabView {
                Text("Feed").tabItem { Label("Home", systemImage: "house") }.tag(0)
                Text("Search").tabItem { Image(systemName: "magnifyingglass"); Text("Search") }.padding()
                Text("Me").tabItem { Text("Profile") }
                Text("Untitled")
            }
            """#)
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
        let tree = scene.makeTree()
        #expect(tree.nodes.map(\.kind) == ["TabView", "tabItem", "Text"])
        #expect(tree.nodes[0].appearance == .tabBar(items: ["Home", "Search", "Profile", ""]))
        let tabs = try parse(#"TabView { Tab("Home", systemImage: "house") { Text("Feed") }; Tab("Settings", systemImage: "gear") { Text("Gear") } }"#)
        #expect(tabs.makeTree().nodes[0].appearance == .tabBar(items: ["Home", "Settings"]))
    }

    @Test func formStylesAndUnknownPickerStyles() throws {
        let form = try parse(#"Form { Text("a") }.formStyle(.grouped)"#)
        #expect(form.diagnostics.isEmpty)
        #expect(form.makeTree().nodes.map(\.kind) == ["Form", "Text"])
        let picker = try parse(#"Form { Picker("Size", selection: .constant(1)) { Text("S").tag(1) }.pickerStyle(.navigationLink) }"#)
        #expect(picker.diagnostics.map(\.description) == [
            "App.swift:1:8: warning: the '.navigationLink' picker style is laid out as the menu style, the only other one ltrace knows"
        ])
    }
}
