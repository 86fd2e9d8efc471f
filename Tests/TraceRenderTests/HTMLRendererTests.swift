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

    @Test func thePageCarriesEachNodesHistoryAndWhyChain() throws {
        let trace = try Repository.golden("relative-size-middle")
        let html = try HTMLRenderer.html(trace, pass: 1)
        let data = try Self.data(html)
        let nodes = try #require(data["nodes"] as? [[String: Any]])
        #expect(nodes.count == 7)
        let yellow = try #require(nodes.first { $0["id"] as? String == "node-6" })
        #expect(yellow["frame"] as? String == "300×80 at (320, 0)")
        #expect(yellow["parent"] as? String == "node-2")
        let why = try #require(yellow["why"] as? [String])
        #expect(why.contains("    300 / 1 = 300 proposed to Color.yellow, which took 300; 0 left"))
        let calls = try #require(yellow["calls"] as? [[String: Any]])
        #expect(calls.map { $0["role"] as? String } == ["probe-min", "probe-max", "measure", "place", "final"])
        let stack = try #require(nodes.first { $0["id"] as? String == "node-2" })
        #expect(stack["children"] as? [String] == ["node-3", "node-4", "node-6"])
        #expect((data["log"] as? [Any])?.count == 31)
        // Self-contained: nothing is fetched.
        #expect(!html.contains("src=") && !html.contains("href=") && !html.contains("@import"))
    }

    @Test func textThatWouldCloseTheScriptIsEscaped() throws {
        let trace = try Scratch().record(#"Text("</script><b>")"#, proposals: [ProposedViewSize(width: 200, height: 100)])
        let html = try HTMLRenderer.html(trace, pass: 1)
        #expect(html.components(separatedBy: "</script>").count == 3)
        let nodes = try #require(try Self.data(html)["nodes"] as? [[String: Any]])
        #expect(nodes.first?["label"] as? String == #"Text("</script><b>")"#)
    }

    /// A trace may hold labels of megabytes; the page stores each label once, cut short.
    @Test func hugeLabelsDoNotMakeHugePages() throws {
        let scratch = Scratch()
        _ = try scratch.record("VStack { ForEach(0..<20) { i in Color.red.frame(height: 5) } }", proposals: [ProposedViewSize(width: 200, height: 200)])
        try SQLiteConnection(path: scratch.path("t.sqlite"), mode: .create).execute("UPDATE nodes SET label = printf('%.*c', 4000000, 'x')")
        let html = try HTMLRenderer.html(try TraceReader(path: scratch.path("t.sqlite")), pass: 1)
        #expect(html.utf8.count < 2_000_000, "\(html.utf8.count) bytes")
        let nodes = try #require(try Self.data(html)["nodes"] as? [[String: Any]])
        #expect((nodes.first?["label"] as? String)?.count == LabelPlacer.maxText)
    }

    @Test func tooManyNodesForAPage() throws {
        let trace = try Scratch().record("VStack { ForEach(0..<5001) { i in Color.red } }", proposals: [ProposedViewSize(width: 100, height: 100)])
        #expect(throws: TraceError.self) { try HTMLRenderer.html(trace, pass: 1) }
    }

    @Test(arguments: Repository.traceScenes)
    func everyGoldenScene(scene: String) throws {
        let trace = try Repository.golden(scene)
        let html = try HTMLRenderer.html(trace, pass: 1)
        let nodes = try #require(try Self.data(html)["nodes"] as? [[String: Any]])
        #expect(nodes.count == (try trace.frames(pass: 1)).count)
        #expect(nodes.allSatisfy { !(($0["why"] as? [String]) ?? []).isEmpty }, "every box has a why chain")
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
        #expect(dom.contains(#"<pre class="why">why \#(last) "#), "\(scene): the selected node's chain is missing")
        #expect(dom.contains(#"class="node selected"#) || dom.contains(#"class="node leaf selected"#), "\(scene): nothing is highlighted")
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
