import Foundation
import LayoutEngine
import TraceAnalysis
import TraceStore

/// A trace as one self-contained HTML page (no network): the screen drawn as it would look
/// (`ScreenRenderer`), fitted to the window with zoom and pan, a wireframe layer to switch on,
/// the view tree in source order beside it, and for the selected node its `why` chain (node
/// names are links), the proposals it received (probes marked) and its source line. A trace
/// of several passes has a selector; the selection is kept across passes. `ltrace serve` sends
/// the same data to a live page, which updates in place and lists what changed.
///
/// The page marks itself for tools: `<body data-status="ready" data-boxes="N">` once its
/// script has run, `data-selected` with the selected node, `data-version` the server's recording
/// number (1 for a file), `data-scene-error` while a save does not record, and `data-errors` with
/// any script error. Opening it as `page.html#node-6` selects node-6.
public enum HTMLRenderer {
    /// Above this many placed nodes a page would be too heavy to use; render SVG instead.
    public static let maxNodes = 5_000
    /// Passes drawn on one page: a longer sweep shows its first ones and says so.
    public static let maxPasses = 24

    public static func html(_ trace: TraceReader, pass: Int) throws -> String {
        try html(trace, selecting: pass)
    }

    /// The page, with `pass` shown first.
    public static func html(_ trace: TraceReader, selecting pass: Int) throws -> String {
        page(data: try data(trace, selecting: pass), live: false)
    }

    /// What the page shows, as JSON: every pass's picture and nodes, the tree, the sources.
    /// `changes` lists what changed since the previous trace (the diff explainer's sentences).
    /// Without `whyChains` (a served page), the page asks `/why.json` for the chain it shows.
    public static func data(_ trace: TraceReader, selecting selected: Int, changes: [String] = [], whyChains: Bool = true) throws -> TraceValue {
        let all = try trace.passes()
        var shown = Array(all.prefix(maxPasses))
        if !shown.contains(where: { $0.id == selected }), let wanted = all.first(where: { $0.id == selected }) { shown[shown.count - 1] = wanted }
        let nodes = try trace.nodes()
        let analysis = WhyAnalysis(trace: trace)
        var passes: [TraceValue] = []
        for pass in shown {
            let picture = try LayoutPicture(trace: trace, pass: pass.id)
            guard picture.boxes.count <= maxNodes else {
                throw TraceError.tooManyNodesForAPage(path: trace.path, pass: pass.id, nodes: picture.boxes.count, maximum: maxNodes)
            }
            passes.append(try self.pass(picture, trace: trace, analysis: whyChains ? analysis : nil))
        }
        let sources = try sourceLines(trace)
        let tree: [TraceValue] = nodes.map { n in
            var row: TraceObject = [
                "id": .string(n.id.description), "label": .string(LabelPlacer.capped(n.label)), "kind": .string(LabelPlacer.capped(n.kind)),
                "depth": .number(Double(min(n.depth, 200))), "parent": n.parent.map { .string($0.description) } ?? .null,
            ]
            // A text's string as measured, when its label does not show it (`Text("Row \(i)")`),
            // so that the tree shows and finds it.
            if n.kind == "Text", case .object(let args)? = TraceJSON.decode(n.args), case .string(let text)? = args["text"],
                !n.label.contains("\"" + text + "\"")
            {
                row["text"] = .string(TextSize.shown(text))
            }
            if let source = n.source {
                row["source"] = .string(source.description)
                let file = source.file ?? trace.meta.scenePath
                if let lines = sources[file] ?? (sources.count == 1 ? sources.first?.value : nil), source.line >= 1, source.line <= lines.count {
                    row["line"] = .string(LabelPlacer.capped(lines[source.line - 1].trimmingCharacters(in: .whitespaces)))
                }
            }
            return .object(row)
        }
        var note = ""
        if all.count > shown.count { note = "\(all.count) passes: the first \(shown.count - 1) and pass \(selected) are drawn here; `ltrace render --pass N` draws any other" }
        let guessed = GuessedContent(diagnostics: try trace.diagnostics(), leafKinds: nodes.filter { $0.role == "leaf" }.map(\.kind))
        return .object([
            "title": .string(LabelPlacer.capped(title(trace))), "passes": .array(passes), "selected": .number(Double(shown.firstIndex { $0.id == selected } ?? 0)),
            "tree": .array(tree), "changes": .array(changes.map { .string(LabelPlacer.capped($0)) }), "note": .string(note), "error": .null,
            "version": .number(0), "guessed": .string(guessedLine(guessed)), "onlyPlaceholders": .bool(guessed.isOnlyPlaceholders),
        ])
    }

    /// How much of the screen ltrace guessed, for the page's header (as `ltrace check` says it).
    static func guessedLine(_ g: GuessedContent) -> String {
        if g.isOnlyPlaceholders { return "the screen is " + (g.placeholders == 1 ? "one placeholder" : "only placeholders") + ": " + g.summary }
        return g.summary.isEmpty ? "" : "guessed: " + g.summary
    }

    /// A page's data before any trace: nothing drawn, and the error if there is one.
    public static func emptyData(title: String, error: String? = nil) -> TraceValue {
        .object([
            "title": .string(title), "passes": .array([]), "selected": .number(0), "tree": .array([]), "changes": .array([]), "note": .string(""),
            "error": error.map { .string($0) } ?? .null, "version": .number(0),
        ])
    }

    static func title(_ trace: TraceReader) -> String {
        let view = trace.meta.sceneView.map { " (\($0))" } ?? ""
        return "ltrace: \(trace.meta.scenePath)\(view)"
    }

    /// A pass's name in the selector: its device, or its proposal, and its Dynamic Type size.
    static func name(_ pass: PassRow) -> String {
        var name = pass.screen.map { $0.fitted == nil ? $0.description : $0.placement } ?? "proposal \(TraceFormat.compact(pass.proposal))"
        if pass.dynamicTypeSize != .large { name += ", Dynamic Type \(pass.dynamicTypeSize.rawValue)" }
        return "pass \(pass.id): \(name)"
    }

    static func pass(_ picture: LayoutPicture, trace: TraceReader, analysis: WhyAnalysis?) throws -> TraceValue {
        let pass = picture.pass.id
        var callsByNode: [NodeID: [CallRow]] = [:]
        for call in try trace.calls(pass: pass) { callsByNode[call.node, default: []].append(call) }
        var children: [NodeID: [NodeID]] = [:]
        for box in picture.boxes { if let parent = box.parent { children[parent, default: []].append(box.node.id) } }
        var nodes: TraceObject = [:]
        for box in picture.boxes {
            let n = box.node
            let whyValue: TraceValue = analysis.map { .array(why(n.id, pass: pass, analysis: $0, scenePath: picture.scenePath).map(TraceValue.string)) } ?? .null
            let calls: [TraceValue] = (callsByNode[n.id] ?? []).map { c in
                .object([
                    "call": .number(Double(c.id)), "method": .string(c.isPlace ? "place" : "sizeThatFits"), "role": .string(c.role.rawValue),
                    "probe": .bool(c.role.rawValue.hasPrefix("probe")), "proposal": .string(TraceFormat.compact(c.proposal)),
                    "result": .string(TraceFormat.compact(c.size)), "hit": .bool(c.cacheHit),
                ])
            }
            let f = box.frame
            nodes[n.id.description] = .object([
                "frame": .string("\(TraceFormat.compact(f.size)) at (\(TraceFormat.short(f.minX)), \(TraceFormat.short(f.minY)))"),
                "box": .array([f.minX, f.minY, f.width, f.height].map { .number($0.isFinite ? Double($0) : 0) }),
                "parent": box.parent.map { .string($0.description) } ?? .null,
                "children": .array((children[n.id] ?? []).map { .string($0.description) }),
                "calls": .array(calls), "why": whyValue,
            ])
        }
        return .object([
            "id": .number(Double(pass)), "name": .string(name(picture.pass)), "svg": .string(ScreenRenderer.svg(picture)), "nodes": .object(nodes),
            "boxes": .number(Double(picture.boxes.count)),
        ])
    }

    /// A node's `why` chain as the page shows it (each line cut to `LabelPlacer.maxText`).
    public static func why(_ node: NodeID, pass: Int, analysis: WhyAnalysis, scenePath: String) -> [String] {
        ((try? analysis.explain(node, pass: pass)).map { WhyReport.text($0, scenePath: scenePath) } ?? []).map(LabelPlacer.capped)
    }

    /// The scene's lines by file, for the source line of a node.
    static func sourceLines(_ trace: TraceReader) throws -> [String: [String]] {
        var lines: [String: [String]] = [:]
        let files = try trace.sceneFiles()
        for file in files { lines[file.path] = file.source.components(separatedBy: "\n") }
        if files.isEmpty { lines[trace.meta.scenePath] = trace.meta.sceneSource.components(separatedBy: "\n") }
        return lines
    }

    /// JSON inside `<script>` or an event stream: "<" never appears raw (so "</script" and
    /// "<!--" cannot end the element), and a line break never does (JSON strings escape them).
    public static func json(_ data: TraceValue) -> String {
        let encoded = TraceJSON.encode(data)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(encoded.utf8.count + encoded.utf8.count / 8)
        for byte in encoded.utf8 {
            if byte == UInt8(ascii: "<") { bytes += Array("\\u003c".utf8) } else { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The page for `data`; `live`, it follows `/events` (`ltrace serve`).
    public static func page(data: TraceValue, live: Bool) -> String {
        page(json: json(data), title: data.objectValue?["title"]?.stringValue ?? "ltrace", live: live)
    }

    /// The page for data already encoded by `json(_:)`.
    public static func page(json: String, title: String, live: Bool) -> String {
        """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(XMLText.escape(title))</title>
            <style>
            \(style)
            </style>
            </head>
            <body data-status="loading"\(live ? " data-live=\"1\"" : "")>
            <header><b id="title"></b> <select id="pass" hidden></select> <label><input type="checkbox" id="wireframe"> wireframe</label> <span class="hint">wheel or +/− to zoom, drag or arrows to pan, 0 to fit; click a box or a row</span> <span id="note" class="hint"></span> <span id="guessed" class="hint"></span></header>
            <main>
            <div id="picture" tabindex="0"></div>
            <div id="splitter" title="drag to widen the tree" role="separator" aria-orientation="vertical"></div>
            <div id="treePanel"><input id="filter" type="search" placeholder="filter: a label or node-N" aria-label="filter the views" autocomplete="off"><span id="matches" class="hint"></span><nav id="tree" aria-label="views in source order"></nav></div>
            <aside id="details"><div id="error" hidden></div><div id="changes" hidden></div><div id="selection"><p class="hint">Select a box or a row.</p></div></aside>
            </main>
            <script type="application/json" id="ltrace-data">\(json)</script>
            <script>
            \(script)
            </script>
            </body>
            </html>

            """
    }

    static let style = """
        * { box-sizing: border-box; }
        body { margin: 0; font: 13px -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #222; height: 100vh; display: flex; flex-direction: column; }
        header { padding: 6px 12px; background: #f4f4f6; border-bottom: 1px solid #ddd; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        #guessed.warn { color: #a33; font-weight: bold; }
        main { flex: 1; min-height: 0; display: grid; grid-template-columns: minmax(0, 1fr) 5px var(--tree-width, 300px) 400px; }
        #splitter { cursor: col-resize; background: #ddd; } #splitter:hover, #splitter.dragging { background: #0B6BCB; }
        #treePanel { min-height: 0; display: flex; flex-direction: column; }
        #filter { margin: 4px 6px 2px; font: 12px Menlo, "DejaVu Sans Mono", monospace; } #matches { padding: 0 6px; font-size: 11px; }
        #picture { position: relative; overflow: hidden; background: #e9e9ee; cursor: grab; outline: none; }
        #picture svg { position: absolute; inset: 0; width: 100%; height: 100%; }
        #tree { flex: 1; min-height: 0; overflow: auto; font: 12px Menlo, "DejaVu Sans Mono", monospace; padding: 4px 0; }
        #tree .row { white-space: nowrap; padding: 1px 6px; cursor: pointer; overflow: hidden; text-overflow: ellipsis; }
        #tree .toggle { display: inline-block; width: 12px; color: #888; } #tree .depth { color: #aaa; font-size: 10px; }
        #tree .row:hover, #tree .row.hover { background: #eef; } #tree .row.selected { background: #fff3c4; }
        #tree .row.unplaced { color: #999; } #tree .src { color: #888; } #tree .measured { color: #2E7D32; }
        #details { overflow: auto; border-left: 1px solid #ddd; padding: 8px 12px; }
        pre { white-space: pre-wrap; font: 12px Menlo, "DejaVu Sans Mono", monospace; }
        code { font: 12px Menlo, "DejaVu Sans Mono", monospace; background: #f4f4f6; padding: 1px 3px; }
        table { border-collapse: collapse; font: 12px Menlo, "DejaVu Sans Mono", monospace; } td, th { padding: 1px 6px; text-align: left; border-bottom: 1px solid #eee; }
        tr.probe td { color: #777; }
        a.node { color: #0B6BCB; cursor: pointer; text-decoration: none; } a.node:hover { text-decoration: underline; }
        #error { background: #fdecea; border: 1px solid #f5c2c0; padding: 6px 8px; margin-bottom: 8px; }
        #changes { background: #eef6ee; border: 1px solid #c8e6c9; padding: 6px 8px; margin-bottom: 8px; }
        .hint { color: #777; }
        svg g.node.hover > .frame { stroke: #0B6BCB; stroke-width: 2; stroke-opacity: 1; }
        svg g.node.selected > .frame { stroke: #000; stroke-width: 2.5; stroke-opacity: 1; }
        svg g.node.parent > .frame { stroke: #E91E63; stroke-width: 2; stroke-dasharray: 5 3; stroke-opacity: 1; }
        svg g.node.child > .frame { stroke: #2962FF; stroke-width: 2; stroke-opacity: 1; }
        """

    static let script = """
        (function () {
          "use strict";
          var errors = [];
          window.addEventListener("error", function (e) { errors.push(String(e.message)); document.body.setAttribute("data-errors", errors.join(" | ")); });
          var data = JSON.parse(document.getElementById("ltrace-data").textContent);
          var passIndex = data.selected || 0;
          var selected = null, hovered = null, version = 0;
          var view = null, zoomed = false;
          var picture = document.getElementById("picture"), treePanel = document.getElementById("tree"), selection = document.getElementById("selection");
          function el(tag, text, cls) { var e = document.createElement(tag); if (text !== undefined && text !== null) e.textContent = text; if (cls) e.className = cls; return e; }
          function own(o, k) { return o && Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined; }
          function pass() { return data.passes[passIndex] || data.passes[0] || { id: 0, name: "", svg: "", nodes: {} }; }
          function info(id) { return own(pass().nodes, id); }
          function treeRow(id) { return document.querySelector('#tree .row[data-node="' + id + '"]'); }
          function svg() { return picture.querySelector("svg"); }
          function group(id) { var g = document.getElementById(id); return g && g.tagName.toLowerCase() === "g" ? g : null; }

          // The picture: fitted, then zoomed and panned by changing the viewBox.
          function setView(v) { view = v; var s = svg(); if (s) s.setAttribute("viewBox", v.x + " " + v.y + " " + v.w + " " + v.h); }
          function fit() { var s = svg(); if (!s) return; var b = s.getAttribute("data-fit").split(" ").map(Number); zoomed = false; setView({ x: b[0], y: b[1], w: b[2], h: b[3] }); }
          function zoom(factor, cx, cy) {
            if (!view) return;
            var r = picture.getBoundingClientRect();
            var scale = Math.max(view.w / r.width, view.h / r.height);
            var px = view.x + view.w / 2 + ((cx === undefined ? r.width / 2 : cx) - r.width / 2) * scale;
            var py = view.y + view.h / 2 + ((cy === undefined ? r.height / 2 : cy) - r.height / 2) * scale;
            var w = Math.min(Math.max(view.w / factor, 4), 1e6), h = view.h * w / view.w;
            zoomed = true;
            setView({ x: px - (px - view.x) * w / view.w, y: py - (py - view.y) * h / view.h, w: w, h: h });
          }
          function pan(dx, dy) { if (!view) return; var r = picture.getBoundingClientRect(); var scale = Math.max(view.w / r.width, view.h / r.height); zoomed = true; setView({ x: view.x - dx * scale, y: view.y - dy * scale, w: view.w, h: view.h }); }
          picture.addEventListener("wheel", function (e) { e.preventDefault(); var r = picture.getBoundingClientRect(); zoom(e.deltaY < 0 ? 1.2 : 1 / 1.2, e.clientX - r.left, e.clientY - r.top); }, { passive: false });
          var drag = null;
          picture.addEventListener("pointerdown", function (e) { drag = { x: e.clientX, y: e.clientY, moved: false }; });
          window.addEventListener("pointermove", function (e) { if (!drag) return; var dx = e.clientX - drag.x, dy = e.clientY - drag.y; if (Math.abs(dx) + Math.abs(dy) > 3) drag.moved = true; if (drag.moved) { pan(dx, dy); drag.x = e.clientX; drag.y = e.clientY; } });
          window.addEventListener("pointerup", function () { setTimeout(function () { drag = null; }, 0); });
          document.addEventListener("keydown", function (e) {
            if (e.target && (e.target.tagName === "INPUT" || e.target.tagName === "SELECT")) return;
            var keys = { "+": function () { zoom(1.25); }, "=": function () { zoom(1.25); }, "-": function () { zoom(0.8); }, "0": fit,
              "ArrowLeft": function () { pan(40, 0); }, "ArrowRight": function () { pan(-40, 0); }, "ArrowUp": function () { pan(0, 40); }, "ArrowDown": function () { pan(0, -40); },
              "Escape": function () { select(null); } };
            if (keys[e.key]) { keys[e.key](); e.preventDefault(); }
          });
          document.getElementById("wireframe").addEventListener("change", function (e) { var s = svg(); if (s) s.classList.toggle("wireframe", e.target.checked); });

          // Marks: the hovered box, the selection with its parent and children.
          function mark() {
            document.querySelectorAll("svg g.node.selected, svg g.node.parent, svg g.node.child, svg g.node.hover").forEach(function (g) { g.classList.remove("selected", "parent", "child", "hover"); });
            document.querySelectorAll("#tree .row.selected, #tree .row.hover").forEach(function (r) { r.classList.remove("selected", "hover"); });
            if (hovered) { var h = group(hovered); if (h) h.classList.add("hover"); var hr = treeRow(hovered); if (hr) hr.classList.add("hover"); }
            var n = selected && info(selected);
            if (selected) { var r = treeRow(selected); if (r) r.classList.add("selected"); }
            if (!n) return;
            var g = group(selected); if (g) g.classList.add("selected");
            if (n.parent && group(n.parent)) group(n.parent).classList.add("parent");
            n.children.forEach(function (c) { if (group(c)) group(c).classList.add("child"); });
          }
          function hover(id) { hovered = id; mark(); }
          function linked(text) {
            var pre = el("pre", null, "why");
            var parts = text.split(/(node-[0-9]+)/);
            parts.forEach(function (part) {
              if (/^node-[0-9]+$/.test(part) && own(pass().nodes, part)) {
                var a = el("a", part, "node"); a.href = "#" + part;
                a.addEventListener("click", function (e) { e.preventDefault(); select(part); });
                pre.appendChild(a);
              } else pre.appendChild(document.createTextNode(part));
            });
            return pre;
          }
          function treeInfo(id) { for (var i = 0; i < data.tree.length; i++) if (data.tree[i].id === id) return data.tree[i]; return null; }
          function showDetails() {
            selection.textContent = "";
            var t = selected && treeInfo(selected);
            if (!t) { selection.appendChild(el("p", "Select a box or a row.", "hint")); return; }
            selection.appendChild(el("h3", t.id + " " + t.label));
            if (t.source) { var p = el("p", "source " + t.source + " "); if (t.line) p.appendChild(el("code", t.line)); selection.appendChild(p); }
            var n = info(selected);
            if (!n) { selection.appendChild(el("p", "Not placed in this pass (a list of views, or a candidate not chosen).", "hint")); return; }
            selection.appendChild(el("p", "frame " + n.frame + (n.parent ? "  ·  parent " + n.parent : "") + (n.children.length ? "  ·  children " + n.children.join(", ") : "")));
            selection.appendChild(el("h4", "Why"));
            if (n.why) selection.appendChild(linked(n.why.join("\\n")));
            else {
              var waiting = el("p", "…", "hint"); selection.appendChild(waiting);
              var asked = selected, askedPass = pass().id, askedVersion = data.version;
              fetch("/why.json?version=" + askedVersion + "&pass=" + askedPass + "&node=" + encodeURIComponent(asked)).then(function (r) { return r.json(); }).then(function (lines) {
                if (!Array.isArray(lines) || data.version !== askedVersion) return;
                n.why = lines;
                if (selected === asked && pass().id === askedPass) showDetails();
              }).catch(function () { waiting.textContent = "(the why chain could not be fetched)"; });
            }
            selection.appendChild(el("h4", "Proposals and answers (probes in grey)"));
            var table = el("table"), head = el("tr");
            ["call", "", "role", "proposal", "answer"].forEach(function (h) { head.appendChild(el("th", h)); });
            table.appendChild(head);
            n.calls.forEach(function (c) {
              var tr = el("tr", null, c.probe ? "probe" : "");
              ["#" + c.call, c.method, c.role + (c.probe ? " (probe)" : "") + (c.hit ? " (cache)" : ""), c.proposal, c.result].forEach(function (v) { tr.appendChild(el("td", v)); });
              table.appendChild(tr);
            });
            selection.appendChild(table);
          }
          function select(id) {
            selected = id && treeInfo(id) ? id : null;
            document.body.setAttribute("data-selected", selected || "");
            if (selected) history.replaceState(null, "", "#" + selected); else history.replaceState(null, "", location.pathname + location.search);
            var r = selected && treeRow(selected);
            if (r && r.hidden) showRows();
            mark(); showDetails();
            if (r && r.scrollIntoView) r.scrollIntoView({ block: "nearest" });
          }

          // The tree panel, in source order (pre-order): rows collapse (the triangle, or a
          // double click), the filter keeps the rows whose id or label holds its text with their
          // ancestors, indentation stops growing past a depth (which the row then prints), and a
          // row's title is its whole label.
          var rows = [], byId = {}, collapsed = {}, filterInput = document.getElementById("filter");
          function indent(depth) { return 6 + Math.min(depth, 12) * 12 + Math.min(Math.max(depth - 12, 0), 24) * 2; }
          function buildTree() {
            treePanel.textContent = "";
            rows = [];
            byId = {};
            data.tree.forEach(function (t) { byId[t.id] = t; });
            var fragment = document.createDocumentFragment();
            data.tree.forEach(function (t, i) {
              var row = el("div", null, "row" + (info(t.id) ? "" : " unplaced"));
              row.setAttribute("data-node", t.id);
              row.style.paddingLeft = indent(t.depth) + "px";
              var next = data.tree[i + 1], parent = next && next.depth > t.depth;
              row.appendChild(el("span", parent ? (collapsed[t.id] ? "▸" : "▾") : "", "toggle"));
              if (t.depth > 12) row.appendChild(el("span", t.depth + " ", "depth"));
              row.appendChild(document.createTextNode(t.id + " " + t.label + " "));
              if (t.text !== undefined) row.appendChild(el("span", "'" + t.text + "' ", "measured"));
              if (t.source) row.appendChild(el("span", "@" + t.source, "src"));
              row.title = t.id + " " + t.label + (t.text !== undefined ? " '" + t.text + "'" : "") + (t.source ? " @" + t.source : "") + " (depth " + t.depth + ")";
              rows.push(row);
              fragment.appendChild(row);
            });
            treePanel.appendChild(fragment);
            showRows();
          }
          // Marks the ancestors of `id` in `into`, up to the first one already marked.
          function ancestors(id, into) {
            for (var t = byId[id]; t && t.parent && !into[t.parent]; t = byId[t.parent]) into[t.parent] = true;
          }
          function showRows() {
            var q = filterInput.value.trim().toLowerCase(), shown = 0;
            if (q) {
              var keep = {}, matched = 0;
              data.tree.forEach(function (t) {
                if (t.id === q || (t.id + " " + t.label + (t.text !== undefined ? " " + t.text : "")).toLowerCase().indexOf(q) >= 0) {
                  matched++;
                  keep[t.id] = true;
                  ancestors(t.id, keep);
                }
              });
              if (selected) { keep[selected] = true; ancestors(selected, keep); }
              data.tree.forEach(function (t, i) { var on = !!keep[t.id]; rows[i].hidden = !on; if (on) shown++; });
              document.getElementById("matches").textContent = matched + " of " + data.tree.length + " views match";
              document.body.setAttribute("data-tree-matches", String(matched));
            } else {
              var hideBelow = Infinity, open = {};
              if (selected) ancestors(selected, open);
              data.tree.forEach(function (t, i) {
                var hidden = t.depth > hideBelow;
                if (!hidden) hideBelow = collapsed[t.id] && !open[t.id] ? t.depth : Infinity;
                rows[i].hidden = hidden;
                if (!hidden) shown++;
                var toggle = rows[i].firstChild; if (toggle.textContent) toggle.textContent = collapsed[t.id] && !open[t.id] ? "▸" : "▾";
              });
              document.getElementById("matches").textContent = "";
              document.body.removeAttribute("data-tree-matches");
            }
            document.body.setAttribute("data-tree-shown", String(shown));
          }
          function toggleRow(id) {
            if (collapsed[id]) delete collapsed[id]; else collapsed[id] = true;
            showRows();
          }
          filterInput.addEventListener("input", showRows);
          filterInput.addEventListener("keydown", function (e) {
            if (e.key === "Enter") { var first = rows.find(function (r) { return !r.hidden && (r.textContent.toLowerCase().indexOf(filterInput.value.trim().toLowerCase()) >= 0); }); if (first) select(first.getAttribute("data-node")); }
            if (e.key === "Escape") { filterInput.value = ""; showRows(); }
          });
          treePanel.addEventListener("dblclick", function (e) { var r = e.target.closest && e.target.closest(".row"); if (r) toggleRow(r.getAttribute("data-node")); });
          // The splitter between the picture and the tree widens the tree (kept for the session).
          (function () {
            var splitter = document.getElementById("splitter"), main = document.querySelector("main"), start = null;
            var saved = Number(sessionStorage.getItem("ltrace-tree-width"));
            if (saved) main.style.setProperty("--tree-width", saved + "px");
            splitter.addEventListener("pointerdown", function (e) { start = { x: e.clientX, w: document.getElementById("treePanel").getBoundingClientRect().width }; splitter.classList.add("dragging"); e.preventDefault(); });
            window.addEventListener("pointermove", function (e) {
              if (!start) return;
              var w = Math.max(160, Math.min(window.innerWidth - 520, start.w + start.x - e.clientX));
              main.style.setProperty("--tree-width", w + "px");
              try { sessionStorage.setItem("ltrace-tree-width", String(Math.round(w))); } catch (x) {}
            });
            window.addEventListener("pointerup", function () { if (start) { start = null; splitter.classList.remove("dragging"); } });
          })();
          treePanel.addEventListener("mouseover", function (e) { var r = e.target.closest && e.target.closest(".row"); if (r) hover(r.getAttribute("data-node")); });
          treePanel.addEventListener("mouseleave", function () { hover(null); });
          treePanel.addEventListener("click", function (e) {
            if (e.target.classList && e.target.classList.contains("toggle") && e.target.textContent) { toggleRow(e.target.parentNode.getAttribute("data-node")); return; }
            var r = e.target.closest && e.target.closest(".row"); if (r) select(r.getAttribute("data-node"));
          });
          picture.addEventListener("mouseover", function (e) { var g = e.target.closest && e.target.closest("g.node"); hover(g ? g.id : null); });
          picture.addEventListener("mouseleave", function () { hover(null); });
          picture.addEventListener("click", function (e) { if (drag && drag.moved) return; var g = e.target.closest && e.target.closest("g.node"); select(g ? g.id : null); });

          function drawPass() {
            var keep = zoomed ? view : null;
            picture.innerHTML = pass().svg;
            var s = svg();
            if (!s) { buildTree(); document.body.setAttribute("data-boxes", "0"); return; }
            s.setAttribute("data-fit", s.getAttribute("viewBox"));
            s.removeAttribute("width"); s.removeAttribute("height");
            s.setAttribute("preserveAspectRatio", "xMidYMid meet");
            s.classList.toggle("wireframe", document.getElementById("wireframe").checked);
            if (keep) { zoomed = true; setView(keep); } else fit();
            buildTree();
            document.body.setAttribute("data-boxes", String(document.querySelectorAll("svg g.node").length));
            document.body.setAttribute("data-pass", String(pass().id));
          }
          var passSelect = document.getElementById("pass");
          passSelect.addEventListener("change", function () { passIndex = Number(passSelect.value); drawPass(); select(selected); });
          function showData() {
            document.getElementById("title").textContent = data.title;
            document.title = data.title;
            document.getElementById("note").textContent = data.note || "";
            var guessed = document.getElementById("guessed");
            guessed.textContent = data.guessed || "";
            guessed.classList.toggle("warn", !!data.onlyPlaceholders);
            passSelect.textContent = "";
            data.passes.forEach(function (p, i) { var o = el("option", p.name); o.value = String(i); passSelect.appendChild(o); });
            passSelect.hidden = data.passes.length < 2;
            if (passIndex >= data.passes.length) passIndex = 0;
            passSelect.value = String(passIndex);
            var changes = document.getElementById("changes");
            changes.textContent = "";
            changes.hidden = !(data.changes && data.changes.length);
            if (!changes.hidden) { changes.appendChild(el("b", "Changed since the last save")); data.changes.forEach(function (c) { changes.appendChild(linked(c)); }); }
            var errorBox = document.getElementById("error");
            if (data.error) { showError(data.error); } else { errorBox.hidden = true; }
            drawPass();
            version += 1;
            // The server's recording number when served; else how many traces the page has shown.
            document.body.setAttribute("data-version", String(data.version || version));
          }
          // A new trace keeps the selection: the same node, else the node at the same source position with the same label.
          function matching(old, oldTree) {
            if (!old) return null;
            var before = null;
            for (var i = 0; i < oldTree.length; i++) if (oldTree[i].id === old) before = oldTree[i];
            if (!before) return null;
            var same = treeInfo(old);
            if (same && same.label === before.label && same.source === before.source) return old;
            for (var j = 0; j < data.tree.length; j++) { var t = data.tree[j]; if (t.source === before.source && t.label === before.label) return t.id; }
            for (var k = 0; k < data.tree.length; k++) { var u = data.tree[k]; if (u.source && u.source === before.source) return u.id; }
            return null;
          }
          function showError(message) {
            var errorBox = document.getElementById("error");
            errorBox.textContent = "";
            errorBox.appendChild(el("b", data.passes.length ? "The scene does not record; the picture is the last one that did." : "The scene does not record."));
            errorBox.appendChild(el("pre", message));
            errorBox.hidden = false;
            document.body.setAttribute("data-scene-error", "1");
          }
          showData();
          var wanted = location.hash.slice(1);
          try { wanted = decodeURIComponent(wanted); } catch (e) { wanted = ""; }
          select(treeInfo(wanted) ? wanted : null);
          window.addEventListener("hashchange", function () { var w = location.hash.slice(1); try { w = decodeURIComponent(w); } catch (e) { w = ""; } if (treeInfo(w) && w !== selected) select(w); });
          window.addEventListener("resize", function () { if (!zoomed) fit(); });

          if (document.body.getAttribute("data-live")) {
            // The newest recording the page has shown, a trace or an error: an event is sent twice at
            // worst, and an older one is ignored.
            var seen = data.version || 0;
            var events = new EventSource("/events?since=" + seen);
            events.addEventListener("trace", function (e) {
              var incoming = JSON.parse(e.data);
              if ((incoming.version || 0) <= seen) return;
              seen = incoming.version;
              var oldTree = data.tree, oldSelected = selected, oldPass = pass() && pass().name;
              data = incoming;
              passIndex = 0;
              data.passes.forEach(function (p, i) { if (p.name === oldPass) passIndex = i; });
              document.body.removeAttribute("data-scene-error");
              showData();
              select(matching(oldSelected, oldTree));
            });
            events.addEventListener("scene-error", function (e) {
              var report = JSON.parse(e.data);
              if ((report.version || 0) <= seen) return;
              seen = report.version;
              showError(report.message);
            });
            events.addEventListener("open", function () { document.body.setAttribute("data-following", "1"); });
          }
          document.body.setAttribute("data-ready-ms", String(Math.round(performance.now())));
          document.body.setAttribute("data-status", "ready");
        })();
        """
}
