import Foundation

extension NodeSpec {
    /// `Toggle("Wi-Fi", isOn: $on)`: the label, a low-priority spacer and the switch, in a row
    /// (OpenSwiftUI `SwitchToggleStyle` → `LeadingTrailingLabeledContentStyle`: `HStack { label;
    /// Spacer().layoutPriority(-1); HStack { switch.fixedSize() } }`); with labels hidden, the switch alone.
    public static func toggle(labelView: NodeSpec?, label written: String) -> NodeSpec {
        var switchSpec = NodeSpec(kind: "Switch", label: "Switch", args: ["platformMetric": .bool(true)], role: .leaf, layout: ToggleSwitchLayout())
        switchSpec.appearance = .control(.switch)
        guard let labelView else {
            var alone = switchSpec
            alone.label = written
            alone.kind = "Toggle"
            return alone
        }
        var spacer = NodeSpec.layoutPriority(-1)
        spacer.children = [Spacer.spec(minLength: nil, label: "Spacer()")]
        var spec = NodeSpec.hStack(children: [labelView, spacer, switchSpec])
        spec.kind = "Toggle"
        spec.label = written
        return spec
    }
}

/// The switch of a `Toggle` on iOS: a `UISwitch` in a representable at its ideal size,
/// `intrinsicContentSize`, 49 × 31 whatever it is proposed, though UIKit draws it in a 51 × 31
/// frame. Measured: a SwiftUI switch 147 px wide at 3× on iOS 18.6 (GoodRequest/GoodSwiftUI's
/// snapshot, fixture `snapshot-toggle-style-switch-scale-effect`), UISwitch's
/// `intrinsicContentSize` (49, 31) beside its frame 51 × 31 (Open Radar 31777116, iOS 10.3); the
/// representable taking the intrinsic size and `fixedSize`: OpenSwiftUI's `SwitchToggleStyle` and
/// `PlatformViewHost`. UIKit's own dumps give 51 (getsentry/sentry-cocoa, iOS 16–18): a UIKit
/// frame, not SwiftUI's layout. iOS 26's Liquid Glass switch is larger (unmeasured here).
public struct ToggleSwitchLayout: Layout {
    public static let size = CGSize(width: 49, height: 31)

    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.record(ToggleSwitchSize(proposal: proposal, size: Self.size))
        return Self.size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// `toggle.switch`: the switch's fixed size, an iOS metric.
public struct ToggleSwitchSize: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "toggle.switch"
    public static let sentences = ["a switch is {size} whatever it is proposed ({proposal}): UISwitch's intrinsic size, which SwiftUI lays out (measured)"]
    public var proposal: ProposedViewSize
    public var size: CGSize
    public private(set) var platformMetric = true
    public var ignoresProposal: Bool { true }

    public init(proposal: ProposedViewSize, size: CGSize) { self.proposal = proposal; self.size = size }
}

/// A toggle style, as `.toggleStyle(…)` sets it for the toggles inside (`.switch` and `.automatic`
/// are the switch on iOS; `.checkbox` is macOS's).
public enum ToggleStyleName: String, SceneStyle {
    case automatic, `switch`, button, checkbox
    public static let modifier = "toggleStyle"
    public static let standard = ToggleStyleName.automatic
    public static let typeSuffix: String? = "ToggleStyle"
}

extension SceneView {
    /// `Toggle("Title", isOn: $x)`, `Toggle(isOn: $x) { label }`; `.labelsHidden()` leaves the switch alone;
    /// `.toggleStyle(.button)` makes it a button (`.switch` and `.automatic` are the switch on iOS).
    public static let toggle = SceneView("Toggle") { a in
        try a.ignore("isOn")
        try a.ignore("sources")
        let hidden = a.style(LabelsVisibility.self) == .hidden
        var labelView: NodeSpec?
        if let title = try a.string(nil) {
            labelView = Text.spec(title: title)
        } else if let views = try a.views("label"), !views.isEmpty {
            // An empty label (`Toggle(isOn: $on) {}`) is no view: it takes no place in the row.
            labelView = views.count == 1 ? views[0] : .vStack(children: views)
        }
        if a.style(ToggleStyleName.self) == .button {
            // `ButtonToggleStyle`: "a button with its label as a title" (Apple's "ToggleStyle.button"),
            // in the bordered style unless a button style is set around it (the bordered look is
            // *unconfirmed*; docs/rules.md).
            return .button("Toggle", a, fallback: .bordered, children: labelView.map { [$0] } ?? [])
        }
        return .toggle(labelView: hidden ? nil : labelView, label: a.written)
    }
}
