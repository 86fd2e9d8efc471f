import Foundation
import LayoutEngine
import Testing
import TestSupport
import TraceAnalysis
import TraceStore

/// `why` on controls names the rule and marks iOS metrics as such: a borderless button is its
/// label, a bordered one pads it by iOS metrics (unconfirmed), a toggle's switch is UISwitch's size.
@Suite struct ControlWhyTests {
    @Test func anAutomaticButtonIsItsLabelAndABorderedOneSaysItsInsetsAreIOSMetrics() throws {
        let r = try Recorded(
            """
            VStack {
                Button { } label: { Color.blue.frame(width: 80, height: 30) }
                Button(action: {}) { Color.green.frame(width: 60, height: 20) }
                    .buttonStyle(.bordered)
                    .controlSize(.large)
            }
            """, proposals: [ProposedViewSize(width: 300, height: 300)])
        expectInOrder(
            ["style automatic (automatic is borderless on iOS): the button is exactly its label, proposed 300 × 146, which takes 80 × 30 → 80 × 30"],
            in: try r.why("Button").trimmed)
        expectInOrder(
            ["style bordered, control size large: the button pads its label by 20 on each side and 15 above and below (iOS metrics, unconfirmed but for the large vertical inset, measured); the label takes 60 × 20 → 100 × 50"],
            in: try r.why("Button(action: {})").trimmed)
    }

    @Test func aTogglesSwitchIsAnIOSMetricAndItsSpacerTakesTheRest() throws {
        let r = try Recorded(
            """
            Toggle(isOn: .constant(true)) { Color.orange.frame(width: 100, height: 20) }
            """, proposals: [ProposedViewSize(width: 300, height: 100)])
        expectInOrder(["a switch is 49 × 31 whatever it is proposed (192 × 100): UISwitch's intrinsic size, which SwiftUI lays out (measured)"], in: try r.why("Switch").trimmed)
        expectInOrder(
            [
                "node-0 Toggle(isOn: .constant(true)) @1:1: proposed 300 × 100 → 300 × 31",
                "node-4 Spacer(): proposed 151 × 100 → 151 × 0",
            ], in: try r.why("Spacer()").trimmed)
    }

    @Test func platformControlsSayWhereTheirSizesWereMeasuredOrThatTheyAreUnconfirmed() throws {
        let r = try Recorded(#"VStack { ProgressView(); Slider(value: .constant(0.5)) }"#, proposals: [ProposedViewSize(width: 300, height: 300)])
        expectInOrder(["a spinner is 20 × 20 whatever it is proposed (300 × 146): an iOS metric, measured (UIKit on iOS 26.1, Vercantez/openuikit's dumps)"], in: try r.why("ProgressView()").trimmed)
        expectInOrder(
            ["a slider takes the width it is proposed (300 × 272) and is as tall as the platform draws it → 300 × 31: iOS metrics, unconfirmed"],
            in: try r.why("Slider(value: .constant(0.5))").trimmed)
    }

    @Test func aNavigationStackPutsItsBarAboveTheContentAndSaysItsHeightIsAnIOSMetric() throws {
        let large = try Recorded(
            #"NavigationStack { Color.blue.navigationTitle("Inbox") }"#, proposals: [ProposedViewSize(width: 393, height: 759)])
        expectInOrder(
            ["a navigation bar with the large title \"Inbox\" takes 96 at the top (44 bar + 52 large title; 44 below the status bar, an iPhone in portrait (measured)): the content is proposed 393 × 663 below it and takes 393 × 663; the stack takes its proposal → 393 × 759; a smaller content is centred below the bar (as a hosting controller centres its root: unconfirmed)"],
            in: try large.why("Color.blue").trimmed)
        #expect(try large.trace.frames(pass: 1)[NodeID(1)] == CGRect(x: 0, y: 96, width: 393, height: 663))
        let inline = try Recorded(
            #"NavigationView { Color.blue.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) }"#, proposals: [ProposedViewSize(width: 393, height: 759)])
        #expect(try inline.trace.frames(pass: 1)[NodeID(1)] == CGRect(x: 0, y: 44, width: 393, height: 715))
    }

    @Test func aSearchableStackAddsItsSearchFieldToTheBar() throws {
        let r = try Recorded(
            #"NavigationStack { List { Text("a") }.searchable(text: .constant("")).navigationTitle("Mail") }"#, proposals: [ProposedViewSize(width: 393, height: 759)])
        expectInOrder(
            ["a navigation bar with the large title \"Mail\" takes 148 at the top (44 bar + 52 large title + 52 search field (unconfirmed); 44 below the status bar, an iPhone in portrait (measured)): the content is proposed 393 × 611 below it and takes 393 × 611; the stack takes its proposal → 393 × 759; a smaller content is centred below the bar (as a hosting controller centres its root: unconfirmed)"],
            in: try r.why("List").trimmed)
        let inline = try Recorded(
            #"NavigationStack { Color.blue.navigationBarTitleDisplayMode(.inline).searchable(text: .constant("")) }"#, proposals: [ProposedViewSize(width: 393, height: 759)])
        #expect(try inline.trace.frames(pass: 1)[NodeID(1)] == CGRect(x: 0, y: 96, width: 393, height: 663))
    }

    @Test func aFormsRowsSitInInsetCardsAtLeast44Tall() throws {
        let r = try Recorded(
            """
            Form {
                Section("Account") { Color.red.frame(width: 50, height: 10) }
            }
            """, proposals: [ProposedViewSize(width: 393, height: 600)])
        // The header 17 above its footnote text (13 × 2444 / 2048 = 15.51, 15.67 on the 3× grid) and 6
        // below it (the measured 38.667), then a 44-point row whose 10-point content is centred, 20 below the section.
        let row = try #require(try r.trace.frames(pass: 1)[NodeID(4)])
        #expect(abs(row.minY - (17 + 47.0 / 3 + 6 + 17)) < 0.001 && row.minX == 32 && row.size == CGSize(width: 50, height: 10))
        expectInOrder(
            ["insetGrouped list of 1 rows: sections inset 16 from its edges and 35.33 apart where neither has a footer or header, rows padded 16 × 11 and at least 44 tall, headers 17 above their text and 6 below (iOS 16 metrics, measured), 102.67 of content; takes the height it is offered (393 × 600) → 393 × 600"],
            in: try r.why("Form").trimmed)
        expectInOrder(
            ["a row of section 1: at the row's leading padding, centred on the pixel grid in a row at least 44 tall (iOS 16, measured) → (32, 55.67)"],
            in: try r.why("frame(width: 50, height: 10)").trimmed)
    }

    @Test func listRowsGrowWithDynamicType() throws {
        let trace = try Scratch().record(
            #"Form { Text("One"); Text("Two") }"#, proposals: [ProposedViewSize(width: 393, height: 800), ProposedViewSize(width: 393, height: 800)],
            dynamicTypeSizes: [.large, .accessibility3])
        let nodes = try trace.nodes()
        let one = try #require(nodes.first { $0.label == #"Text("One")"# }).id, two = try #require(nodes.first { $0.label == #"Text("Two")"# }).id
        func step(_ pass: Int) throws -> CGFloat { try #require(trace.frames(pass: pass)[two]).minY - #require(trace.frames(pass: pass)[one]).minY }
        // At Large a row of body text keeps its 44-point minimum; at accessibility3 (40 pt) the line is
        // 48 on the 3× grid and the row 48 + 2 × 11.
        #expect(abs(try step(1) - 44) < 1e-9)
        #expect(abs(try step(2) - 70) < 1e-9)
    }

    @Test func sectionAndRowSpacingChangeAListsGaps() throws {
        let source = """
            List {
                Section { Color.red.frame(height: 50); Color.red.frame(height: 50) }
                Section { Color.blue.frame(height: 50) }
            }
            """
        func blueY(_ modifiers: String) throws -> CGFloat {
            let r = try Recorded(source + modifiers, proposals: [ProposedViewSize(width: 393, height: 600)])
            return try #require(try r.trace.frames(pass: 1)[try r.node("Color.blue")]).minY
        }
        let plain = try blueY("")
        // 35 above a first section without a header; rows of 50 + 2 × 11 padding = 72; sections an empty
        // footer and an empty header apart (17.5 each, 17.667 on the 3× grid).
        #expect(abs(plain - (35 + 72 + 72 + 106.0 / 3 + 11)) < 1e-9)
        #expect(abs(try blueY(".listSectionSpacing(12)") - (plain - 106.0 / 3 + 12)) < 1e-9, "12 between the sections instead of 35.333; the first keeps its 35")
        #expect(abs(try blueY(".listSectionSpacing(.custom(12))") - (plain - 106.0 / 3 + 12)) < 1e-9)
        #expect(abs(try blueY(".listRowSpacing(8)") - (plain + 8)) < 1e-9, "8 between the two rows of the first section")
        let r = try Recorded(source + ".listRowSpacing(8)", proposals: [ProposedViewSize(width: 393, height: 600)])
        expectInOrder(
            ["insetGrouped list of 3 rows: sections inset 16 from its edges and 35.33 apart where neither has a footer or header, rows padded 16 × 11, at least 44 tall and 8 apart, headers 17 above their text and 6 below (iOS 16 metrics, measured), 314.33 of content; takes the height it is offered (393 × 600) → 393 × 600"],
            in: try r.why("Color.blue").trimmed)
    }

    @Test func aTabViewLaysOutItsFirstTabAboveTheBar() throws {
        let r = try Recorded(
            #"TabView { Color.blue.tabItem { Text("A") }; Color.red.tabItem { Text("B") } }"#, proposals: [ProposedViewSize(width: 390, height: 844)])
        #expect(try r.trace.nodes().map(\.kind) == ["TabView", "tabItem", "Color"])
        expectInOrder(
            ["the tab bar takes 49 at the bottom (an iOS metric of this screen, measured): the selected tab is proposed 390 × 795 above it and takes 390 × 795; the tab view takes its proposal → 390 × 844; a smaller tab is centred above the bar (as a hosting controller centres its root: unconfirmed)"],
            in: try r.why("Color.blue").trimmed)
    }

    @Test func anEmptyStateFillsItsProposalAndCentresItsContent() throws {
        let r = try Recorded(
            #"ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("Nothing yet"))"#,
            proposals: [ProposedViewSize(width: 393, height: 600), ProposedViewSize(width: nil, height: nil)])
        let frames = try r.trace.frames(pass: 1)
        #expect(frames[NodeID(0)] == CGRect(x: 0, y: 0, width: 393, height: 600))
        // The column is centred in the view: its midpoint is the view's.
        let column = try #require(frames[NodeID(1)])
        #expect(column.midX == 196.5 && column.midY == 300)
        let lines = try r.why(#"ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("Nothing yet"))"#).trimmed
        expectInOrder(
            ["an empty state takes the space it is offered (393 × 600, nil → its content plus the margins) and centres its icon, title and description, proposed 361 × 568 (16 margins, an iOS metric, unconfirmed), which take \(TraceFormat.size(column.size)) → 393 × 600"],
            in: lines)
        // Proposed nil, it is its content plus its margins.
        let ideal = try #require(r.trace.frames(pass: 2)[NodeID(0)])
        #expect(ideal.size == CGSize(width: column.width + 32, height: column.height + 32))
    }

    @Test func anAsyncImageIsExplainedByWhatItShowsBeforeItsImageLoads() throws {
        let r = try Recorded(
            """
            VStack(spacing: 0) {
                AsyncImage(url: cover).frame(width: 200, height: 100)
                AsyncImage(url: avatar) { image in image.resizable() } placeholder: { Color.gray.frame(width: 30, height: 30) }
                AsyncImage(url: banner) { phase in Color.blue.frame(height: phase.image == nil ? 20 : 40) }
            }
            """, proposals: [ProposedViewSize(width: 300, height: 300)])
        let frames = try r.trace.frames(pass: 1)
        #expect(frames[NodeID(2)]?.size == CGSize(width: 200, height: 100))
        expectInOrder(
            [
                "ltrace never loads the image, and until it loads an AsyncImage shows a standard placeholder that fills the space it is offered (Apple's AsyncImage): 200 × 100 → 200 × 100"
            ], in: try r.why("AsyncImage(url: cover)").trimmed)
        expectInOrder(
            ["ltrace never loads the image, and until it loads an AsyncImage shows its placeholder: proposes 300 × 100 to it and takes its 30 × 30"],
            in: try r.why("AsyncImage(url: avatar)").trimmed)
        expectInOrder(
            ["ltrace never loads the image, and until it loads an AsyncImage shows what its content makes of the empty phase (image and error nil): proposes 300 × 170 to it and takes its 300 × 20"],
            in: try r.why("frame(height: phase.image == nil ? 20 : 40)").trimmed)
    }

    @Test func anInlinePickerInAFormMakesARowOfItsLabelAndOfEachOption() throws {
        let r = try Recorded(
            """
            Form {
                Picker("Size", selection: .constant(2)) {
                    Text("Small").tag(1)
                    Text("Large").tag(2)
                }
                .pickerStyle(.inline)
            }
            """, proposals: [ProposedViewSize(width: 393, height: 600)])
        let lines = try r.why("Text(\"Large\")").trimmed
        expectInOrder(
            ["insetGrouped list of 3 rows: sections inset 16 from its edges and 35.33 apart where neither has a footer or header, rows padded 16 × 11 and at least 44 tall, headers 17 above their text and 6 below (iOS 16 metrics, measured), 187 of content; takes the height it is offered (393 × 600) → 393 × 600"],
            in: lines)
        // Three 44-point rows: the label's, then the options', the selected one ending in a checkmark.
        let nodes = try r.trace.nodes()
        let checkmarks = nodes.filter { $0.label == "Image(systemName: \"checkmark\")" }
        #expect(checkmarks.count == 1)
        let frames = try r.trace.frames(pass: 1)
        let large = try #require(nodes.first { $0.label == "Text(\"Large\")" })
        let small = try #require(nodes.first { $0.label == "Text(\"Small\")" })
        let step = try #require(frames[large.id]).minY - #require(frames[small.id]).minY
        #expect(abs(step - 44) < 0.001, "\(step)")
        #expect(try #require(frames[checkmarks[0].id]).maxX == 393 - 32)
    }

    @Test func onADeviceTheBarsSitInsideTheSafeArea() throws {
        let iPhone = try #require(Device.named("iphone-15")).screen(.portrait)
        let tabs = try Recorded(#"TabView { NavigationStack { Color.blue.navigationTitle("Home") } }"#, proposals: [], screens: [iPhone])
        let frames = try tabs.trace.frames(pass: 1)
        let blue = try tabs.node("Color.blue")
        // Below the 96-point large-title bar, which starts at the 53.67-point status bar, 5.33 inside the
        // 59-point top inset (a Dynamic Island iPhone); above the 49-point tab bar and the 34-point bottom inset.
        let top = 161.0 / 3 + 96
        let expected = CGRect(x: 0, y: top, width: 393, height: 852 - top - 49 - 34)
        #expect(abs(frames[blue]!.minY - expected.minY) < 1e-9 && abs(frames[blue]!.height - expected.height) < 1e-9)
    }
}
