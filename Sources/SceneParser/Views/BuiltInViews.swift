import Foundation
import LayoutEngine
import SwiftSyntax

/// SwiftUI's views: each `SceneView` of `BuiltIns` reads its call through `InterpretedArguments`;
/// `Text`, `Image`, `ForEach`, `GeometryReader` and `AnyView` are built here, because their
/// arguments are not plain values (texts and images that modifiers fold into, ForEach's
/// elements, GeometryReader's proxy).
extension Interpreter {
    func builtInView(_ name: String, _ e: FunctionCallExprSyntax, _ cx: Context, at node: Syntax? = nil, written: String? = nil) throws -> Value {
        let position = position(node ?? Syntax(e.calledExpression))
        let label = written ?? label(name, e)
        if let view = BuiltIns.view(named: name) {
            let arguments = InterpretedArguments(self, name: name, call: e, cx, written: label)
            var (spec, notes) = try collectingDiagnostics { try view.make(arguments) }
            try arguments.finish()
            spec.diagnostics += notes
            if let styled = try customStyled(name, spec, e, cx) { spec = styled }
            return .views(try count([spec.at(position, label: label)], at: node ?? Syntax(e)))
        }
        let args = arguments(name, of: e)
        var spec: NodeSpec
        var allowed: [String] = []
        switch name {
        case "GeometryReader":
            allowed = ["content"]
            if let closure = args.takeClosure("content") {
                let content = Closure(syntax: closure, scope: cx.scope, makesViews: true)
                spec = try geometryReader({ proxy in try self.callViewClosure(content, cx, arguments: [proxy]) }, cx)
            } else if let reference = args.take("content")?.expression {
                // `GeometryReader(content: makeContent)`: a method or function called with the proxy.
                let function = try evaluate(reference, cx, expecting: .any)
                spec = try geometryReader({ proxy in try self.toViews(try self.callValue(function, with: [proxy], at: reference, cx), at: reference, cx) }, cx)
            } else {
                throw error(e, "GeometryReader needs a content closure")
            }
        case "ForEach":
            let (list, notes) = try collectingDiagnostics { try forEach(args, e, cx, label: label) }
            spec = list
            spec.diagnostics = notes
            allowed = ["id", "content"]
        case "AnyView":
            // A type-erased view lays out as the view it holds.
            guard let arg = args.takeUnlabeled() else { throw error(e, "AnyView needs a view") }
            try args.finish(self, allowed: [])
            return .views(try views(arg.expression, cx))
        case "Path":
            // A shape: it takes its proposal (Apple, "Shape"); the elements it is built from only draw.
            args.takeAll()
            spec = NodeSpec.shape("Path", label: label, outline: "rectangle", args: [:])
        case "ModifiedContent":
            // `ModifiedContent(content: self, modifier: PosterStyle())`: what `.modifier(PosterStyle())` makes.
            guard let content = args.take("content"), let modifier = args.take("modifier") else { throw error(e, "ModifiedContent needs 'content:' and 'modifier:'") }
            try args.finish(self, allowed: [])
            let receiver = try evaluate(content.expression, cx, expecting: .view)
            switch try evaluate(modifier.expression, cx, expecting: .any) {
            case .instance(let m) where m.type.kind == .viewModifier: return try apply(m, to: receiver, cx)
            case .opaque(let o):
                let d = warn(modifier.expression, .approximated, "'\(o.expression)' is a modifier from outside the scene's files; ltrace cannot tell what it does to layout and ignores it", collected: false)
                return marking(receiver, with: d)
            case let other: throw error(modifier.expression, "ModifiedContent's modifier is a ViewModifier, not \(other.typeName)")
            }
        case "Text":
            return .text(try text(args, e, cx, position: position, label: label))
        case "Image":
            return .image(try image(e, cx, position: position, label: label))
        default:
            let hint = NameSuggestions.hint(name, among: BuiltInNames.views + index.viewNames)
            throw error(e.calledExpression, "unsupported view '\(name)'\(hint)")
        }
        try args.finish(self, allowed: allowed)
        return .views(try count([spec.at(position, label: label)], at: e))
    }

    /// `Text("Hello")`, `Text(verbatim:)`, `Text(key)`, `Text(price, format: .currency(code:))`,
    /// `Text(date, style: .date)`; an opaque string is measured as its expression.
    private func text(_ args: Arguments, _ e: FunctionCallExprSyntax, _ cx: Context, position: SourcePosition, label: String) throws -> TextValue {
        let arg = args.takeUnlabeled() ?? args.take("verbatim")
        guard let arg else { throw error(e, "Text needs a string") }
        // `Text("**Total:** \(n)")`: a literal is a LocalizedStringKey, whose markdown SwiftUI reads
        // (not in the values interpolated into it).
        let literal = arg.label == nil && !args.has("format") && !args.has("style") ? arg.expression.as(StringLiteralExprSyntax.self) : nil
        if let literal {
            let (source, notes) = try collectingDiagnostics { stringValue(try string(literal, cx, escapingMarkdown: true), at: literal) ?? "" }
            _ = args.take("tableName")
            _ = args.take("bundle")
            _ = args.take("comment")
            try args.finish(self, allowed: ["tableName", "bundle", "comment"])
            return TextValue(text: Text(markdown: source), position: position, label: label, diagnostics: notes)
        }
        let (content, notes): (String, [SourceDiagnostic]) = try collectingDiagnostics {
            let value = try evaluate(arg.expression, cx, expecting: .string)
            if let style = args.take("format") {
                if let o = value.opaque { return substituteString(o, at: arg.expression) }
                return try formatStyle(value, style.expression, cx)
            }
            if args.take("style") != nil {
                warn(e, .substituted, "dates are not interpreted; the text is measured as \"\(Text.unformattedDate)\"")
                return Text.unformattedDate
            }
            _ = args.take("tableName")
            _ = args.take("bundle")
            _ = args.take("comment")
            switch value {
            case .string(let s): return s
            case .text(let t): return t.content
            case .image(let i):
                // `Text(Image(systemName: "star"))`: a symbol inline, measured as one square character.
                warn(arg.expression, .approximated, "an image inside a Text (\(i.label)) is measured as one character")
                return "\u{25A1}"
            case .opaque(let o): return substituteString(o, at: arg.expression)
            case .int, .double: return describe(value, at: arg.expression)
            default: throw error(arg.expression, "Text needs a string, found \(value.typeName)")
            }
        }
        try args.finish(self, allowed: ["verbatim", "format", "style"])
        return TextValue(text: Text(verbatim: content), position: position, label: label, diagnostics: notes)
    }

    /// `Image(systemName: "heart")`; `Image("photo")` at its asset's size (points = pixels / scale),
    /// found in the asset catalogs and image files under the scene's folders; `Image("photo",
    /// width: 100, height: 50)` at a size given in the scene; `Image(uiImage:)` and other
    /// images made from outside values at the placeholder size.
    private func image(_ e: FunctionCallExprSyntax, _ cx: Context, position: SourcePosition, label: String) throws -> ImageValue {
        let args = arguments("Image", of: e)
        if let system = args.take("systemName") {
            let value = try evaluate(system.expression, cx, expecting: .string)
            guard let s = stringValue(value, at: system.expression) else { throw error(system.expression, "systemName needs a string") }
            _ = args.take("variableValue")
            try args.finish(self, allowed: ["systemName", "variableValue"])
            return ImageValue(name: s, systemName: true, size: nil, position: position, label: label)
        }
        for platform in ["uiImage", "nsImage", "cgImage", "_internalSystemName"] where args.labels.contains(platform) {
            _ = args.take(platform)
            _ = args.take("scale")
            _ = args.take("orientation")
            _ = args.take("label")
            let d = warn(e, .substituted, "\(label) is an image made at run time; it is laid out at the placeholder size \(Self.placeholderSize)")
            return ImageValue(name: label, systemName: false, size: CGSize(width: Self.placeholderImageSide, height: Self.placeholderImageSide), position: position, label: label, diagnostics: [d])
        }
        guard let nameArg = args.takeUnlabeled() ?? args.take("decorative") else { throw error(e, "Image needs a name: Image(\"photo\")") }
        // `Image(.photo)`, `Image(ImageResource.photo)`: an image set's generated symbol.
        let symbolName = Interpreter.resourceSymbol(nameArg.expression, type: "ImageResource").flatMap { assets.imageName(symbol: $0) }
        let nameValue = try symbolName.map { Value.string($0) } ?? evaluate(nameArg.expression, cx, expecting: .string)
        if case .opaque(let o) = nameValue {
            for extra in ["bundle", "label", "variableValue"] { _ = args.take(extra) }
            let d = warn(nameArg.expression, .substituted, "'\(o.expression)' is an opaque value \(o.reason); the image is laid out at the placeholder size \(Self.placeholderSize)")
            try args.finish(self, allowed: ["bundle", "label"])
            return ImageValue(name: o.expression, systemName: false, size: CGSize(width: Self.placeholderImageSide, height: Self.placeholderImageSide), position: position, label: label, diagnostics: [d])
        }
        guard case .string(let name) = nameValue else {
            // `Image(decorative: cgImage, scale: 2)`, an image resource: made at run time.
            let d = warn(e, .substituted, "\(label) is an image made at run time; it is laid out at the placeholder size \(Self.placeholderSize)")
            for extra in ["bundle", "label", "scale", "orientation", "variableValue"] { _ = args.take(extra) }
            return ImageValue(name: label, systemName: false, size: CGSize(width: Self.placeholderImageSide, height: Self.placeholderImageSide), position: position, label: label, diagnostics: [d])
        }
        _ = args.take("bundle")
        _ = args.take("label")
        _ = args.take("variableValue")
        if let w = args.take("width") {
            guard let h = args.take("height") else { throw error(w.node, "Image(\"\(name)\", width:) needs 'height:' too") }
            let width = try number(w.expression, cx), height = try number(h.expression, cx)
            guard width >= 0, height >= 0, width.isFinite, height.isFinite else { throw error(w.expression, "an image's size must be finite and not negative") }
            try args.finish(self, allowed: ["width", "height", "bundle", "label"])
            return ImageValue(name: name, systemName: false, size: CGSize(width: width, height: height), position: position, label: label)
        }
        try args.finish(self, allowed: ["width", "height", "bundle", "label"])
        return assetImage(name, position: position, label: label, at: e)
    }

    /// The image an asset catalog's set (or an image file) named `name` gives, at its size; one
    /// found nowhere is laid out at the placeholder size, with a warning.
    func assetImage(_ name: String, position: SourcePosition, label: String, at node: some SyntaxProtocol) -> ImageValue {
        switch assets.image(named: name) {
        case .success(let image):
            remember(image)
            return ImageValue(name: name, systemName: false, size: image.size, position: position, label: label)
        case .failure(let problem):
            let d = warn(
                node, .approximated,
                "\(problem); it is laid out at the placeholder size \(Self.placeholderSize) (give the folder with the asset catalog, or write Image(\"\(name)\", width:, height:))",
                collected: false)
            return ImageValue(
                name: name, systemName: false, size: CGSize(width: Self.placeholderImageSide, height: Self.placeholderImageSide), position: position, label: label,
                diagnostics: [d])
        }
    }

    /// The size of an image ltrace cannot find (README, "Scenes"). On a device a missing image
    /// draws nothing; a visible square keeps the rest of the layout readable.
    static let placeholderImageSide: CGFloat = 100
    static var placeholderSize: String { "\(TraceFormat.number(placeholderImageSide))×\(TraceFormat.number(placeholderImageSide))" }

    /// `ForEach(items) { item in … }`, `ForEach(0..<5)`, `ForEach(items.indices, id: \.self)`,
    /// `ForEach(Array(items.enumerated()), id: \.offset)`: one set of views per element.
    func forEach(_ args: Arguments, _ e: FunctionCallExprSyntax, _ cx: Context, label: String) throws -> NodeSpec {
        guard let dataArg = args.takeUnlabeled() else { throw error(e, "ForEach needs a range or an array") }
        if let id = args.take("id"), !(id.expression.is(KeyPathExprSyntax.self)) {
            throw error(id.expression, "ForEach's 'id:' must be a key path such as \\.self")
        }
        _ = args.take("editActions")
        let closure = args.takeClosure("content")
        // `ForEach(items, content: Row.init)`, `ForEach(items, content: row)`: a function for each element.
        let function = closure == nil ? try args.take("content").map { try evaluate($0.expression, cx, expecting: .any) } : nil
        guard closure != nil || function != nil else { throw error(e, "ForEach needs a content closure") }
        func tooMany(_ count: UInt) -> SceneError {
            error(dataArg.expression, "ForEach of \(count) views: more than the limit of \(Self.maximumForEachCount)", kind: .limit)
        }
        let elements: [Value]
        switch try evaluate(unwrappingBinding(dataArg.expression), cx, expecting: .any) {
        case .range(let lower, let upper):
            // Counted without overflow (Int.min..<Int.max has 2^64 - 1 elements), before anything is allocated.
            let count = UInt(bitPattern: upper &- lower)
            guard count <= Self.maximumForEachCount else { throw tooMany(count) }
            elements = (lower..<upper).map { .int($0) }
        case .array(let items):
            guard items.count <= Self.maximumForEachCount else { throw tooMany(UInt(items.count)) }
            elements = items
        case .opaque(let o):
            elements = substituteElements(o, at: dataArg.expression)
        case .dictionary(let pairs):
            elements = try self.elements(of: .dictionary(pairs), at: dataArg.expression)
        case let other:
            throw error(dataArg.expression, "ForEach needs a range or an array, found \(other.typeName)")
        }
        var children: [NodeSpec] = []
        if let closure {
            let content = Closure(syntax: closure, scope: cx.scope, makesViews: true)
            for element in elements { children += try callViewClosure(content, cx, arguments: [element]) }
        } else if let function {
            for element in elements { children += try toViews(try callValue(function, with: [element], at: e, cx), at: e, cx) }
        }
        return .list(kind: "ForEach", label: label, args: ["count": .number(Double(elements.count))], children: children)
    }

    /// `GeometryReader { proxy in … }`: the content is evaluated again with the reader's real geometry when it is placed.
    private func geometryReader(_ content: @escaping (Value) throws -> [NodeSpec], _ cx: Context) throws -> NodeSpec {
        // Evaluate once now, so errors are reported with their positions before layout (at a
        // plausible size: a zero size would make lengths computed from it fail their checks);
        // that content is the reader's until it is placed.
        let initial = try content(.proxy(GeometryProxy(size: CGSize(width: 100, height: 100), frameInRoot: CGRect(x: 0, y: 0, width: 100, height: 100))))
        // An error at another size is recorded by the engine as a warning; the reader keeps its content.
        return .geometryReader(initial: initial, content: duringLayout { proxy in try content(.proxy(proxy)) })
    }
}

extension BuiltInNames {
    /// A built-in view written as a static member (`ContentUnavailableView.search`): its name in `BuiltIns`.
    static func qualifiedView(_ type: String, _ member: String) -> String? {
        BuiltIns.view(named: type + "." + member) != nil ? type + "." + member : nil
    }
}
