import Foundation
import LayoutEngine
import Testing
import TestSupport
import TraceStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The page in a real browser, through the DevTools protocol: the picture is where the trace
/// says, hovering and selecting work, a `#node` link selects, and `ltrace serve` follows edits.
@Suite(.enabled(if: DevTools.path != nil, "needs chromium (apt-get install chromium)"), .serialized)
struct PageInBrowserTests {
    /// Each box's frame and each text's first line, as the browser laid the SVG out.
    static let geometry = """
        (() => {
          const out = {};
          document.querySelectorAll("svg g.node").forEach(g => {
            const f = g.querySelector(":scope > rect.frame").getBBox();
            const line = g.querySelector(":scope > g.text > text.line");
            out[g.id] = { frame: [f.x, f.y, f.width, f.height], text: line ? [Number(line.getAttribute("x")), Number(line.getAttribute("y")), line.textContent] : null };
          });
          return out;
        })()
        """

    /// The drawn texts whose boxes (in the picture's points, at any zoom) overlap another's.
    static let overlappingTexts = """
        (() => {
          // A line's box: from its x for its drawn length, from its cap height above the baseline to its descent below.
          const boxes = [...document.querySelectorAll("svg text.line")].map(t => {
            const x = Number(t.getAttribute("x")), y = Number(t.getAttribute("y")), size = parseFloat(getComputedStyle(t).fontSize);
            const anchor = t.getAttribute("text-anchor"), length = t.getComputedTextLength();
            const left = anchor === "middle" ? x - length / 2 : x;
            return { left: left, right: left + length, top: y - 0.75 * size, bottom: y + 0.2 * size };
          }).filter(r => r.right > r.left && r.bottom > r.top);
          const hits = [];
          for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
            const a = boxes[i], b = boxes[j];
            if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) hits.push([i, j, JSON.stringify(a), JSON.stringify(b)]);
          }
          return hits.length ? JSON.stringify(hits.slice(0, 3)) : 0;
        })()
        """

    static func center(of id: String, in tab: DevTools.Tab) throws -> (Double, Double) {
        let r = try #require(try tab.evaluate(##"(() => { const r = document.getElementById("\##(id)").querySelector(":scope > rect.frame").getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()"##) as? [Double])
        return (r[0], r[1])
    }

    @Test func thePageDrawsTheTraceAndSelects() throws {
        let cli = CLI()
        cli.copyTraces()
        #expect(cli.run("record", "Traces/settings-screen.swift").status == 0)
        #expect(cli.run("render", "-o", "page.html").status == 0)
        let trace = try TraceReader(path: cli.path("ltrace.sqlite"))
        let frames = try trace.frames(pass: 1)
        let nodes = try trace.nodes()

        let browser = try DevTools()
        defer { browser.quit() }
        let tab = try browser.open("file://\(cli.path("page.html"))")
        #expect(try tab.wait(for: ##"document.body.getAttribute("data-status") === "ready""##))
        #expect(try tab.evaluate(##"document.body.getAttribute("data-errors")"##) as? String == nil)

        // Every box and every text's first line where the trace put them.
        let drawn = try #require(try tab.evaluate(Self.geometry) as? [String: [String: Any]])
        #expect(drawn.count == frames.count)
        for (node, frame) in frames {
            let box = try #require(drawn[node.description]?["frame"] as? [Double], "\(node) is not drawn")
            #expect(zip(box, [frame.minX, frame.minY, frame.width, frame.height]).allSatisfy { abs($0 - $1) < 0.01 }, "\(node): \(box) vs \(frame)")
        }
        var texts = 0
        for node in nodes where node.appearance == .text {
            let frame = try #require(frames[node.id])
            let line = try #require(drawn[node.id.description]?["text"] as? [Any], "\(node.id) has no line")
            let x = try #require(line[0] as? Double), baseline = try #require(line[1] as? Double)
            #expect(abs(x - frame.minX) < 0.01 && baseline > frame.minY && baseline <= frame.maxY, "\(node.id): line at \(x), \(baseline) in \(frame)")
            texts += 1
        }
        #expect(texts >= 6)
        #expect(try tab.evaluate(Self.overlappingTexts) as? Int == 0, "texts drawn over each other")

        // Hovering a box marks it and its row; clicking selects it and shows its why chain.
        let name = try #require(nodes.first { $0.label == ##"Text("Name")"## }).id.description
        let (x, y) = try Self.center(of: name, in: tab)
        try tab.mouseMove(x: x, y: y)
        #expect(try tab.wait(for: ##"document.querySelector("svg g.node.hover")?.id === "\##(name)""##, timeout: 2))
        #expect(try tab.evaluate(##"document.querySelector("#tree .row.hover")?.getAttribute("data-node")"##) as? String == name)
        try tab.click(x: x, y: y)
        #expect(try tab.wait(for: ##"document.body.getAttribute("data-selected") === "\##(name)""##, timeout: 2))
        #expect((try tab.evaluate(##"document.querySelector("#selection pre.why").textContent"##) as? String)?.hasPrefix("why \(name) ") == true)
        #expect(try tab.evaluate(##"document.querySelector("svg g.node.selected").id"##) as? String == name)
        // A node name in the chain is a link that selects it.
        let parent = try #require(nodes.first { $0.id.description == name }?.parent).description
        #expect(try tab.evaluate(##"(() => { document.querySelector('#selection a.node[href="#\##(parent)"]').click(); return document.body.getAttribute("data-selected"); })()"##) as? String == parent)
        // A row of the tree selects too.
        #expect(try tab.evaluate(##"(() => { document.querySelector('#tree .row[data-node="node-0"]').click(); return document.body.getAttribute("data-selected"); })()"##) as? String == "node-0")

        // A shared link selects its node.
        try tab.navigate("file://\(cli.path("page.html"))#node-3")
        #expect(try tab.wait(for: ##"document.body.getAttribute("data-status") === "ready" && document.body.getAttribute("data-selected") === "node-3""##))

        // Zoom with the keyboard, back to fit with 0.
        let before = try #require(try tab.evaluate(##"document.querySelector("svg").getAttribute("viewBox")"##) as? String)
        try tab.key("+")
        #expect(try tab.evaluate(##"document.querySelector("svg").getAttribute("viewBox")"##) as? String != before)
        try tab.key("0")
        #expect(try tab.evaluate(##"document.querySelector("svg").getAttribute("viewBox")"##) as? String == before)

        if ProcessInfo.processInfo.environment["LTRACE_UPDATE_SCREENSHOTS"] == "1" {
            try tab.navigate("file://\(cli.path("page.html"))#\(name)")
            _ = try tab.wait(for: ##"document.body.getAttribute("data-selected") === "\##(name)""##)
            try tab.screenshot().write(to: Repository.root.appendingPathComponent("docs/page-settings-screen.png"))
        }
    }

    /// `rows.html`: a scroll view of `rows` rows of five views each (a text, a spacer, a square).
    static func rowsPage(_ rows: Int) throws -> CLI {
        let cli = CLI()
        cli.write("rows.swift", """
            ScrollView {
                VStack(spacing: 4) {
                    ForEach(0..<\(rows)) { i in
                        HStack {
                            Text("Row \\(i)")
                            Spacer()
                            Color.blue.frame(width: 20, height: 20)
                        }
                    }
                }
            }
            """)
        #expect(cli.run("record", "rows.swift").status == 0)
        #expect(cli.run("render", "-o", "rows.html").status == 0)
        return cli
    }

    /// A trace of about 2,000 placed views loads in under a second and draws no text over another.
    @Test func aLargePageLoadsQuickly() throws {
        let cli = try Self.rowsPage(400)
        let placed = try TraceReader(path: cli.path("ltrace.sqlite")).frames(pass: 1).count
        #expect(placed >= 2000)
        let browser = try DevTools()
        defer { browser.quit() }
        let tab = try browser.open("file://\(cli.path("rows.html"))")
        #expect(try tab.wait(for: ##"document.body.getAttribute("data-status") === "ready""##))
        #expect(try tab.evaluate(##"Number(document.body.getAttribute("data-boxes"))"##) as? Int == placed)
        let ready = try #require(try tab.evaluate(##"Number(document.body.getAttribute("data-ready-ms"))"##) as? Double)
        // A guard against a page that stops scaling (it is ready in about 0.6 s alone); a timing
        // taken while the rest of the suite runs on two cores is no measurement.
        #expect(ready < 3000, "ready after \(ready) ms")
        let overlaps = try tab.evaluate(Self.overlappingTexts)
        #expect(overlaps as? Int == 0, "\(overlaps ?? "")")
    }

    /// A real app's preview can be thousands of views deep in stacks: on a 3,000-view page the
    /// tree filters by label or id, selects a filtered row, collapses a subtree and widens, and
    /// deep rows keep their labels readable (indentation capped, the whole label on hover).
    @Test func aThreeThousandViewTreeFiltersCollapsesAndWidens() throws {
        let cli = try Self.rowsPage(600)
        let browser = try DevTools()
        defer { browser.quit() }
        let tab = try browser.open("file://\(cli.path("rows.html"))")
        #expect(try tab.wait(for: ##"document.body.getAttribute("data-status") === "ready""##))
        let views = try #require(try tab.evaluate(##"document.querySelectorAll("#tree .row").length"##) as? Int)
        #expect(views >= 3000)
        #expect(try tab.evaluate(##"document.body.getAttribute("data-tree-shown")"##) as? String == String(views))

        // Filter and select, timed inside the page: under a second.
        let elapsed = try #require(try tab.evaluate(##"""
            (() => {
              const t0 = performance.now();
              const f = document.getElementById("filter");
              f.value = "row 417"; f.dispatchEvent(new Event("input"));
              const row = [...document.querySelectorAll("#tree .row")].find(r => !r.hidden && r.textContent.includes("'Row 417'"));
              row.click();
              return performance.now() - t0;
            })()
            """##) as? Double)
        #expect(elapsed < 1000, "filtering and selecting took \(elapsed) ms")
        #expect(try tab.evaluate(##"document.body.getAttribute("data-tree-matches")"##) as? String == "1")
        let selected = try #require(try tab.evaluate(##"document.body.getAttribute("data-selected")"##) as? String)
        #expect(try tab.evaluate(##"document.querySelector('#tree .row[data-node="\##(selected)"]').textContent.includes("Text(\"Row \\(i)\") 'Row 417'")"##) as? Bool == true)
        // The match and its ancestors (the HStack, the ForEach's stack, the scroll view…) only.
        let shown = try #require(Int(try tab.evaluate(##"document.body.getAttribute("data-tree-shown")"##) as? String ?? ""))
        #expect(shown > 1 && shown < 10, "\(shown) rows shown")
        #expect(try tab.evaluate(##"document.querySelector("svg g.node.selected")?.id"##) as? String == selected)
        // A filter by id finds the node itself.
        _ = try tab.evaluate(##"(() => { const f = document.getElementById("filter"); f.value = "\##(selected)"; f.dispatchEvent(new Event("input")); })()"##)
        #expect(try tab.evaluate(##"document.body.getAttribute("data-tree-matches")"##) as? String == "1")

        // Cleared, the filter shows every row again; the VStack collapses to one row and its siblings.
        _ = try tab.evaluate(##"(() => { const f = document.getElementById("filter"); f.value = ""; f.dispatchEvent(new Event("input")); })()"##)
        _ = try tab.evaluate(##"document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }))"##)
        #expect(try tab.evaluate(##"document.body.getAttribute("data-tree-shown")"##) as? String == String(views))
        _ = try tab.evaluate(##"[...document.querySelectorAll("#tree .row")].find(r => r.textContent.includes("VStack(spacing: 4)")).querySelector(".toggle").click()"##)
        let collapsed = try #require(Int(try tab.evaluate(##"document.body.getAttribute("data-tree-shown")"##) as? String ?? ""))
        #expect(collapsed < 10, "\(collapsed) rows shown with the stack collapsed")
        _ = try tab.evaluate(##"[...document.querySelectorAll("#tree .row")].find(r => r.textContent.includes("VStack(spacing: 4)")).querySelector(".toggle").click()"##)
        #expect(try tab.evaluate(##"document.body.getAttribute("data-tree-shown")"##) as? String == String(views))

        // Deep rows: indentation stops growing, the whole label is the row's title.
        let widest = try #require(try tab.evaluate(##"Math.max(...[...document.querySelectorAll("#tree .row")].map(r => parseFloat(r.style.paddingLeft)))"##) as? Double)
        let capped: Double = 6 + 12 * 12 + 24 * 2
        #expect(widest <= capped)
        #expect(try tab.evaluate(##"[...document.querySelectorAll("#tree .row")].every(r => r.title.startsWith(r.getAttribute("data-node") + " "))"##) as? Bool == true)

        // The splitter widens the tree by what it is dragged.
        let widened = try #require(try tab.evaluate(##"""
            (() => {
              const panel = document.getElementById("treePanel"), before = panel.getBoundingClientRect().width;
              const s = document.getElementById("splitter"), x = s.getBoundingClientRect().left + 2;
              s.dispatchEvent(new PointerEvent("pointerdown", { clientX: x, bubbles: true }));
              window.dispatchEvent(new PointerEvent("pointermove", { clientX: x - 150 }));
              window.dispatchEvent(new PointerEvent("pointerup", {}));
              return panel.getBoundingClientRect().width - before;
            })()
            """##) as? Double)
        #expect(abs(widened - 150) < 1, "widened by \(widened)")
    }

    /// A sweep's page has a pass selector; switching passes keeps the selection.
    @Test func thePassSelectorKeepsTheSelection() throws {
        let cli = CLI()
        cli.copyTraces()
        #expect(cli.run("record", "Traces/settings-screen.swift", "--sweep", "device=iphone-se,ipad-air-11").status == 0)
        #expect(cli.run("render", "-o", "sweep.html").status == 0)
        let browser = try DevTools()
        defer { browser.quit() }
        let tab = try browser.open("file://\(cli.path("sweep.html"))#node-6")
        #expect(try tab.wait(for: ##"document.body.getAttribute("data-status") === "ready" && document.body.getAttribute("data-pass") === "1""##))
        #expect(try tab.evaluate(##"[...document.querySelectorAll("#pass option")].map(o => o.textContent)"##) as? [String] == ["pass 1: iphone-se", "pass 2: ipad-air-11"])
        let before = try #require(try tab.evaluate(##"document.querySelector("svg").getAttribute("viewBox")"##) as? String)
        _ = try tab.evaluate(##"(() => { const s = document.getElementById("pass"); s.value = "1"; s.dispatchEvent(new Event("change")); })()"##)
        #expect(try tab.evaluate(##"document.body.getAttribute("data-pass")"##) as? String == "2")
        #expect(try tab.evaluate(##"document.body.getAttribute("data-selected")"##) as? String == "node-6")
        #expect(try tab.evaluate(##"document.querySelector("svg g.node.selected")?.id"##) as? String == "node-6")
        #expect(try tab.evaluate(##"document.querySelector("svg").getAttribute("viewBox")"##) as? String != before, "the iPad's picture is fitted anew")
    }

    @Test func thePhotoGridPage() throws {
        let cli = CLI()
        cli.copyTraces()
        #expect(cli.run("record", "Traces/photo-grid.swift", "--device", "iphone-15").status == 0)
        #expect(cli.run("render", "-o", "grid.html").status == 0)
        let browser = try DevTools()
        defer { browser.quit() }
        let tab = try browser.open("file://\(cli.path("grid.html"))")
        #expect(try tab.wait(for: ##"document.body.getAttribute("data-status") === "ready""##))
        // Twelve tiles in their colours, clipped by the scroll view.
        #expect(try tab.evaluate(##"document.querySelectorAll('svg g.node > rect[fill^="rgba("]').length"##) as? Int == 12)
        if ProcessInfo.processInfo.environment["LTRACE_UPDATE_SCREENSHOTS"] == "1" {
            try tab.navigate("file://\(cli.path("grid.html"))#node-5")
            _ = try tab.wait(for: ##"document.body.getAttribute("data-selected") === "node-5""##)
            try tab.screenshot().write(to: Repository.root.appendingPathComponent("docs/page-photo-grid.png"))
        }
    }
}

/// `ltrace serve` on loopback: the page follows edits of the scene, keeps its selection and zoom,
/// shows a scene error over the last good picture, and refuses what is not its own.
@Suite(.enabled(if: DevTools.path != nil, "needs chromium (apt-get install chromium)"), .serialized)
struct ServeInBrowserTests {
    /// A running `ltrace serve` and the address it printed.
    final class Server {
        let process: Process
        let address: String
        let output: Pipe

        init(_ cli: CLI, _ arguments: [String]) throws {
            let (process, out, err) = cli.start(["serve"] + arguments)
            self.process = process
            output = out
            // The first line says where: "serving … at http://127.0.0.1:PORT/ (Ctrl-C stops)".
            var line = Data()
            let handle = out.fileHandleForReading
            while !line.contains(10) {
                let byte = handle.readData(ofLength: 1)
                guard !byte.isEmpty else { break }
                line += byte
            }
            let text = String(decoding: line, as: UTF8.self)
            guard let range = text.range(of: #"http://[^ ]+"#, options: .regularExpression) else {
                process.terminate()
                process.waitUntilExit()
                // What serve said on standard error, and how it ended, so that a failure explains itself.
                let said = String(decoding: err.fileHandleForReading.availableData, as: UTF8.self)
                throw DevTools.ProtocolError(description: "serve printed '\(text)', exit status \(process.terminationStatus), standard error: \(said)")
            }
            address = String(text[range])
        }

        var port: Int { Int(address.split(separator: ":").last!.filter(\.isNumber))! }

        /// Ctrl-C: the server stops and exits 0.
        func interrupt() -> Int32 {
            kill(process.processIdentifier, SIGINT)
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    /// A raw HTTP/1.1 request over a socket (no client library to tidy the path or the Host).
    static func request(port: Int, _ text: String) throws -> String {
        guard let fd = Loopback.connect(port: port) else { throw DevTools.ProtocolError(description: "cannot connect") }
        defer { close(fd) }
        // Read until the server closes, but not forever: once a served reply of `Connection:
        // close` stayed open after it was sent (the reply was whole), and the suite waited
        // five minutes for it.
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        Loopback.send(fd, text)
        var reply = [UInt8](), chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = recv(fd, &chunk, chunk.count, 0)
            guard n > 0 else { break }
            reply += chunk[..<n]
        }
        return String(decoding: reply, as: UTF8.self)
    }

    @Test func thePageFollowsEditsWithin500ms() throws {
        let cli = CLI()
        let original = try String(contentsOf: Repository.traces.appendingPathComponent("settings-screen.swift"), encoding: .utf8)
        cli.write("Settings.swift", original)
        let server = try Server(cli, ["Settings.swift"])
        let browser = try DevTools()
        defer { browser.quit() }
        let tab = try browser.open(server.address)
        #expect(try tab.wait(for: ##"document.body.getAttribute("data-status") === "ready" && document.body.getAttribute("data-following") === "1""##))
        #expect(try tab.evaluate(##"document.body.getAttribute("data-version")"##) as? String == "1")

        // Select Text("Name") and zoom in.
        let name = try #require(try tab.evaluate(##"[...document.querySelectorAll("#tree .row")].find(r => r.textContent.includes('Text("Name")')).getAttribute("data-node")"##) as? String)
        _ = try tab.evaluate(##"document.querySelector('#tree .row[data-node="\##(name)"]').click()"##)
        // A served page asks the server for the chain of the node it shows.
        #expect(try tab.wait(for: ##"document.querySelector("#selection pre.why")?.textContent.startsWith("why \##(name) ")"##, timeout: 5))
        try tab.key("+")
        let zoom = try #require(try tab.evaluate(##"document.querySelector("svg").getAttribute("viewBox")"##) as? String)

        // Save an edit: the page shows the new trace within 500 ms, with the selection and the zoom kept.
        let saved = Date()
        cli.write("Settings.swift", original.replacingOccurrences(of: ##"value: "Ada""##, with: ##"value: "Ada Lovelace""##))
        #expect(try tab.wait(for: ##"document.body.getAttribute("data-version") === "2""##, timeout: 5))
        let latency = Date().timeIntervalSince(saved)
        #expect(latency < 0.5, "the page updated \(Int(latency * 1000)) ms after the save")
        #expect(try tab.evaluate(##"document.body.getAttribute("data-selected")"##) as? String == name)
        #expect(try tab.evaluate(##"document.querySelector("svg").getAttribute("viewBox")"##) as? String == zoom)
        let changes = try #require(try tab.evaluate(##"document.getElementById("changes").textContent"##) as? String)
        #expect(changes.contains("Changed since the last save") && changes.contains("changed node-"), "\(changes)")
        #expect(try tab.evaluate(##"[...document.querySelectorAll("svg text.line")].some(t => t.textContent === "Ada Lovelace")"##) as? Bool == true)

        // A save that does not parse: the error as the terminal shows it, over the last good picture.
        cli.write("Settings.swift", original.replacingOccurrences(of: ##"Toggle("Notifications""##, with: ##"Toggle("Notifications"##))
        #expect(try tab.wait(for: ##"document.body.getAttribute("data-scene-error") === "1""##, timeout: 5))
        let error = try #require(try tab.evaluate(##"document.querySelector("#error pre").textContent"##) as? String)
        #expect(error.contains("Settings.swift:") && error.contains("error:"), "\(error)")
        #expect(try tab.evaluate(##"[...document.querySelectorAll("svg text.line")].some(t => t.textContent === "Ada Lovelace")"##) as? Bool == true)
        // Fixed again: the error goes.
        cli.write("Settings.swift", original)
        #expect(try tab.wait(for: ##"!document.body.hasAttribute("data-scene-error") && document.body.getAttribute("data-version") === "4""##, timeout: 5))

        // Only its own paths, only to its own name.
        let port = server.port
        #expect(try Self.request(port: port, "GET /../../etc/passwd HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n").hasPrefix("HTTP/1.1 404"))
        #expect(try Self.request(port: port, "GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n").hasPrefix("HTTP/1.1 404"))
        #expect(try Self.request(port: port, "GET / HTTP/1.1\r\nHost: attacker.example:\(port)\r\nConnection: close\r\n\r\n").hasPrefix("HTTP/1.1 403"))
        #expect(try Self.request(port: port, "GET / HTTP/1.1\r\nConnection: close\r\n\r\n").hasPrefix("HTTP/1.1 403"))
        #expect(try Self.request(port: port, "GET /data.json HTTP/1.1\r\nHost: localhost:\(port)\r\nConnection: close\r\n\r\n").hasPrefix("HTTP/1.1 200"))

        // Ctrl-C stops it and leaves no trace behind.
        #expect(server.interrupt() == 0)
        let temporary = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
        #expect(!temporary.contains { $0.hasPrefix("ltrace-serve-\(server.process.processIdentifier)-") })
    }
}
