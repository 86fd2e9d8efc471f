import Foundation
import LayoutEngine
import TraceAnalysis
import TraceStore

/// A layout as one self-contained HTML page (no network): the SVG picture, and
/// for the box under the pointer (or clicked) its proposal history, probes
/// included, its final frame and its `why` chain, with its parent and children
/// highlighted; a panel lists the pass's call log, and a call selects its node.
///
/// The page marks itself for tools: `<body data-status="ready" data-boxes="N">`
/// once its script has run, and `data-errors` with any script error. Opening it
/// as `page.html#node-6` selects node-6.
public enum HTMLRenderer {
    /// Above this many placed nodes a page would be too heavy to use; render SVG instead.
    public static let maxNodes = 5_000

    public static func html(_ trace: TraceReader, pass: Int) throws -> String {
        try html(trace, picture: try LayoutPicture(trace: trace, pass: pass))
    }

    /// The page for a picture already made of the trace.
    public static func html(_ trace: TraceReader, picture: LayoutPicture) throws -> String {
        let pass = picture.pass.id
        guard picture.boxes.count <= maxNodes else {
            throw TraceError.tooManyNodesForAPage(path: trace.path, pass: pass, nodes: picture.boxes.count, maximum: maxNodes)
        }
        let calls = try trace.calls(pass: pass)
        var callsByNode: [NodeID: [CallRow]] = [:]
        for call in calls { callsByNode[call.node, default: []].append(call) }
        var parents: [NodeID: NodeID] = [:]
        var children: [NodeID: [NodeID]] = [:]
        let placed = Set(picture.boxes.map(\.node.id))
        for box in picture.boxes {
            // The nearest placed ancestor is the parent the picture shows (lists are never placed).
            if let parent = try layoutParent(box.node, trace: trace, placed: placed) {
                parents[box.node.id] = parent
                children[parent, default: []].append(box.node.id)
            }
        }

        let analysis = WhyAnalysis(trace: trace)
        var nodes: [TraceValue] = []
        for box in picture.boxes {
            let n = box.node
            let why = ((try? analysis.explain(n.id, pass: pass)).map { WhyReport.text($0, scenePath: picture.scenePath) } ?? []).map(LabelPlacer.capped)
            let history: [TraceValue] = (callsByNode[n.id] ?? []).map { c in
                .object([
                    "call": .number(Double(c.id)), "method": .string(c.isPlace ? "place" : "sizeThatFits"), "role": .string(c.role.rawValue),
                    "proposal": .string(TraceFormat.compact(c.proposal)), "result": .string(TraceFormat.compact(c.size)), "hit": .bool(c.cacheHit),
                ])
            }
            nodes.append(
                .object([
                    "id": .string(n.id.description), "label": .string(LabelPlacer.capped(n.label)), "kind": .string(LabelPlacer.capped(n.kind)),
                    "source": n.source.map { .string($0.description) } ?? .null,
                    "parent": parents[n.id].map { .string($0.description) } ?? .null,
                    "children": .array((children[n.id] ?? []).map { .string($0.description) }),
                    "frame": .string("\(TraceFormat.compact(box.frame.size)) at (\(TraceFormat.short(box.frame.minX)), \(TraceFormat.short(box.frame.minY)))"),
                    "calls": .array(history), "why": .array(why.map(TraceValue.string)),
                ]))
        }
        // Each label is stored once, in `nodes`; a log line holds the text around it.
        let log: [TraceValue] = calls.map { c in
            let parts = CallText.line(c, label: "\u{0}").split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false)
            return .object([
                "id": .number(Double(c.id)), "node": .string(c.node.description), "depth": .number(Double(c.depth)),
                "before": .string(String(parts[0])), "after": .string(parts.count > 1 ? String(parts[1]) : ""),
            ])
        }
        let data = TraceJSON.encode(.object(["title": .string(SVGRenderer.title(picture)), "nodes": .array(nodes), "log": .array(log)]))
        // Inside <script>, "</script", "<!--" and "<script" change how the element ends;
        // JSON allows "<" as \u003c anywhere it appears (only inside strings).
        let embedded = data.replacingOccurrences(of: "<", with: "\\u003c")
        return page(title: SVGRenderer.title(picture), svg: SVGRenderer.svg(picture), data: embedded)
    }

    private static func layoutParent(_ node: NodeRow, trace: TraceReader, placed: Set<NodeID>) throws -> NodeID? {
        var parent = node.parent
        while let p = parent, !placed.contains(p) { parent = try trace.node(p)?.parent }
        return parent
    }

    static func page(title: String, svg: String, data: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(XMLText.escape(title))</title>
        <style>
        body { margin: 0; font: 13px -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #222; display: grid; grid-template-columns: minmax(0, 1fr) 420px; grid-template-rows: auto minmax(0, 1fr) 38vh; height: 100vh; }
        header { grid-column: 1 / 3; padding: 6px 12px; background: #f4f4f6; border-bottom: 1px solid #ddd; }
        #picture { overflow: auto; padding: 8px; }
        #details { grid-row: 2 / 4; grid-column: 2; overflow: auto; border-left: 1px solid #ddd; padding: 8px 12px; }
        #log { grid-column: 1; overflow: auto; border-top: 1px solid #ddd; font: 12px Menlo, "DejaVu Sans Mono", monospace; white-space: pre; padding: 4px 8px; }
        #log div { cursor: pointer; } #log div:hover { background: #eef; } #log div.mine { background: #fff3c4; }
        pre { white-space: pre-wrap; font: 12px Menlo, "DejaVu Sans Mono", monospace; }
        table { border-collapse: collapse; font: 12px Menlo, "DejaVu Sans Mono", monospace; } td, th { padding: 1px 6px; text-align: left; border-bottom: 1px solid #eee; }
        svg .frame { pointer-events: all; cursor: pointer; } svg .labels { pointer-events: none; }
        svg g.selected .frame { stroke: #000 !important; stroke-width: 3; }
        svg g.parent .frame { stroke: #E91E63 !important; stroke-width: 2.5; stroke-dasharray: 5 3; }
        svg g.child .frame { stroke: #2962FF !important; stroke-width: 2.5; }
        .hint { color: #777; }
        </style>
        </head>
        <body data-status="loading">
        <header><b>\(XMLText.escape(title))</b> <span class="hint">hover or click a box; click a call to select its node. Selected: black; parent: pink, dashed; children: blue.</span></header>
        <div id="picture">
        \(svg)
        </div>
        <div id="details"><p class="hint">Hover over a box.</p></div>
        <div id="log"></div>
        <script type="application/json" id="ltrace-data">\(data)</script>
        <script>
        (function () {
          "use strict";
          var errors = [];
          window.addEventListener("error", function (e) { errors.push(String(e.message)); document.body.setAttribute("data-errors", errors.join(" | ")); });
          var data = JSON.parse(document.getElementById("ltrace-data").textContent);
          // A Map: a fragment such as #__proto__ or #constructor must not find Object's members.
          var nodes = new Map();
          data.nodes.forEach(function (n) { nodes.set(n.id, n); });
          var pinned = null;
          function el(tag, text, cls) { var e = document.createElement(tag); if (text !== undefined) e.textContent = text; if (cls) e.className = cls; return e; }
          function box(id) { return document.getElementById(id); }
          function clearMarks() {
            document.querySelectorAll("svg g.node.selected, svg g.node.parent, svg g.node.child").forEach(function (g) { g.classList.remove("selected", "parent", "child"); });
            document.querySelectorAll("#log div.mine").forEach(function (d) { d.classList.remove("mine"); });
          }
          function show(id) {
            var n = nodes.get(id);
            if (!n) return;
            clearMarks();
            box(n.id).classList.add("selected");
            if (n.parent && box(n.parent)) box(n.parent).classList.add("parent");
            n.children.forEach(function (c) { if (box(c)) box(c).classList.add("child"); });
            document.querySelectorAll('#log div[data-node="' + n.id + '"]').forEach(function (d) { d.classList.add("mine"); });
            var d = document.getElementById("details");
            d.textContent = "";
            d.appendChild(el("h3", n.id + " " + n.label));
            d.appendChild(el("p", "frame " + n.frame + (n.source ? "  ·  source " + n.source : "") + (n.parent ? "  ·  parent " + n.parent : "") + (n.children.length ? "  ·  children " + n.children.join(", ") : "")));
            d.appendChild(el("h4", "Proposals and answers"));
            var table = el("table");
            var head = el("tr");
            ["call", "", "role", "proposal", "answer"].forEach(function (h) { head.appendChild(el("th", h)); });
            table.appendChild(head);
            n.calls.forEach(function (c) {
              var tr = el("tr");
              [("#" + c.call), c.method, c.role + (c.hit ? " (cache)" : ""), c.proposal, c.result].forEach(function (v) { tr.appendChild(el("td", v)); });
              table.appendChild(tr);
            });
            d.appendChild(table);
            d.appendChild(el("h4", "Why"));
            d.appendChild(el("pre", n.why.join("\\n"), "why"));
          }
          document.querySelectorAll("svg g.node").forEach(function (g) {
            g.addEventListener("mouseover", function (e) { e.stopPropagation(); if (!pinned) show(g.id); });
            g.addEventListener("click", function (e) { e.stopPropagation(); pinned = g.id; show(g.id); history.replaceState(null, "", "#" + g.id); });
          });
          var log = document.getElementById("log");
          var fragment = document.createDocumentFragment();
          data.log.forEach(function (c) {
            var n = nodes.get(c.node);
            var line = el("div", "  ".repeat(Math.min(c.depth, \(CallText.maximumIndent))) + c.before + (n ? n.label : "?") + c.after);
            line.setAttribute("data-node", c.node);
            line.addEventListener("click", function () { pinned = c.node; show(c.node); });
            fragment.appendChild(line);
          });
          log.appendChild(fragment);
          var wanted = location.hash.slice(1);
          try { wanted = decodeURIComponent(wanted); } catch (e) { /* a malformed fragment names no node */ }
          if (nodes.has(wanted)) { pinned = wanted; show(wanted); }
          document.body.setAttribute("data-boxes", String(document.querySelectorAll("svg g.node").length));
          document.body.setAttribute("data-status", "ready");
        })();
        </script>
        </body>
        </html>

        """
    }
}
