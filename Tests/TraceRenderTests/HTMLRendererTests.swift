import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import TraceRender
@testable import TraceStore

@Suite struct HTMLRendererTests {
    /// The JSON the page carries for its script.
    static func data(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: #"<script type="application/json" id="ltrace-data">"#))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = html[start.upperBound..<end.lowerBound].replacingOccurrences(of: "<\\/", with: "</")
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// The nodes of the page's first pass, by id.
    static func nodes(_ data: [String: Any], pass: Int = 0) throws -> [String: [String: Any]] {
        let passes = try #require(data["passes"] as? [[String: Any]])
        return try #require(passes[pass]["nodes"] as? [String: [String: Any]])
    }

    static func tree(_ data: [String: Any]) throws -> [[String: Any]] { try #require(data["tree"] as? [[String: Any]]) }

    /// The page's header says how much of the screen was guessed, as `ltrace check` does.
    @Test func thePageSaysHowMuchWasGuessed() throws {
        let scratch = Scratch()
        let some = try scratch.record("VStack { Widget(size: 3); Text(undefinedTitle) }", proposals: [ProposedViewSize(width: 390, height: 844)], name: "some.sqlite")
        let data = try Self.data(try HTMLRenderer.html(some, pass: 1))
        #expect(data["guessed"] as? String == "guessed: 1 opaque value, 1 error recovered, 1 placeholder", "\(data["guessed"] ?? "")")
        #expect(data["onlyPlaceholders"] as? Bool == false)
        let all = try scratch.record("Widget(size: 3)", proposals: [ProposedViewSize(width: 390, height: 844)], name: "all.sqlite")
        let only = try Self.data(try HTMLRenderer.html(all, pass: 1))
        #expect(only["guessed"] as? String == "the screen is one placeholder: 1 placeholder")
        #expect(only["onlyPlaceholders"] as? Bool == true)
        #expect(try HTMLRenderer.html(all, pass: 1).contains("#guessed.warn"))
    }

    @Test func thePageCarriesEachNodesHistoryAndWhyChain() throws {
        let trace = try Repository.golden("relative-size-middle")
        let html = try HTMLRenderer.html(trace, pass: 1)
        let data = try Self.data(html)
        let nodes = try Self.nodes(data)
        #expect(nodes.count == 7)
        let yellow = try #require(nodes["node-6"])
        #expect(yellow["frame"] as? String == "300×80 at (320, 0)")
        #expect(yellow["box"] as? [Double] == [320, 0, 300, 80])
        #expect(yellow["parent"] as? String == "node-2")
        let why = try #require(yellow["why"] as? [String])
        #expect(why.contains("    300 / 1 = 300 proposed to Color.yellow, which took 300; 0 left"))
        let calls = try #require(yellow["calls"] as? [[String: Any]])
        #expect(calls.map { $0["role"] as? String } == ["probe-min", "probe-max", "measure", "place", "final"])
        #expect(calls.map { $0["probe"] as? Bool } == [true, true, false, false, false])
        #expect(try #require(nodes["node-2"])["children"] as? [String] == ["node-3", "node-4", "node-6"])
        // The tree lists every node in source order, placed or not, with its source line.
        let tree = try Self.tree(data)
        #expect(tree.map { $0["id"] as? String } == (0..<tree.count).map { "node-\($0)" })
        #expect(tree.contains { ($0["line"] as? String)?.contains("Color.yellow") == true })
        // Self-contained: nothing is fetched.
        #expect(!html.contains("src=") && !html.contains("href=\"http") && !html.contains("@import"))
    }

    /// The picture is the screen: a colour is a filled rectangle at its frame, a text its lines at their baselines.
    @Test func thePictureDrawsTheScreen() throws {
        let trace = try Scratch().record(#"VStack(spacing: 0) { Color.blue.frame(width: 100, height: 50); Text("Hello, world!").foregroundColor(.red) }"#, proposals: [ProposedViewSize(width: 300, height: 200)])
        let svg = ScreenRenderer.svg(try LayoutPicture(trace: trace, pass: 1))
        let color = try #require(try trace.frames(pass: 1)[NodeID(2)])
        #expect(svg.contains(##"<rect x="100" y="\##(TraceFormat.number(color.minY))" width="100" height="50" fill="#007AFF"/>"##), "\(svg)")
        let text = try #require(try trace.frames(pass: 1)[NodeID(4)])
        #expect(svg.contains(##"<g class="text" fill="#FF3B30"><text class="line" x="\##(TraceFormat.number(text.minX))" y=""##), "\(svg)")
        #expect(svg.contains(">Hello, world!</text>"))
        #expect(!svg.contains("class=\"label\""), "no labels in the picture")
    }

    /// `multilineTextAlignment` does not change a text's size, only where its lines are drawn:
    /// centred lines are anchored at the frame's middle, trailing ones at its end, the rest at its
    /// start; the `text.lines` decision says so.
    @Test func multilineTextIsDrawnWithItsAlignment() throws {
        let scene = #"""
            VStack {
                Text("A long sentence that wraps onto several lines").frame(width: 120).multilineTextAlignment(.center)
                Text("Trailing text that wraps onto lines").multilineTextAlignment(.trailing).frame(width: 120)
                Text("Leading text that wraps onto lines").frame(width: 120)
            }
            """#
        let trace = try Scratch().record(scene, proposals: [ProposedViewSize(width: 300, height: 400)])
        let frames = try trace.frames(pass: 1)
        let labels = Dictionary(uniqueKeysWithValues: try trace.nodes().map { ($0.id, $0.label) })
        func text(_ prefix: String) throws -> CGRect { try #require(frames.first { labels[$0.key]?.hasPrefix("Text(\"" + prefix) == true }?.value) }
        let centred = try text("A long"), trailing = try text("Trailing"), leading = try text("Leading")
        let plain = try Scratch().record(#"Text("A long sentence that wraps onto several lines").frame(width: 120)"#, proposals: [ProposedViewSize(width: 300, height: 400)])
        #expect(try plain.frames(pass: 1).values.map(\.size).contains(centred.size), "the alignment changes no size")
        let svg = ScreenRenderer.svg(try LayoutPicture(trace: trace, pass: 1))
        let lines = svg.components(separatedBy: "<text class=\"line\" ").dropFirst().map { $0.prefix { $0 != ">" } }
        #expect(lines.filter { $0.contains(##"x="\##(TraceFormat.number(centred.midX))""##) && $0.contains(##"text-anchor="middle""##) }.count >= 3, "\(svg)")
        #expect(lines.filter { $0.contains(##"x="\##(TraceFormat.number(trailing.maxX))""##) && $0.contains(##"text-anchor="end""##) }.count >= 2, "\(svg)")
        #expect(lines.filter { $0.contains(##"x="\##(TraceFormat.number(leading.minX))""##) && !$0.contains("text-anchor") }.count >= 2, "\(svg)")
        let sentences = try trace.query("SELECT message FROM explained_decisions WHERE kind = 'text.lines'").rows.map { $0[0].description }
        #expect(sentences.contains { $0.hasSuffix("each line aligned .center in the frame (multilineTextAlignment)") }, "\(sentences)")
        #expect(sentences.contains { $0.hasSuffix("each line aligned .trailing in the frame (multilineTextAlignment)") }, "\(sentences)")
    }

    /// On a device the picture has what iOS draws over the app: the Dynamic Island or the notch,
    /// and the status bar's time, signal and battery (hidden on a phone in landscape, as iOS
    /// hides it); a home-button iPhone has no cutout, and a picture off a device has neither.
    @Test func theStatusBarAndTheCutoutAreDrawnOnADevice() throws {
        func svg(_ device: String) throws -> String {
            let screen = try Device.screen(named: device)
            let trace = try Scratch().record("Color.blue", proposals: [screen.proposal], screens: [screen], scale: screen.scale)
            return ScreenRenderer.svg(try LayoutPicture(trace: trace, pass: 1))
        }
        let island = try svg("iphone-15")
        #expect(island.contains(##"<rect class="cutout" x="133.5" y="11.33" width="126" height="37.33""##), "\(island)")
        #expect(island.contains(##"class="status-time""##) && island.contains(">9:41</text>") && island.contains(##"class="status-battery""##))
        #expect(island.components(separatedBy: ##"class="status-signal""##).count == 5)
        #expect(island.contains("<title>status bar and the Dynamic Island as iOS draws them (drawing only)</title>"))
        let notch = try svg("iphone-13")
        #expect(notch.contains(##"<rect class="cutout" x="90.5" y="0" width="209" height="30""##), "\(notch)")
        let homeButton = try svg("iphone-se")
        #expect(!homeButton.contains(##"class="cutout""##) && homeButton.contains(##"class="status-time" x="8""##), "\(homeButton)")
        let landscape = try svg("iphone-15:landscape")
        #expect(landscape.contains(##"<rect class="cutout" x="11.33" y="133.5" width="37.33" height="126""##), "\(landscape)")
        #expect(!landscape.contains("status-time"))
        let bare = ScreenRenderer.svg(try LayoutPicture(trace: try Scratch().record("Color.blue", proposals: [ProposedViewSize(width: 300, height: 300)]), pass: 1))
        #expect(!bare.contains("device-chrome"))
    }

    /// UIKit's semantic colours are drawn in their light-mode values; a colour ltrace does not
    /// know is a translucent, outlined neutral that names itself, never an opaque black fill
    /// hiding what lies under it.
    @Test func platformColorsAreDrawnAndUnknownColorsAreMarked() throws {
        let trace = try Scratch().record(
            #"ZStack { Text("Under"); VStack(spacing: 0) { Color(uiColor: .secondarySystemBackground).frame(height: 40); Color(.systemGray5).frame(height: 40); Color(UIColor.mysteryColor).frame(height: 40); Color("NoSuchAsset").frame(height: 40) } }"#,
            proposals: [ProposedViewSize(width: 200, height: 200)])
        let svg = ScreenRenderer.svg(try LayoutPicture(trace: trace, pass: 1))
        #expect(svg.contains(##"height="40" fill="#F2F2F7"/>"##), "\(svg)")
        #expect(svg.contains(##"height="40" fill="#E5E5EA"/>"##), "\(svg)")
        #expect(svg.components(separatedBy: ##"<g class="unknown-color">"##).count == 3, "\(svg)")
        #expect(svg.contains(##"fill="rgba(142, 142, 147, 0.12)" stroke="#8E8E93""##))
        #expect(svg.contains("<title>Color(UIColor.mysteryColor): a colour ltrace does not know, drawn as a marked neutral</title>"), "\(svg)")
        #expect(svg.contains(#"<title>Color(&quot;NoSuchAsset&quot;): a colour ltrace does not know"#) || svg.contains(#"<title>Color("NoSuchAsset"): a colour ltrace does not know"#), "\(svg)")
        #expect(!svg.contains(##"height="40" fill="#000000""##), "\(svg)")
    }

    @Test func textThatWouldCloseTheScriptIsEscaped() throws {
        let trace = try Scratch().record(#"Text("</script><b>")"#, proposals: [ProposedViewSize(width: 200, height: 100)])
        let html = try HTMLRenderer.html(trace, pass: 1)
        #expect(html.components(separatedBy: "</script>").count == 3)
        let tree = try Self.tree(try Self.data(html))
        #expect(tree.first?["label"] as? String == #"Text("</script><b>")"#)
    }

    /// A trace may hold labels of megabytes; the page stores each label once, cut short.
    @Test func hugeLabelsDoNotMakeHugePages() throws {
        let scratch = Scratch()
        _ = try scratch.record("VStack { ForEach(0..<20) { i in Color.red.frame(height: 5) } }", proposals: [ProposedViewSize(width: 200, height: 200)])
        try SQLiteConnection(path: scratch.path("t.sqlite"), mode: .create).execute("UPDATE nodes SET label = printf('%.*c', 4000000, 'x')")
        let html = try HTMLRenderer.html(try TraceReader(path: scratch.path("t.sqlite")), pass: 1)
        #expect(html.utf8.count < 2_000_000, "\(html.utf8.count) bytes")
        let tree = try Self.tree(try Self.data(html))
        #expect((tree.first?["label"] as? String)?.count == LabelPlacer.maxText)
    }

    /// A damaged appearance (a megabyte of brackets, deep nesting, nonsense) draws nothing; the rest is drawn.
    @Test func damagedAppearancesDrawNothing() throws {
        let scratch = Scratch()
        _ = try scratch.record(#"VStack { Color.red.frame(height: 5); Text("a\u{1}b") }"#, proposals: [ProposedViewSize(width: 200, height: 200)])
        let db = try SQLiteConnection(path: scratch.path("t.sqlite"), mode: .create)
        try db.execute("UPDATE nodes SET appearance = printf('%.*c', 1000000, '[') WHERE kind = 'Color'")
        try db.execute("UPDATE nodes SET appearance = '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]' WHERE kind = 'VStack'")
        let trace = try TraceReader(path: scratch.path("t.sqlite"))
        #expect(try trace.nodes().allSatisfy { $0.kind == "Text" ? $0.appearance == .text : $0.appearance == nil })
        let svg = ScreenRenderer.svg(try LayoutPicture(trace: trace, pass: 1))
        // A control character in a text is replaced, so the file stays XML.
        #expect(svg.contains(">a\u{FFFD}b</text>") && !svg.contains("\u{1}"))
        _ = try HTMLRenderer.html(trace, pass: 1)
    }

    @Test func tooManyNodesForAPage() throws {
        let trace = try Scratch().record("VStack { ForEach(0..<5001) { i in Color.red } }", proposals: [ProposedViewSize(width: 100, height: 100)])
        #expect(throws: TraceError.self) { try HTMLRenderer.html(trace, pass: 1) }
    }

    /// A trace of several passes carries each, named, and starts on the one asked for.
    @Test func everyPassIsOnThePage() throws {
        let trace = try Scratch().record("Color.red.frame(width: 50, height: 50)", proposals: [ProposedViewSize(width: 100, height: 100), ProposedViewSize(width: 300, height: 100)])
        let data = try Self.data(try HTMLRenderer.html(trace, selecting: 2))
        let passes = try #require(data["passes"] as? [[String: Any]])
        #expect(passes.map { $0["name"] as? String } == ["pass 1: proposal 100×100", "pass 2: proposal 300×100"])
        #expect(data["selected"] as? Int == 1)
        #expect(try Self.nodes(data, pass: 1)["node-1"]?["box"] as? [Double] == [125, 25, 50, 50])
    }

    @Test(arguments: Repository.traceScenes)
    func everyGoldenScene(scene: String) throws {
        let trace = try Repository.golden(scene)
        let html = try HTMLRenderer.html(trace, pass: 1)
        let nodes = try Self.nodes(try Self.data(html))
        #expect(nodes.count == (try trace.frames(pass: 1)).count)
        #expect(nodes.values.allSatisfy { !(($0["why"] as? [String]) ?? []).isEmpty }, "every box has a why chain")
    }
}

/// The page in a real browser: Debian's chromium, headless. `.ci/run` installs it.
@Suite(.enabled(if: Browser.path != nil, "needs chromium (apt-get install chromium)"))
struct HTMLInBrowserTests {
    @Test(arguments: Repository.traceScenes)
    func loadsWithoutErrorsAndDrawsEveryBox(scene: String) throws {
        let trace = try Repository.golden(scene)
        let scratch = Scratch()
        let page = scratch.path("\(scene).html")
        try AtomicFile.write(try HTMLRenderer.html(trace, pass: 1), to: page)
        let last = try #require(try trace.frames(pass: 1).keys.max())
        let dom = try Browser.dump(page, fragment: last.description)
        let body = try #require(dom.range(of: "<body[^>]*>", options: .regularExpression).map { String(dom[$0]) })
        #expect(body.contains(#"data-status="ready""#), "\(scene): the script did not finish: \(body)")
        #expect(!body.contains("data-errors"), "\(scene): \(body)")
        #expect(body.contains(#"data-boxes="\#(try trace.frames(pass: 1).count)""#), "\(scene): \(body)")
        // Opening page.html#node-N selected it: its why chain is on the page.
        #expect(dom.contains(##"<pre class="why">why <a class="node" href="#\##(last)">\##(last)</a> "##), "\(scene): the selected node's chain is missing")
        #expect(dom.contains(#"class="node selected"#), "\(scene): nothing is highlighted")
    }
}

/// Hostile pages: fragments that name Object's members, labels that look like markup.
@Suite(.enabled(if: Browser.path != nil, "needs chromium (apt-get install chromium)"))
struct HostilePagesInBrowserTests {
    @Test(arguments: ["__proto__", "constructor", "toString", "hasOwnProperty", "node-999", "%E0%A4%A"])
    func fragmentsThatAreNotNodes(fragment: String) throws {
        let scratch = Scratch()
        let page = scratch.path("p.html")
        try AtomicFile.write(try HTMLRenderer.html(try Repository.golden("relative-size-middle"), pass: 1), to: page)
        let dom = try Browser.dump(page, fragment: fragment)
        let body = try #require(dom.range(of: "<body[^>]*>", options: .regularExpression).map { String(dom[$0]) })
        #expect(body.contains(#"data-status="ready""#) && !body.contains("data-errors"), "#\(fragment): \(body)")
    }

    @Test(arguments: [#"<!--<script>"#, #"</script><!--"#, #"<script>alert(1)</script>"#, #"]]><!-- -->"#])
    func labelsThatLookLikeMarkup(text: String) throws {
        let scratch = Scratch()
        _ = try scratch.record("VStack { Text(\"\(text)\"); Color.red }", proposals: [ProposedViewSize(width: 200, height: 100)])
        let page = scratch.path("p.html")
        try AtomicFile.write(try HTMLRenderer.html(try TraceReader(path: scratch.path("t.sqlite")), pass: 1), to: page)
        let dom = try Browser.dump(page, fragment: "node-1")
        let body = try #require(dom.range(of: "<body[^>]*>", options: .regularExpression).map { String(dom[$0]) })
        #expect(body.contains(#"data-status="ready""#) && !body.contains("data-errors"), "\(text): \(body)")
        #expect(body.contains(#"data-boxes="3""#), "\(text): \(body)")
    }
}

enum Browser {
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The DOM after the page's scripts ran.
    static func dump(_ file: String, fragment: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(file).profile", "--dump-dom", "file://\(file)#\(fragment)"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
