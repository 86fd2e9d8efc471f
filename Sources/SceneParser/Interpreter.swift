import Foundation
import LayoutEngine
import SwiftSyntax

/// Interprets SwiftUI scene code, never compiling it: view expressions become
/// node specs, numeric and style expressions become values.
final class Interpreter {
    /// The files of the scene, by the id of their syntax tree's root: where a node is written.
    private var files: [SyntaxIdentifier: (path: String, converter: SourceLocationConverter)] = [:]
    /// Whether positions name their file (a scene of several files).
    var severalFiles = false
    /// The images the scene's `Image("name")`s can load, and those it did.
    var assets = AssetCatalog.empty
    private(set) var resolvedImages: [String: SceneImage] = [:]
    /// `struct X: View` declarations by name.
    var views: [String: ViewDefinition] = [:]
    /// Types the scene declares that cannot be interpreted (custom `Layout`s), by name.
    var uninterpretable: [String: String] = [:]
    /// Guides the scene declares (`extension VerticalAlignment { static let x = VerticalAlignment(X.self) }`).
    var customHorizontal: [String: HorizontalAlignment] = [:]
    var customVertical: [String: VerticalAlignment] = [:]
    var customAlignments: [String: Alignment] = [:]
    /// Extensions and `AlignmentID`s met while reading declarations, resolved by `finishDeclarations`.
    var pendingExtensions: [ExtensionDeclSyntax] = []
    var pendingAlignmentIDs: [String: AlignmentIDDefinition] = [:]
    /// Top-level `func`s, `extension View` methods and `ViewModifier` structs of the scene.
    var functions: [String: FunctionDeclSyntax] = [:]
    var viewExtensions: [String: FunctionDeclSyntax] = [:]
    var viewModifiers: [String: ModifierDefinition] = [:]
    /// Statics that extensions add to built-in types (`extension Color { static let brand = … }`), by type and name.
    var extensionStatics: [String: [String: ExtensionStatic]] = [:]
    var extensionStaticValues: [String: Value] = [:]
    /// The app's own data types (`struct Item`, `enum Category`), with their extensions.
    var models: [String: ModelType] = [:]
    let globals = Scope(parent: nil)
    /// Which `#if` clauses the compiler would keep.
    var conditions = CompilationConditions()
    /// Names declared only in `#if` clauses left out, with their condition.
    var skippedDeclarations: [String: String] = [:]
    /// What was accepted but ignored, in the order met (each position once).
    private(set) var diagnostics: [SourceDiagnostic] = []
    /// Set while a view argument that may be a shape style is read (`background(.brandInk)`):
    /// an unknown implicit member is then a placeholder fill with a warning, not an error.
    var acceptsUnknownStyles = false
    /// What `navigationTitle`, `navigationBarTitleDisplayMode` and `searchable` set inside the navigation stacks being read, innermost last.
    struct NavigationContext {
        var title: String?
        var displayMode: String?
        var searchable = false
    }
    var navigationContexts: [NavigationContext] = []
    /// How many `List`s and `Form`s are being read around the current view (a picker shows its label there).
    var listDepth = 0
    /// `typealias Points = CGFloat`, by name.
    var typeAliases: [String: String] = [:]
    /// Closures written where the type returns views (`@ViewBuilder content: () -> Content`).
    var viewClosures: Set<SyntaxIdentifier> = []
    /// The instances whose `init` is running, innermost last: where `self.x = …` assigns.
    var initializing: [Scope] = []
    /// The seeded generator behind `Int.random(in:)`, `shuffled()`…: the same scene records the same draws.
    var random: SeededRandom
    /// `.environment(\.colorScheme, .dark)`, `.environment(model)` around the view being evaluated, innermost last.
    var environmentOverrides: [(key: String, value: Value)] = []
    /// The views being expanded, innermost last (to catch a view that contains itself).
    var expanding: [(definition: ViewDefinition, scope: Scope)] = []
    /// When set, both branches of every `if` are evaluated, so errors in
    /// branches not taken are still reported, as a compiler would.
    var checkAllBranches = true
    private var depth = 0
    var nodesBuilt = 0
    /// Positions and labels per syntax node: a ForEach evaluates the same syntax once per element.
    private var positions: [SyntaxIdentifier: SourcePosition] = [:]
    private var labels: [SyntaxIdentifier: String] = [:]

    // The limits README documents ("Limits"). A real screen has hundreds of views; these
    // stop a runaway scene early, with a message, instead of exhausting the machine.
    static let maximumDepth = 200
    static let maximumNodes = 200_000
    static let maximumForEachCount = 100_000

    init(seed: UInt64 = SeededRandom.defaultSeed) {
        random = SeededRandom(seed: seed)
    }

    func add(_ file: SourceFileSyntax, path: String) {
        files[file.id] = (path, SourceLocationConverter(fileName: path, tree: file))
    }

    /// The file a syntax node is in.
    func path(of node: some SyntaxProtocol) -> String { files[node.root.id]?.path ?? "scene.swift" }

    func remember(_ image: SceneImage) { resolvedImages[image.name] = image }

    // MARK: Positions and errors

    func position(_ node: some SyntaxProtocol) -> SourcePosition {
        if let known = positions[node.id] { return known }
        guard let file = files[node.root.id] else { return SourcePosition(line: 1, column: 1) }
        let location = node.startLocation(converter: file.converter)
        let p = SourcePosition(line: location.line, column: location.column, file: severalFiles ? file.path : nil)
        positions[node.id] = p
        return p
    }

    /// A call's label as written (see `SourceText.call`), computed once per syntax node.
    func label(_ name: String, _ call: FunctionCallExprSyntax, keepTrailingClosures: Bool = false) -> String {
        if let known = labels[call.id] { return known }
        let label = SourceText.call(name, call, keepTrailingClosures: keepTrailingClosures)
        labels[call.id] = label
        return label
    }

    /// Reports code that is accepted and ignored because it cannot change layout.
    func warn(_ node: some SyntaxProtocol, _ message: String) {
        let p = position(node)
        let d = SourceDiagnostic(file: path(of: node), position: SourcePosition(line: p.line, column: p.column), message: message)
        if !diagnostics.contains(d) { diagnostics.append(d) }
    }

    func error(_ node: some SyntaxProtocol, _ message: String) -> SceneError {
        let p = position(node)
        return SceneError(path: path(of: node), line: p.line, column: p.column, message: message)
    }

    /// Guards recursion: scenes nested deeper than any real view get an error instead of a crash.
    func nested<T>(_ node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            throw error(node, "the scene is nested too deeply (more than \(Self.maximumDepth) levels)")
        }
        return try body()
    }

    /// A closure of the scene that layout calls later (GeometryReader content, alignment
    /// guides, container-relative lengths), run in the context it was written in: the
    /// view being expanded, so that `self.value` and computed properties read the same
    /// in every call, and with only the branches taken evaluated.
    func duringLayout<A, R>(_ body: @escaping (A) throws -> R) -> (A) throws -> R {
        let (context, environment) = (expanding, environmentOverrides)
        return { argument in
            // Each evaluation counts its own views against the limit, not the sum over a sweep.
            let (savedContext, savedEnvironment, savedBranches, savedCount) = (self.expanding, self.environmentOverrides, self.checkAllBranches, self.nodesBuilt)
            (self.expanding, self.environmentOverrides) = (context, environment)
            self.checkAllBranches = false
            defer { (self.expanding, self.environmentOverrides, self.checkAllBranches, self.nodesBuilt) = (savedContext, savedEnvironment, savedBranches, savedCount) }
            return try body(argument)
        }
    }

    /// Counts nodes so that a runaway `ForEach` is an error, not an exhausted machine.
    func count(_ specs: [NodeSpec], at node: some SyntaxProtocol) throws -> [NodeSpec] {
        nodesBuilt += specs.count
        if nodesBuilt > Self.maximumNodes {
            throw error(node, "the scene has more than \(Self.maximumNodes) views")
        }
        return specs
    }
}

/// A `struct X: View` of the scene.
struct ViewDefinition {
    struct Property {
        let name: String
        let initializer: ExprSyntax?
        let node: Syntax
        /// `State`, `Binding`, `Environment`… for `@State var x`, nil for a plain property.
        var wrapper: String? = nil
        /// Declared with `let` (a `let` with a value is not a memberwise parameter).
        var isLet = false
        /// `@Environment(\.colorScheme)`'s argument, as written.
        var wrapperArgument: String? = nil
        /// The written type (`Int`, `Model?`), if any.
        var type: String? = nil

        /// Wrappers whose value does not come from the memberwise initializer.
        static let notMemberwise: Set<String> = ["Environment", "EnvironmentObject", "Namespace", "FocusState", "GestureState"]
        /// Wrappers holding an app's model object, kept as an opaque value.
        static let objectWrappers: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject", "Bindable"]

        var isMemberwise: Bool { wrapper.map { !Self.notMemberwise.contains($0) } ?? true }
        var isOptional: Bool { type?.hasSuffix("?") ?? false }
    }

    let name: String
    let node: StructDeclSyntax
    /// Stored properties in declaration order: the memberwise initializer's parameters.
    let stored: [Property]
    /// Computed properties other than `body`, by name.
    let computed: [String: AccessorBlockSyntax]
    /// Helper methods (`func row(_ title: String) -> some View`), by name.
    var methods: [String: FunctionDeclSyntax] = [:]
    /// Explicit `init`s; with one, the view has no memberwise initializer.
    var initializers: [InitializerDeclSyntax] = []
    /// Computed properties whose type is not a view (`var status: String`): values, not view builders.
    var computedValues: Set<String> = []
    let body: AccessorBlockSyntax
}

extension Interpreter {
    /// What a scene file declares.
    struct Declarations {
        /// Top-level view expressions (several are laid out as a body of several views is: in an implicit VStack).
        var roots: [ExprSyntax] = []
        /// `struct …: View` names, in order.
        var order: [String] = []
        /// `#Preview { … }` and `PreviewProvider.previews`, in order.
        var previews: [Preview] = []
    }

    /// A recordable preview: its name (`#Preview("Dark")`, a provider's type name) and its content.
    struct Preview {
        let name: String?
        let statements: CodeBlockItemListSyntax
        let node: Syntax
        /// How a trace names it: `#Preview("Dark")`, `#Preview`, `ContentView_Previews`.
        var label: String { name.map { node.is(StructDeclSyntax.self) ? $0 : "#Preview(\"\($0)\")" } ?? "#Preview" }
    }

    /// Top-level items with each `#if` replaced by the clause the compiler would keep.
    func compiledItems(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        items.flatMap { item -> [CodeBlockItemSyntax] in
            if case .decl(let decl) = item.item, let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                return activeStatements(ifConfig).map(compiledItems) ?? []
            }
            return [item]
        }
    }

    /// A type's members with each `#if` replaced by the clause the compiler would keep.
    func compiledMembers(_ members: MemberBlockItemListSyntax) -> [MemberBlockItemSyntax] {
        members.flatMap { member -> [MemberBlockItemSyntax] in
            if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) { return activeMembers(ifConfig).map(compiledMembers) ?? [] }
            return [member]
        }
    }

    /// `#Preview { … }` or `#Preview("Name") { … }`; nil for other macros.
    func preview(_ name: TokenSyntax, arguments: LabeledExprListSyntax, trailing: ClosureExprSyntax?, node: some SyntaxProtocol) throws -> Preview? {
        guard name.text == "Preview" else { return nil }
        guard let trailing else { throw error(node, "#Preview needs a trailing closure with its content") }
        let title = arguments.first { $0.label == nil }.flatMap { $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
        return Preview(name: title, statements: trailing.statements, node: Syntax(node))
    }

    /// Extensions and guides are resolved once every file's types are known.
    func finishDeclarations() throws {
        for e in pendingExtensions {
            let extended = e.extendedType.trimmedDescription
            if let type = models[extended] {
                try addMembers(e.memberBlock.members, to: type)
            } else if Self.typeNames.contains(extended) || ["ShapeStyle", "String"].contains(extended) {
                declareStatics(of: extended, e.memberBlock.members)
            }
        }
        try declareAlignments(pendingExtensions, ids: pendingAlignmentIDs)
        pendingExtensions = []
    }

    /// Reads one file's declarations into `found`: `struct X: View`, model types, `let`s,
    /// functions, guides, previews and the top-level view expressions.
    func declarations(_ file: SourceFileSyntax, into found: inout Declarations) throws {
        for item in compiledItems(file.statements) {
            switch item.item {
            case .decl(let decl):
                if let macro = decl.as(MacroExpansionDeclSyntax.self) {
                    if let p = try preview(macro.macroName, arguments: macro.arguments, trailing: macro.trailingClosure, node: macro) {
                        found.previews.append(p)
                    }
                } else if let id = try alignmentIDDefinition(decl) {
                    pendingAlignmentIDs[id.name] = id
                } else if let e = decl.as(ExtensionDeclSyntax.self) {
                    pendingExtensions.append(e)
                    declareViewExtension(e)
                } else if let f = decl.as(FunctionDeclSyntax.self) {
                    functions[f.name.text] = f
                } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
                    typeAliases[alias.name.text] = alias.initializer.value.trimmedDescription
                } else if let s = decl.as(StructDeclSyntax.self), let m = try modifierDefinition(s) {
                    viewModifiers[m.name] = m
                } else if let s = decl.as(StructDeclSyntax.self) {
                    if let definition = try viewDefinition(s) {
                        if views[definition.name] != nil { throw error(s.name, "'\(definition.name)' is declared twice") }
                        views[definition.name] = definition
                        found.order.append(definition.name)
                    } else if let p = previewProvider(s) {
                        found.previews.append(p)
                    } else if let model = try modelType(decl) {
                        models[model.name] = model
                    }
                } else if decl.is(EnumDeclSyntax.self) || decl.is(ClassDeclSyntax.self), let model = try modelType(decl) {
                    models[model.name] = model
                } else if let variable = decl.as(VariableDeclSyntax.self) {
                    try bindVariables(variable, in: globals)
                } else if decl.is(ImportDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self) || decl.is(FunctionDeclSyntax.self)
                    || decl.is(EnumDeclSyntax.self) || decl.is(ClassDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self)
                    || decl.is(TypeAliasDeclSyntax.self) || decl.is(MacroExpansionDeclSyntax.self)
                {
                    // Not interpreted; a use of what they declare is reported where it is used.
                    continue
                } else {
                    throw error(decl, "unsupported declaration: a scene holds `struct …: View` declarations, `let`s and view expressions")
                }
            case .expr(let expr):
                if let macro = expr.as(MacroExpansionExprSyntax.self),
                    let p = try preview(macro.macroName, arguments: macro.arguments, trailing: macro.trailingClosure, node: macro)
                {
                    found.previews.append(p)
                } else {
                    found.roots.append(expr)
                }
            case .stmt(let stmt):
                if let e = stmt.as(ExpressionStmtSyntax.self) {
                    found.roots.append(e.expression)
                } else {
                    throw error(stmt, "unsupported statement at the top level of a scene")
                }
            }
        }
    }

    /// `struct X_Previews: PreviewProvider { static var previews: some View { … } }`.
    private func previewProvider(_ s: StructDeclSyntax) -> Preview? {
        let conformances = s.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard conformances.contains("PreviewProvider") else { return nil }
        for member in compiledMembers(s.memberBlock.members) {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews" {
                if let accessor = binding.accessorBlock, let statements = getterStatements(accessor) {
                    return Preview(name: s.name.text, statements: statements, node: Syntax(s))
                }
            }
        }
        return nil
    }

    /// A `struct` conforming to `View`, or nil for structs that are not views (a `PreviewProvider`…).
    private func viewDefinition(_ s: StructDeclSyntax) throws -> ViewDefinition? {
        let conformances = s.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let name = s.name.text
        if conformances.contains("Layout") {
            uninterpretable[name] = "Layout"
            return nil
        }
        guard conformances.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) else { return nil }
        var stored: [ViewDefinition.Property] = []
        var computed: [String: AccessorBlockSyntax] = [:]
        var methods: [String: FunctionDeclSyntax] = [:]
        var body: AccessorBlockSyntax?
        var initializers: [InitializerDeclSyntax] = []
        var computedValues: Set<String> = []
        for member in compiledMembers(s.memberBlock.members) {
            if let f = member.decl.as(FunctionDeclSyntax.self) { methods[f.name.text] = f }
            if let i = member.decl.as(InitializerDeclSyntax.self) { initializers.append(i) }
            try declareNestedType(member.decl, in: name)
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw error(binding.pattern, "unsupported property pattern")
                }
                if let accessor = binding.accessorBlock {
                    if case .getter = accessor.accessors {} else if case .accessors(let list) = accessor.accessors,
                        !list.contains(where: { $0.accessorSpecifier.text == "get" })
                    {
                        throw error(accessor, "unsupported property accessor on '\(identifier)'")
                    }
                    if identifier == "body" { body = accessor } else { computed[identifier] = accessor }
                    if let type = binding.typeAnnotation?.type.trimmedDescription, !type.contains("View") { computedValues.insert(identifier) }
                } else {
                    let attribute = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }.first { $0.attributeName.trimmedDescription != "MainActor" }
                    stored.append(
                        .init(
                            name: identifier, initializer: binding.initializer?.value, node: Syntax(binding),
                            wrapper: attribute?.attributeName.trimmedDescription,
                            wrapperArgument: attribute?.arguments?.trimmedDescription,
                            type: binding.typeAnnotation?.type.trimmedDescription))
                }
            }
        }
        guard let body else { throw error(s.name, "view '\(name)' has no `var body: some View`") }
        return ViewDefinition(name: name, node: s, stored: stored, computed: computed, methods: methods, initializers: initializers, computedValues: computedValues, body: body)
    }

    /// Binds `let a = 1, b = 2`, `let (title, value) = pair` or `var total: Double = 0` in a scope.
    func bindVariables(_ variable: VariableDeclSyntax, in scope: Scope) throws {
        for binding in variable.bindings {
            guard binding.accessorBlock == nil else { throw error(binding, "computed variables are only supported as properties") }
            guard let value = binding.initializer?.value else {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true {
                    scope.bind(name, .nilValue)
                    continue
                }
                throw error(binding, "'\(binding.pattern.trimmedDescription)' needs a value")
            }
            let type = binding.typeAnnotation?.type.trimmedDescription
            let expectation: Expectation = ["Double", "CGFloat", "Float"].contains(type ?? "") ? .floating : .any
            let v = typed(try evaluate(value, scope, expecting: expectation), as: type)
            guard try bindPattern(binding.pattern, v, in: scope) else { throw error(binding.pattern, "unsupported pattern") }
        }
    }

    /// The statements of a getter (`{ … }` or `get { … }`).
    func getterStatements(_ accessor: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch accessor.accessors {
        case .getter(let items): return items
        case .accessors(let list): return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
    }
}
