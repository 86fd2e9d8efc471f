import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import SceneParser

/// Styles and settings are typed descriptors (`SceneStyle`, `SceneSetting`) registered with the
/// views that read them; the interpreter handles every one the same way.
@Suite struct SceneStyleTests {
    @Test func aMisspeltStyleIsAnErrorWithASuggestion() {
        #expect(diagnostic(#"Button("a") { }.buttonStyle(.borderd)"#) == "scene.swift:1:29: error: '.borderd' is not a ButtonStyle; did you mean '.bordered'?")
        #expect(diagnostic(#"List { Text("a") }.listStyle(.sidebarr)"#) == "scene.swift:1:30: error: '.sidebarr' is not a ListStyle; did you mean '.sidebar'?")
        #expect(diagnostic(#"Toggle("a", isOn: .constant(true)).toggleStyle(BorderedToggleStyle())"#)?.hasPrefix("scene.swift:1:48: error: 'BorderedToggleStyle' is not a ToggleStyle") == true)
        #expect(diagnostic(#"Button("a") { }.labelsHidden(true)"#) == "scene.swift:1:30: error: labelsHidden() takes no arguments")
    }

    @Test func aStyleTypeIsItsCase() throws {
        let (tree, _) = try frames(#"Button("a") { }.buttonStyle(BorderedProminentButtonStyle())"#, 300, 100)
        #expect(tree.nodes[0].args["style"] == .string("borderedProminent"))
        let (plain, _) = try frames(#"Button("a") { }.buttonStyle(DefaultButtonStyle())"#, 300, 100)
        #expect(plain.nodes[0].args["style"] == .string("automatic"))
        let (qualified, _) = try frames(#"List { Text("a") }.listStyle(ListStyle.plain)"#, 300, 100)
        #expect(qualified.nodes[0].args["style"] == .string("plain"))
    }

    /// A button style the app declares is the body of the buttons inside: `makeBody` with the
    /// button's label as `configuration.label` (CustomStyles.swift), by its type or an app's static.
    @Test func theAppsOwnButtonStyleIsItsMakeBodyAroundTheLabel() throws {
        let source = """
            struct Pill: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding(configuration.isPressed ? 4 : 10)
                }
            }
            extension ButtonStyle where Self == Pill {
                static var pill: Pill { Pill() }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Button { } label: { Color.red.frame(width: 40, height: 20) }.buttonStyle(.pill)
                        Button { } label: { Color.red.frame(width: 40, height: 20) }.buttonStyle(Pill())
                    }
                }
            }
            """
        let scene = try parse(source, view: "Screen")
        #expect(scene.diagnostics.isEmpty)
        let tree = scene.makeTree()
        let buttons = tree.nodes.filter { $0.kind == "Button" }
        #expect(buttons.map { $0.args["style"] } == [.string("Pill"), .string("Pill")])
        let pass = LayoutEngine(tree: tree).layout(in: ProposedViewSize(width: 300, height: 300))
        #expect(buttons.map { pass.frame(of: $0.id)?.size } == [CGSize(width: 60, height: 40), CGSize(width: 60, height: 40)])
    }

    /// A label style's body gets the title and the icon; a toggle style's the label and the value.
    @Test func theAppsOwnLabelAndToggleStylesAreTheirBodies() throws {
        let source = """
            struct Stacked: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack(spacing: 2) { configuration.icon; configuration.title }
                }
            }
            struct Check: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack(spacing: 0) {
                        configuration.label
                        Color.gray.frame(width: configuration.isOn ? 30 : 10, height: 10)
                    }
                }
            }
            struct Screen: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Label { Color.blue.frame(width: 50, height: 10) } icon: { Color.green.frame(width: 20, height: 20) }
                            .labelStyle(Stacked())
                        Toggle(isOn: .constant(true)) { Color.blue.frame(width: 50, height: 10) }
                            .toggleStyle(Check())
                    }
                }
            }
            """
        let scene = try parse(source, view: "Screen")
        let tree = scene.makeTree()
        let pass = LayoutEngine(tree: tree).layout(in: ProposedViewSize(width: 300, height: 300))
        let label = try #require(tree.nodes.first { $0.kind == "Label" }), toggle = try #require(tree.nodes.first { $0.kind == "Toggle" })
        #expect(pass.frame(of: label.id)?.size == CGSize(width: 50, height: 32))
        #expect(pass.frame(of: toggle.id)?.size == CGSize(width: 80, height: 10))
    }

    @Test func aControlReadsTheStyleAsAValueOfItsType() throws {
        let (tree, pass) = try frames(#"Button("Save") { }.buttonStyle(.bordered).controlSize(.large)"#, 300, 100)
        let layout = try #require(tree.nodes[0].layout as? ButtonLayout)
        #expect(layout.style == .bordered && layout.controlSize == .large)
        #expect(abs(pass.frame(of: tree.nodes[0].id)!.width - pass.frame(of: tree.nodes[1].id)!.width - 40) < 0.001)
    }

    @Test func everyRegisteredStyleAndSettingHasOneModifierName() {
        let styles = BuiltIns.styles.map { $0.modifier }, settings = BuiltIns.settings.map(\.modifier)
        #expect(Set(styles).count == styles.count && Set(settings).count == settings.count)
        #expect(Set(styles).isDisjoint(with: settings))
        #expect(Set(styles + settings).isDisjoint(with: BuiltIns.modifiers.map(\.name)))
        for style in BuiltIns.styles {
            #expect(style.caseNames.contains(style.standardName), "\(style.typeName)'s standard case is one of its cases")
        }
    }

    @Test func aSettingGoesToTheNearestContainerOfItsKind() throws {
        let source = """
            NavigationStack {
                List {
                    Text("a").navigationTitle("Inner")
                }
                .navigationBarTitleDisplayMode(.inline)
                .navigationTitle("Outer")
            }
            """
        let tree = try parse(source).makeTree()
        #expect(tree.nodes[0].args["title"] == .string("Inner"))
        #expect(tree.nodes[0].args["displayMode"] == .string("inline"))
        #expect(diagnostic(#"NavigationStack { Text("a").navigationBarTitleDisplayMode(.inlin) }"#) == "scene.swift:1:59: error: '.inlin' is not a TitleDisplayMode: write .automatic, .inline or .large")
        let outside = try parse(#"Text("a").navigationTitle("Alone")"#)
        #expect(outside.diagnostics.map(\.description) == ["scene.swift:1:11: warning: 'navigationTitle' cannot change layout; ignored"])
        // Toolbar items in the bar change nothing; a bottom toolbar would, and says it is not laid out.
        let toolbars = try parse(
            """
            NavigationStack {
                Color.blue
                    .toolbar { ToolbarItem(placement: .bottomBar) { Button("Add") {} } }
                    .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
            }
            """)
        #expect(
            toolbars.diagnostics.map(\.description) == [
                "scene.swift:3:10: warning: 'toolbar' with a .bottomBar item adds a toolbar at the bottom of the navigation stack, which ltrace does not lay out yet; the content keeps that space",
                "scene.swift:4:10: warning: 'toolbar' cannot change layout; ignored",
            ])
    }
}

/// What a grid's cells tell it are layout values, so any guide works in `gridColumnAlignment`.
@Suite struct GridLayoutValueTests {
    /// A custom guide at a view's trailing edge, declared in the scene.
    static let badgeGuide = """
        extension HorizontalAlignment {
            private enum Badge: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.trailing] }
            }
            static let badge = HorizontalAlignment(Badge.self)
        }

        """

    @Test func aCustomColumnGuideMeetsTheCellViewsGuide() throws {
        let source = Self.badgeGuide + """
            struct Screen: View {
                var body: some View {
                    Grid(horizontalSpacing: 10, verticalSpacing: 5) {
                        GridRow { Color.red.frame(width: 50, height: 20) }
                        GridRow { Color.green.frame(width: 30, height: 20).gridColumnAlignment(.badge) }
                        GridRow { Color.blue.frame(width: 30, height: 20).alignmentGuide(.badge) { $0.width / 2 } }
                    }
                }
            }
            """
        let (tree, pass) = try frames(source, 300, 300, view: "Screen")
        func x(_ label: String) throws -> CGFloat {
            let node = try #require(tree.nodes.first { $0.label == label })
            return try #require(pass.frame(of: node.id)).minX
        }
        let grid = try x("Grid(horizontalSpacing: 10, verticalSpacing: 5)")
        #expect(try x("Color.green") == grid + 20, "the cell's badge guide is its trailing edge, and so is the view's")
        #expect(try x("Color.blue") == grid + 50 - 15, "the view's explicit value for the guide meets the cell's")
    }
}

extension GridLayoutValueTests {
    @Test func aLazyGridItemsCustomGuideToo() throws {
        let source = Self.badgeGuide + """
            struct Screen: View {
                var body: some View {
                    LazyVGrid(columns: [GridItem(.fixed(50), alignment: Alignment(horizontal: .badge, vertical: .center))]) {
                        Color.green.frame(width: 30, height: 20)
                    }
                }
            }
            """
        let scene = try LaidOutScene(source, view: "Screen", proposal: ProposedViewSize(width: 300, height: 300))
        let x = try #require(scene.frames()["Color.green"]?.minX)
        #expect(abs(x - (125 + 50 - 30)) < 0.001, "\(x)")
    }
}

/// `groupBoxStyle`, added through the recipe alone (GroupBox.swift and its registry line).
@Suite struct GroupBoxStyleTests {
    @Test func theAutomaticStyleIsTheOnlyOneAndATypoIsCaught() throws {
        let (tree, pass) = try frames(#"GroupBox("Title") { Text("Body") }.groupBoxStyle(.automatic)"#, 300, 300)
        #expect(tree.nodes[0].kind == "GroupBox" && pass.frame(of: tree.nodes[0].id) != nil)
        #expect(diagnostic(#"GroupBox("Title") { Text("Body") }.groupBoxStyle(.automatc)"#) == "scene.swift:1:50: error: '.automatc' is not a GroupBoxStyle; did you mean '.automatic'?")
        #expect(diagnostic(#"GroupBox("Title") { Text("Body") }.groupBoxStyle(DefaultGroupBoxStyle())"#) == nil)
    }
}

/// `listRowInsets`, added through the recipe alone (List.swift and its registry line).
@Suite struct ListRowInsetsTests {
    @Test func aRowsInsetsReplaceTheListsPadding() throws {
        let source = """
            List {
                Color.red.frame(height: 20)
                Color.blue.frame(height: 20).listRowInsets(EdgeInsets(top: 30, leading: 40, bottom: 0, trailing: 10))
                Color.green.frame(height: 20).listRowInsets(nil)
            }
            """
        let (tree, pass) = try frames(source, 390, 844)
        func frame(_ label: String) throws -> CGRect {
            let node = try #require(tree.nodes.first { $0.label == label })
            return try #require(pass.frame(of: node.id))
        }
        let list = try #require(pass.frame(of: tree.nodes[0].id))
        let red = try frame("Color.red"), blue = try frame("Color.blue"), green = try frame("Color.green")
        let margin = red.minX - list.minX - ListLayout.rowPadding.width
        #expect(blue.minX - list.minX == margin + 40)
        #expect(blue.width == 390 - 2 * margin - 50 && red.width == 390 - 2 * margin - 32)
        #expect(abs(blue.minY - red.maxY - (12 + 30)) < 0.001, "the red row's bottom padding, then the blue row's top inset")
        #expect(green.minX == red.minX && green.width == red.width, "nil keeps the list's padding")
        #expect(diagnostic(#"List { Text("a").listRowInsets(3) }"#) == "scene.swift:1:32: error: listRowInsets takes EdgeInsets or nil here, not a number")
    }
}

/// A custom font scales with Dynamic Type as body does, or as its `relativeTo:` style; `fixedSize:` does not.
@Suite struct CustomFontDynamicTypeTests {
    @Test func customFontsScaleInProportionToTheirTextStyle() throws {
        let source = #"VStack { Text("a").font(.custom("Avenir", size: 17)); Text("b").font(.custom("Avenir", size: 17, relativeTo: .title)); Text("c").font(.custom("Avenir", fixedSize: 17)) }.dynamicTypeSize(.accessibility3)"#
        let scene = try LaidOutScene(source, proposal: ProposedViewSize(width: 390, height: 844))
        let heights = scene.frames().filter { $0.key.hasPrefix("Text(") }.mapValues(\.height)
        func line(_ size: CGFloat) -> CGFloat { TextMetrics.pixelCeil(size * 2444 / 2048, scale: 3) }
        #expect(heights[#"Text("a").font(.custom("Avenir", size: 17))"#] == line(17 * 48 / 22), "body's leading: 22 → 48 at accessibility3")
        #expect(heights[#"Text("b").font(.custom("Avenir", size: 17, relativeTo: .title))"#] == line(17 * 57 / 34), "title's leading: 34 → 57")
        #expect(heights[#"Text("c").font(.custom("Avenir", fixedSize: 17))"#] == line(17))
        #expect(diagnostic(#"Text("a").font(.custom("Avenir", size: 17, relativeTo: .system(size: 3)))"#)?.contains("expected a text style such as .title") == true)
    }
}

/// `textCase` changes what the texts inside show, so what is measured.
@Suite struct TextCaseTests {
    @Test func anUppercaseTextIsMeasuredUppercase() throws {
        let scene = try LaidOutScene(#"VStack { Text("Account settings").textCase(.uppercase); Text("Account settings").textCase(nil) }"#, proposal: ProposedViewSize(width: 390, height: 844))
        let upper = try #require(scene.frames()["textCase(.uppercase)"]), plain = try #require(scene.frames()["textCase(nil)"])
        let expected = TextMetrics.pixelCeil(TableTextShaper.width("ACCOUNT SETTINGS", font: .body), scale: 3)
        #expect(upper.width == expected && upper.width > plain.width)
        #expect(diagnostic(#"Text("a").textCase(.titlecase)"#) == "scene.swift:1:20: error: '.titlecase' is not a Text.Case: write .uppercase, .lowercase or nil")
    }
}

/// A `ViewModifier` that styles its `content` styles the buttons inside it, as SwiftUI's
/// environment reaches them (autoreleasefool/approach's PrimaryButton snapshot is 50.33 high:
/// Tests/Fixtures/snapshot-button-bordered-prominent-large.swift).
@Suite struct ModifierContentStyleTests {
    @Test func aModifiersStyleOnItsContentReachesTheButtonsInside() throws {
        let source = """
            struct Primary: ViewModifier {
                func body(content: Content) -> some View {
                    content.buttonStyle(.borderedProminent).controlSize(.large)
                }
            }
            struct Screen: View {
                var body: some View {
                    Button { } label: { Color.red.frame(width: 40, height: 20) }
                        .modifier(Primary())
                }
            }
            """
        let scene = try parse(source, view: "Screen")
        let tree = scene.makeTree()
        let button = try #require(tree.nodes.first { $0.kind == "Button" })
        #expect(button.args["style"] == .string("borderedProminent") && button.args["controlSize"] == .string("large"))
        let pass = LayoutEngine(tree: tree).layout(in: ProposedViewSize(width: 300, height: 300))
        #expect(pass.frame(of: button.id)?.size == CGSize(width: 80, height: 50))
    }
}
