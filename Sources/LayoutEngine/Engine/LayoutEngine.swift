import Foundation

/// Lays out a view tree as SwiftUI does, and reports every step to an attached tracer.
///
///     let engine = LayoutEngine(HStack(spacing: 10) { Color.blue; Color.green }.frame(height: 80))
///     let pass = engine.layout(in: ProposedViewSize(width: 620, height: 80))
///     pass.frame(of: NodeID(2))   // CGRect
///
/// Within a pass, answers are cached per node and proposal, as SwiftUI does, so
/// nested stacks do not probe exponentially; each cache hit is still a recorded call.
public final class LayoutEngine {
    public let tree: ViewTree
    /// Receives every call and decision. `nil` costs one check per call. A
    /// constant, so that reading it needs no dynamic exclusivity check.
    public let tracer: LayoutTracer?

    /// The tracer as the hot paths see it. Building with `-DLTRACE_UNINSTRUMENTED`
    /// removes the instrumentation, so its cost can be measured (`ltrace-bench engine`).
    @inline(__always) var activeTracer: LayoutTracer? {
        #if LTRACE_UNINSTRUMENTED
            return nil
        #else
            return tracer
        #endif
    }

    // The per-pass state below is touched on every call. The engine is
    // single-threaded and never holds an access to one of these across a call
    // into a layout, so the dynamic exclusivity checks are turned off for them.
    @exclusivity(unchecked) private var passCount = 0
    @exclusivity(unchecked) private var nextCallID: CallID = 1
    @exclusivity(unchecked) private var callStack: [CallID] = []
    @exclusivity(unchecked) private var sizeCache: [[SizeCacheEntry]] = []
    /// Built-in views' spacing in this pass (`spacing(of:)`), by node.
    private var builtInSpacing: [Int: ViewSpacing] = [:]
    /// Each node's explicit guide values in this pass: a modifier chain asks its links for the
    /// same guide several times, which without the cache costs time exponential in its length.
    @exclusivity(unchecked) private var guideCache: [[GuideCacheEntry]] = []
    @exclusivity(unchecked) private var frames: [CGRect?] = []
    @exclusivity(unchecked) private var currentPass: PassInfo?
    /// The device screen of the pass being laid out, for the safe-area modifiers.
    var currentPassScreen: DeviceScreen? { currentPass?.screen }
    /// Pixels per point of the pass being laid out, for the layouts that round to pixels (text).
    var currentScale: CGFloat { currentPass?.scale ?? displayScale }

    /// Pixels per point of a pass without a device screen (`--scale`); a device's pass uses its own.
    public var displayScale: CGFloat = LayoutEngine.defaultDisplayScale
    /// A current iPhone's: 3 pixels per point.
    public static let defaultDisplayScale: CGFloat = 3
    /// What measures text: HarfBuzz on real font files in a recording (`TextShaping`), invented
    /// widths otherwise.
    public var textShaper: TextShaper = TableTextShaper.shared
    /// The Dynamic Type size of the passes laid out next (`--dynamic-type`); `large` by default.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The iOS SDK the app is linked against, when older than the current one: SwiftUI keeps the
    /// behaviours of an app's SDK (`Semantics` in OpenSwiftUI), so an app linked before iOS 17
    /// lays text out next to text as iOS 16 did (`Text.spacing`). Nil: the current SDK.
    public var linkedSDK: Int? = nil
    var currentDynamicTypeSize: DynamicTypeSize { currentPass?.dynamicTypeSize ?? dynamicTypeSize }
    /// Serial number of each active `placeSubviews`, to find subviews left unplaced, with the
    /// bounds it places in.
    @exclusivity(unchecked) private var placementSerial = 0
    @exclusivity(unchecked) private var placementStack: [(serial: Int, node: Int, bounds: CGRect)] = []
    @exclusivity(unchecked) private var lastPlacedBy: [Int] = []
    /// Placements collected instead of performed, to compute a container's alignment guides.
    @exclusivity(unchecked) private var captureStack: [[CapturedPlacement]] = []
    /// The call depth at which each capture began: decisions made there (the captured layout's
    /// own placement decisions) are not recorded; calls it makes record theirs as usual.
    @exclusivity(unchecked) private var captureCallDepths: [Int] = []
    /// Proposals of the containers (`ScrollView`) being laid out, innermost last.
    @exclusivity(unchecked) private var containerStack: [(node: Int, proposal: ProposedViewSize)] = []

    /// The most calls a traced layout may make over all its passes (README, "Limits"). Past
    /// it every call answers zero at once and `exceededCallLimit` is set, so a runaway
    /// scene ends quickly and the recording fails with a message instead of running on.
    public var maximumCalls = Int.max
    @exclusivity(unchecked) public private(set) var exceededCallLimit = false

    public init(tree: ViewTree, tracer: LayoutTracer? = nil) {
        self.tree = tree
        self.tracer = tracer
        resetPassState()
    }

    public convenience init(_ view: some View, tracer: LayoutTracer? = nil) {
        self.init(tree: ViewTree(view), tracer: tracer)
    }

    /// The number of passes run so far; pass ids start at 1.
    public var passesRun: Int { passCount }

    /// Whether the layout running now is one whose placements are being captured.
    var isCapturing: Bool { !captureCallDepths.isEmpty && captureCallDepths.last == callStack.count }

    // MARK: - Passes

    /// Proposes `proposal` to the root, then places it centred in the proposed
    /// rectangle (at 0 on an axis whose proposal is `nil` or infinite). On a device screen the
    /// proposal is the safe area's size and the root is centred in the safe area, so frames are
    /// in screen coordinates (a hosting view lays its root out in the safe area); fitted on a
    /// screen, the root is proposed what it is fitted to and placed at the origin, as a hosting
    /// controller fitted with `sizeThatFits(in:)` is framed at the size it answers.
    @discardableResult
    public func layout(in proposal: ProposedViewSize, on screen: DeviceScreen? = nil) -> LayoutPass {
        passCount += 1
        let proposal = screen?.proposal ?? proposal
        let origin = screen?.safeArea.origin ?? .zero
        let pass = PassInfo(id: passCount, proposal: proposal, screen: screen, scale: displayScale, dynamicTypeSize: dynamicTypeSize)
        currentPass = pass
        resetPassState()
        tracer?.beginPass(pass)

        func anchorAndPoint(_ length: CGFloat?) -> (CGFloat, CGFloat) {
            guard screen?.fitted == nil, let length, length.isFinite else { return (0, 0) }
            return (0.5, length / 2)
        }
        let (ax, px) = anchorAndPoint(proposal.width)
        let (ay, py) = anchorAndPoint(proposal.height)
        for element in tree.rootElements {
            place(node: element, at: CGPoint(x: origin.x + px, y: origin.y + py), anchor: UnitPoint(x: ax, y: ay), proposal: proposal)
        }
        tracer?.endPass(pass)
        currentPass = nil
        return LayoutPass(id: pass.id, proposal: proposal, frames: frames, rootElements: tree.rootElements)
    }

    /// The root's answer to a proposal, measured outside any pass (fresh caches;
    /// recorded calls carry pass 0). Several top-level views measure as a union.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        resetPassState()
        return tree.rootElements.reduce(CGSize.zero) { size, element in
            let s = sizeThatFits(node: element, proposal: proposal, role: .measure)
            return CGSize(width: Swift.max(size.width, s.width), height: Swift.max(size.height, s.height))
        }
    }

    private func resetPassState() {
        let n = tree.nodes.count
        if sizeCache.count != n {
            sizeCache = Array(repeating: [], count: n)
            guideCache = Array(repeating: [], count: n)
        } else {
            for i in 0..<n {
                sizeCache[i].removeAll(keepingCapacity: true)
                guideCache[i].removeAll(keepingCapacity: true)
            }
        }
        frames = Array(repeating: nil, count: n)
        lastPlacedBy = Array(repeating: -1, count: n)
        builtInSpacing.removeAll(keepingCapacity: true)
        for node in tree.nodes { node.box?.resetCache() }
        callStack.removeAll()
        placementStack.removeAll()
        captureStack.removeAll()
        captureCallDepths.removeAll()
        containerStack.removeAll()
    }

    // MARK: - Calls

    func subviews(of node: Int) -> LayoutSubviews {
        LayoutSubviews(engine: self, owner: node, children: tree.nodes[node].layoutChildren)
    }

    /// A node's spacing preferences (`LayoutSubview.spacing`).
    func spacing(of node: Int) -> ViewSpacing {
        let n = tree.nodes[node]
        if n.isSpacer { return .zero }
        guard let box = n.box else { return ViewSpacing() }
        if n.reportsLayoutSpacing { return box.spacing(subviews(of: node)) }
        if let known = builtInSpacing[node] { return known }
        // Built-in views as SwiftUI's (OpenSwiftUI, commit 069dd80b): a modifier passes its
        // content's spacing on, but for the edges it changes (`EngineLayoutTraits.resetSpacingEdges`); a stack
        // takes its subviews' cross-axis edges and its first's and last's along its axis
        // (`StackLayout.spacing()`), a `ZStack` all of its subviews' edges (`Layout`'s
        // default); other containers and leaves are views that are not texts.
        var spacing = ViewSpacing()
        switch n.role {
        case .modifier:
            if let content = n.layoutChildren.first {
                spacing = self.spacing(of: content)
                if let edges = box.traits.resetSpacingEdges { spacing = spacing.resetting(edges) }
            }
        case .container:
            let axis = box.stackOrientation, children = n.layoutChildren
            guard axis != nil || box.layoutValue is ZStackLayout else { break }
            spacing = children.isEmpty ? .zero : .empty
            for (i, child) in children.enumerated() {
                var edges = Edge.Set.all
                if axis == .vertical { edges = .horizontal.union(i == 0 ? .top : []).union(i == children.count - 1 ? .bottom : []) }
                if axis == .horizontal { edges = .vertical.union(i == 0 ? .leading : []).union(i == children.count - 1 ? .trailing : []) }
                spacing.formUnion(self.spacing(of: child), edges: edges)
            }
        case .leaf, .transparent:
            break
        }
        builtInSpacing[node] = spacing
        return spacing
    }

    func sizeThatFits(node: Int, proposal: ProposedViewSize, role: CallRole) -> CGSize {
        if exceededCallLimit { return .zero }
        if let cached = lookup(node, proposal) {
            if let tracer = activeTracer {
                let id = beginCall(node: node, method: .sizeThatFits, role: role, proposal: proposal)
                tracer.endCall(CallEnd(id: id, size: cached, origin: nil, cacheHit: true))
            }
            return cached
        }
        guard let box = tree.nodes[node].box else { return .zero }
        var id: CallID = 0
        if activeTracer != nil {
            id = beginCall(node: node, method: .sizeThatFits, role: role, proposal: proposal)
            callStack.append(id)
        }
        let size = box.sizeThatFits(proposal, subviews(of: node))
        sizeCache[node].append(SizeCacheEntry(proposal: proposal, size: size))
        if activeTracer != nil {
            callStack.removeLast()
            tracer!.endCall(CallEnd(id: id, size: size, origin: nil, cacheHit: false))
        }
        return size
    }

    @inline(__always)
    private func lookup(_ node: Int, _ proposal: ProposedViewSize) -> CGSize? {
        for entry in sizeCache[node] where entry.proposal == proposal { return entry.size }
        return nil
    }

    private func beginCall(
        node: Int, method: CallMethod, role: CallRole, proposal: ProposedViewSize, point: CGPoint? = nil,
        anchor: UnitPoint? = nil
    ) -> CallID {
        let id = nextCallID
        nextCallID += 1
        if id > maximumCalls { exceededCallLimit = true }
        tracer!.beginCall(
            CallStart(
                id: id, pass: currentPass?.id ?? 0, parent: callStack.last, node: NodeID(node), method: method,
                role: role, proposal: proposal, point: point, anchor: anchor))
        return id
    }

    func place(node: Int, at point: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        if !captureStack.isEmpty {
            captureStack[captureStack.count - 1].append(
                CapturedPlacement(node: node, point: point, anchor: anchor, proposal: proposal))
            return
        }
        guard let box = tree.nodes[node].box, !exceededCallLimit else { return }
        if let serial = placementStack.last?.serial { lastPlacedBy[node] = serial }
        var id: CallID = 0
        if activeTracer != nil {
            id = beginCall(node: node, method: .place, role: .place, proposal: proposal, point: point, anchor: anchor)
            callStack.append(id)
        }
        let size = sizeThatFits(node: node, proposal: proposal, role: .final)
        var origin = CGPoint(x: anchored(point.x, anchor.x, size.width), y: anchored(point.y, anchor.y, size.height))
        let notANumber = origin.x.isNaN || origin.y.isNaN ? origin : nil
        if let notANumber { origin = originForNaN(notANumber) }
        let bounds = CGRect(origin: origin, size: size)
        frames[node] = bounds

        // A GeometryReader is placed even while empty: placing it builds its content.
        if !tree.nodes[node].layoutChildren.isEmpty || tree.nodes[node].geometryContent != nil || (box.traits.recordsDrawing && activeTracer != nil) {
            placementSerial += 1
            let serial = placementSerial
            placementStack.append((serial, node, bounds))
            box.placeSubviews(bounds, proposal, subviews(of: node))
            placementStack.removeLast()
            if !box.traits.placesSelectively {
                placeForgottenSubviews(of: node, serial: serial, bounds: bounds, proposal: proposal)
            }
        }
        if activeTracer != nil {
            callStack.removeLast()
            tracer!.endCall(CallEnd(id: id, size: size, origin: origin, cacheHit: false))
            if let notANumber {
                // A placement decision of the parent's call, which `why` reads for the position.
                let parent = placementStack.last.map { NodeID($0.node) } ?? NodeID(node)
                record(
                    Decision(
                        LayoutWarning(
                            "\(NodeID(node)) placed at (\(TraceFormat.number(notANumber.x)), \(TraceFormat.number(notANumber.y))): a view of infinite length aligned in an infinite frame is ∞ − ∞, not a number, in SwiftUI's arithmetic too; what the device shows is unconfirmed, so it is recorded at (\(TraceFormat.number(origin.x)), \(TraceFormat.number(origin.y))), its parent's edge"
                        ), node: parent, child: NodeID(node)))
            }
        }
    }

    /// A coordinate that is not a number, which SwiftUI's own arithmetic makes when a view
    /// of infinite length is aligned in an infinite frame (∞ − ∞: OpenSwiftUI's
    /// `commonPlacement` and `_Placement(aligning:in:)` subtract the same way). What a device
    /// shows then is unconfirmed, and a trace cannot hold NaN: the coordinate becomes the
    /// placing parent's leading (or top) edge, 0 when that is not a number either, with a
    /// warning, so the rest of the preview still records.
    private func originForNaN(_ origin: CGPoint) -> CGPoint {
        let parent = placementStack.last?.bounds
        func edge(_ value: CGFloat?) -> CGFloat { value.map { $0.isNaN ? 0 : $0 } ?? 0 }
        return CGPoint(x: origin.x.isNaN ? edge(parent?.minX) : origin.x, y: origin.y.isNaN ? edge(parent?.minY) : origin.y)
    }

    /// SwiftUI centres a subview its layout did not place, with the container's proposal.
    private func placeForgottenSubviews(of node: Int, serial: Int, bounds: CGRect, proposal: ProposedViewSize) {
        // GeometryReader may have replaced the children while placing them.
        for child in tree.nodes[node].layoutChildren where lastPlacedBy[child] != serial {
            if activeTracer != nil {
                record(
                    Decision(
                        LayoutWarning("\(tree.nodes[node].kind) did not place \(NodeID(child)); it is centred in the container"), node: NodeID(node),
                        child: NodeID(child)))
            }
            placementStack.append((serial, node, bounds))
            place(node: child, at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
            placementStack.removeLast()
        }
    }

    /// Records a decision in the running call. The placement decisions of a layout whose
    /// placements are being captured are dropped, unless `duringCapture` (a guide value,
    /// computed once per pass whoever asks first).
    func record(_ decision: Decision, duringCapture: Bool = false) {
        guard let tracer = activeTracer, duringCapture || captureCallDepths.last != callStack.count else { return }
        var d = decision
        d.call = callStack.last
        d.pass = currentPass?.id ?? 0
        tracer.decide(d)
    }

    // MARK: - Alignment

    /// A node's explicit value for a guide, in its own coordinates, or `nil`.
    ///
    /// The node's layout answers first. A built-in single-child modifier (`EngineLayoutTraits.shiftsChildGuides`)
    /// then passes its child's explicit value on, shifted by where it places the child, for
    /// any guide. Other layouts combine their subviews' explicit values with the guide's
    /// `_combineExplicit` at the positions they would place them (frame guides never combine).
    /// OpenSwiftUI's stacks leave the child's offset out of the combined value (*unconfirmed*);
    /// Apple's "Aligning views across stacks" example lines up only with it, so it is counted.
    func explicitAlignment(of key: AlignmentKey, node: Int, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        for e in guideCache[node] where e.key == key && e.proposal == proposal && e.size == size { return e.value }
        let value = computeExplicitAlignment(of: key, node: node, size: size, proposal: proposal)
        guideCache[node].append(GuideCacheEntry(key: key, proposal: proposal, size: size, value: value))
        return value
    }

    private func computeExplicitAlignment(of key: AlignmentKey, node: Int, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard let box = tree.nodes[node].box else { return nil }
        let bounds = CGRect(origin: .zero, size: size)
        let subviews = subviews(of: node)
        if let value = box.explicitAlignment(key, bounds, proposal, subviews) { return value }
        let forwards = box.traits.shiftsChildGuides
        if subviews.isEmpty || (!forwards && key.isFrameGuide) { return nil }

        captureStack.append([])
        captureCallDepths.append(callStack.count)
        box.placeSubviews(bounds, proposal, subviews)
        captureCallDepths.removeLast()
        let placements = captureStack.removeLast()
        var combined: CGFloat? = nil
        var n = 0
        var values: [CGFloat] = [], children: [NodeID] = []
        for p in placements {
            if forwards && p.node != subviews[0].index { continue }
            let childSize = sizeThatFits(node: p.node, proposal: p.proposal, role: .measure)
            guard let value = explicitAlignment(of: key, node: p.node, size: childSize, proposal: p.proposal) else {
                continue
            }
            let origin = CGPoint(x: anchored(p.point.x, p.anchor.x, childSize.width), y: anchored(p.point.y, p.anchor.y, childSize.height))
            if forwards {
                let shift = origin[key.axis]
                record(
                    Decision(
                        GuideForwarded(guide: key.name, childValue: value, shift: shift, value: value + shift), node: NodeID(node),
                        child: NodeID(node)), duringCapture: true)
                return value + shift
            }
            key.combineExplicit(childValue: value + origin[key.axis], n, into: &combined)
            n += 1
            if activeTracer != nil {
                values.append(value + origin[key.axis])
                children.append(NodeID(p.node))
            }
        }
        if let combined, activeTracer != nil {
            record(
                Decision(
                    GuideCombined(guide: key.name, rule: key.combineRule, childValues: values, childNodes: children, value: combined),
                    node: NodeID(node), child: NodeID(node)), duringCapture: true)
        }
        return combined
    }

    // MARK: - Containers

    /// Runs `body` with `node` registered as a container of size `proposal` (for `containerRelativeFrame`).
    func withContainer<R>(_ node: Int, _ proposal: ProposedViewSize, _ body: () -> R) -> R {
        containerStack.append((node, proposal))
        defer { containerStack.removeLast() }
        return body()
    }

    /// The size of a container: a `ScrollView` being laid out, or the root proposal for `nil`.
    func containerProposal(_ container: Int?) -> ProposedViewSize {
        if let container, let entry = containerStack.last(where: { $0.node == container }) {
            return entry.proposal
        }
        return currentPass?.proposal ?? .unspecified
    }

    // MARK: - GeometryReader content

    /// Evaluates a `GeometryReader`'s content again with its real geometry. Nodes
    /// keep their ids when the content has the same shape; otherwise the new
    /// content gets new ids after the existing ones, and a warning is recorded.
    func rebuildGeometryContent(of node: Int, proxy: GeometryProxy) {
        let reader = tree.nodes[node]
        guard let content = reader.geometryContent else { return }
        let specs: [NodeSpec]
        do {
            specs = try content(proxy)
        } catch {
            record(
                Decision(
                    LayoutWarning("GeometryReader content could not be evaluated at size \(TraceFormat.size(proxy.size)), so it keeps its earlier content: \(error)"),
                    node: NodeID(node)))
            return
        }
        builtInSpacing.removeAll(keepingCapacity: true)
        let current = reader.children.map { tree.nodes[$0.rawValue] }
        if specs.count == current.count, zip(specs, current).allSatisfy({ tree.hasShape($0, of: $1) }) {
            var changed: [ViewNode] = []
            for (spec, child) in zip(specs, current) { tree.rebind(child, to: spec, changed: &changed) }
            for child in current { invalidateCaches(under: child.id.rawValue) }
            // The trace's rows show the build that was laid out last, as its frames do.
            if !changed.isEmpty { tracer?.rebindNodes(changed) }
            return
        }
        let firstNew = tree.nodes.count
        var environment = reader.environment
        environment.stackOrientation = nil
        let newChildren = specs.enumerated().map { i, spec in
            tree.build(spec, parent: reader.id, childIndex: i, depth: reader.depth + 1, environment: environment)
        }
        tree.replaceChildren(of: reader, with: newChildren)
        let added = Array(tree.nodes[firstNew...])
        let count = tree.nodes.count
        sizeCache += Array(repeating: [], count: count - sizeCache.count)
        guideCache += Array(repeating: [], count: count - guideCache.count)
        frames += Array(repeating: nil, count: count - frames.count)
        lastPlacedBy += Array(repeating: -1, count: count - lastPlacedBy.count)
        tracer?.addNodes(added)
        record(
            Decision(
                LayoutWarning("GeometryReader content changed shape at size \(TraceFormat.size(proxy.size)); new nodes from node-\(firstNew)"),
                node: NodeID(node)))
    }

    private func invalidateCaches(under index: Int) {
        sizeCache[index].removeAll(keepingCapacity: true)
        guideCache[index].removeAll(keepingCapacity: true)
        tree.nodes[index].box?.resetCache()
        for child in tree.nodes[index].children { invalidateCaches(under: child.rawValue) }
    }

    /// The views that a pass should have placed and did not: under every placed container
    /// that places all its subviews (not a ViewThatFits), each subview; lists looked through.
    public func unplacedNodes(in pass: LayoutPass) -> [NodeID] {
        var missing: [NodeID] = []
        var stack = tree.rootElements
        while let index = stack.popLast() {
            guard pass.frames.indices.contains(index), pass.frames[index] != nil else {
                missing.append(NodeID(index))
                continue
            }
            let node = tree.nodes[index]
            let selective = node.box?.traits.placesSelectively ?? false
            for child in node.layoutChildren where !selective || (pass.frames.indices.contains(child) && pass.frames[child] != nil) {
                stack.append(child)
            }
        }
        return missing.sorted { $0.rawValue < $1.rawValue }
    }
}

/// The top-leading coordinate of a view whose `anchor` (0…1) is at `point`. An
/// anchor of 0 is the point itself, even for an infinitely large view.
func anchored(_ point: CGFloat, _ anchor: CGFloat, _ length: CGFloat) -> CGFloat {
    anchor == 0 ? point : point - anchor * length
}

struct SizeCacheEntry {
    let proposal: ProposedViewSize
    let size: CGSize
}

struct GuideCacheEntry {
    let key: AlignmentKey
    let proposal: ProposedViewSize
    let size: CGSize
    let value: CGFloat?
}

struct CapturedPlacement {
    let node: Int
    let point: CGPoint
    let anchor: UnitPoint
    let proposal: ProposedViewSize
}

extension LayoutEngine {
    /// The engine's semantics version, stored in every trace. Bump it when a
    /// change alters recorded layouts, so replay can say why goldens diverge.
    public static let version = "7"

    /// The most passes one recording lays out (README, "Limits"): the recorder, the scene's
    /// directives and the command line's sweeps all count against it.
    public static let maximumPasses = 10_000
}
