import Foundation

/// A control drawn by the platform (a progress indicator, a text field, a slider, a stepper): its
/// size is an iOS metric; the decision names the measurement where one was found (`measured`) and
/// says unconfirmed otherwise (docs/rules.md, "Where no source settles the behaviour").
public struct PlatformControlLayout: Layout {
    /// How the control answers a proposal on one axis: a fixed length, or the proposal (nil →
    /// `ideal`), as a control that stretches across its container does.
    public enum Dimension: Sendable, Hashable {
        case fixed(CGFloat)
        case flexible(ideal: CGFloat)
    }

    public let control: String
    public let width: Dimension
    public let height: Dimension
    /// Where the size was measured; nil: unconfirmed.
    public let measured: String?

    public init(control: String, width: Dimension, height: Dimension, measured: String? = nil) {
        self.control = control
        self.width = width
        self.height = height
        self.measured = measured
    }

    func length(_ d: Dimension, _ proposed: CGFloat?) -> CGFloat {
        switch d {
        case .fixed(let v): return v
        case .flexible(let ideal):
            guard let proposed, proposed.isFinite else { return ideal }
            return proposed
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = CGSize(width: length(width, proposal.width), height: length(height, proposal.height))
        let flexible: Bool
        if case .flexible = width { flexible = true } else { flexible = false }
        subviews.record(PlatformControlSize(control: control, proposal: proposal, flexibleWidth: flexible, measured: measured, size: size))
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// `control.size`: a platform control's size, from iOS metrics.
public struct PlatformControlSize: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "control.size"
    public static let sentences = [
        "{control} is {size} whatever it is proposed ({proposal}): an iOS metric, unconfirmed",
        "{control} takes the width it is proposed ({proposal}) and is as tall as the platform draws it → {size}: iOS metrics, unconfirmed",
        "{control} is {size} whatever it is proposed ({proposal}): an iOS metric, measured ({measured})",
        "{control} takes the width it is proposed ({proposal}) and is as tall as the platform draws it → {size}: an iOS metric, measured ({measured})",
    ]
    public var control: String
    public var proposal: ProposedViewSize
    public var flexibleWidth: Bool
    /// Where the size was measured; nil: unconfirmed.
    public var measured: String?
    public var size: CGSize
    public private(set) var platformMetric = true

    public var sentence: Int { (flexibleWidth ? 1 : 0) + (measured != nil ? 2 : 0) }
    public init(control: String, proposal: ProposedViewSize, flexibleWidth: Bool, measured: String? = nil, size: CGSize) {
        self.control = control; self.proposal = proposal; self.flexibleWidth = flexibleWidth; self.measured = measured; self.size = size
    }
}

extension NodeSpec {
    /// A platform control leaf.
    public static func platformControl(
        kind: String, control: String, width: PlatformControlLayout.Dimension, height: PlatformControlLayout.Dimension, measured: String? = nil, label: String,
        looks appearance: Appearance
    ) -> NodeSpec {
        var spec = NodeSpec(
            kind: kind, label: label, args: ["platformMetric": .bool(true)], role: .leaf,
            layout: PlatformControlLayout(control: control, width: width, height: height, measured: measured))
        spec.appearance = appearance
        return spec
    }

    /// iOS sizes. Measured: UIActivityIndicatorView's medium style 20 × 20, UIProgressView 4 tall,
    /// UIStepper 94 × 32 and a rounded-rect UITextField 34 tall, all UIKit on iOS 26.1 (the
    /// frame and intrinsic-size dumps of Vercantez/openuikit, `golden/control_activity`,
    /// `progress_fractions`, `attrtext_fields`, and its stepper test); *unconfirmed*: a plain text
    /// field a line of body text tall (22) and a slider's 31 (UIKit measures 34 on iOS 26.1).
    public enum PlatformMetrics {
        public static let spinner: CGFloat = 20
        public static let progressBar: CGFloat = 4
        public static let textField: CGFloat = 22
        public static let roundedTextField: CGFloat = 34
        public static let slider: CGFloat = 31
        public static let stepper = CGSize(width: 94, height: 32)
        static let openUIKit = "UIKit on iOS 26.1, Vercantez/openuikit's dumps"
        /// Between a progress view's label and its bar.
        public static let labelGap: CGFloat = 4
    }
}

/// A text field style, as `.textFieldStyle(…)` sets it for the fields inside.
public enum TextFieldStyleName: String, SceneStyle {
    case automatic, plain, roundedBorder
    public static let modifier = "textFieldStyle"
    public static let standard = TextFieldStyleName.automatic
    public static let typeSuffix: String? = "TextFieldStyle"
}

/// A progress view style, as `.progressViewStyle(…)` sets it: a bar or a spinner is chosen by
/// whether the view has a value, as iOS does for `.automatic` (`.linear` and `.circular` are not
/// applied yet; they are read and validated).
public enum ProgressViewStyleName: String, SceneStyle {
    case automatic, linear, circular
    public static let modifier = "progressViewStyle"
    public static let standard = ProgressViewStyleName.automatic
    public static let typeSuffix: String? = "ProgressViewStyle"
}

extension SceneView {
    /// `ProgressView()` (a spinner), `ProgressView(value: 0.4)` (a bar across the width), with a title or `label:` above it.
    public static let progressView = SceneView("ProgressView") { a in
        let title = try a.string(nil)
        let linear = a.has("value")
        try a.ignore("value")
        try a.ignore("total")
        let label = try a.views("label")
        try a.ignore("currentValueLabel")
        let indicator: NodeSpec = linear
            ? .platformControl(
                kind: "ProgressBar", control: "a progress bar", width: .flexible(ideal: 100), height: .fixed(NodeSpec.PlatformMetrics.progressBar),
                measured: NodeSpec.PlatformMetrics.openUIKit, label: "ProgressBar", looks: .control(.progressBar))
            : .platformControl(
                kind: "ProgressSpinner", control: "a spinner", width: .fixed(NodeSpec.PlatformMetrics.spinner), height: .fixed(NodeSpec.PlatformMetrics.spinner),
                measured: NodeSpec.PlatformMetrics.openUIKit, label: "ProgressSpinner", looks: .control(.spinner))
        let labelViews = title.map { [Text.spec(title: $0)] } ?? label ?? []
        guard !labelViews.isEmpty else {
            var alone = indicator
            alone.label = a.written
            alone.kind = "ProgressView"
            return alone
        }
        var spec = NodeSpec.vStack(alignment: linear ? .leading : .center, spacing: NodeSpec.PlatformMetrics.labelGap, children: labelViews + [indicator])
        spec.kind = "ProgressView"
        spec.label = a.written
        return spec
    }

    /// `TextField("Placeholder", text: $name)`, `SecureField(…)`, `TextEditor(text:)`: as wide as proposed, a line tall.
    public static let textField = SceneView("TextField") { a in try textInput("TextField", a, height: .fixed(NodeSpec.PlatformMetrics.textField)) }
    public static let secureField = SceneView("SecureField") { a in try textInput("SecureField", a, height: .fixed(NodeSpec.PlatformMetrics.textField)) }
    public static let textEditor = SceneView("TextEditor") { a in try textInput("TextEditor", a, height: .flexible(ideal: NodeSpec.PlatformMetrics.textField)) }

    static func textInput(_ kind: String, _ a: SceneArguments, height: PlatformControlLayout.Dimension) throws -> NodeSpec {
        let prompt = try a.string(nil) ?? ""
        for label in ["text", "value", "format", "formatter", "prompt", "axis", "selection", "onEditingChanged", "onCommit"] { try a.ignore(label) }
        a.ignoreClosure(nil)
        // The rounded-border style is a rounded-rect UITextField, 34 tall (measured).
        let bordered = a.style(TextFieldStyleName.self) == .roundedBorder
        let tall: PlatformControlLayout.Dimension = bordered ? .fixed(NodeSpec.PlatformMetrics.roundedTextField) : height
        let name = bordered ? "a rounded-border \(kind.lowercased())" : "a \(kind.lowercased())"
        return .platformControl(
            kind: kind, control: name, width: .flexible(ideal: 100), height: tall, measured: bordered ? NodeSpec.PlatformMetrics.openUIKit : nil, label: a.written,
            looks: .textField(prompt: prompt, bordered: bordered))
    }

    /// `Slider(value: $x, in: 0...1)`: as wide as proposed.
    public static let slider = SceneView("Slider") { a in
        for label in ["value", "in", "step", "onEditingChanged"] { try a.ignore(label) }
        _ = try a.views("label")
        _ = try a.views("minimumValueLabel")
        _ = try a.views("maximumValueLabel")
        return .platformControl(kind: "Slider", control: "a slider", width: .flexible(ideal: 100), height: .fixed(NodeSpec.PlatformMetrics.slider), label: a.written, looks: .control(.slider))
    }

    /// `Stepper("Count", value: $n)`: a labeled row with a UIStepper, as `Toggle` is with a switch.
    public static let stepper = SceneView("Stepper") { a in
        let title = try a.string(nil)
        for label in ["value", "in", "step", "onIncrement", "onDecrement", "onEditingChanged", "format"] { try a.ignore(label) }
        let labelView = try title.map { Text.spec(title: $0) } ?? a.views("label")?.first
        let control = NodeSpec.platformControl(
            kind: "UIStepper", control: "a stepper", width: .fixed(NodeSpec.PlatformMetrics.stepper.width), height: .fixed(NodeSpec.PlatformMetrics.stepper.height),
            measured: NodeSpec.PlatformMetrics.openUIKit, label: "UIStepper", looks: .control(.stepper))
        guard let labelView else { return control }
        var spec = NodeSpec.labeledContent(label: labelView, content: [control], written: a.written)
        spec.kind = "Stepper"
        return spec
    }
}
