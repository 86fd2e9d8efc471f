import Foundation
import SwiftSyntax

/// What the scene's files declare, indexed by name without evaluating anything: types (with
/// what their extensions add), functions, globals, previews, imports. Built once per scene;
/// the interpreter evaluates a declaration only when the recorded preview reaches it.
///
/// `#if` is resolved here: a clause the compiler would leave out is not indexed, and the names
/// it declares are remembered so that using one explains why it is missing.
final class DeclarationIndex {
    let files: SourceFiles
    private(set) var conditions: CompilationConditions
    /// Types by simple name; several when the targets of one folder declare the same name.
    /// A nested type (`Message.Sender`) is found by its simple name only where no top-level type
    /// has it: Swift reaches it by that name inside its outer type, which the resolver handles.
    private(set) var types: [String: [TypeDeclaration]] = [:]
    private var nestedTypes: [String: [TypeDeclaration]] = [:]
    private(set) var qualifiedTypes: [String: TypeDeclaration] = [:]
    private(set) var functions: [String: [FunctionDeclSyntax]] = [:]
    private(set) var globals: [String: [PropertyDeclaration]] = [:]
    /// `typealias Points = CGFloat`, by name.
    private(set) var aliases: [String: String] = [:]
    /// `private typealias Section = CustomSection`: seen only in its own file, by name, with that file's path.
    private var fileAliases: [String: [(path: String, target: String)]] = [:]
    /// What extensions add to types the scene does not declare: `View`, `Color`, `String`, `Date`…
    private(set) var outsideExtensions: [String: Members] = [:]
    private(set) var previews: [Preview] = []
    /// Top-level view expressions (several are laid out as a body of several views is).
    private(set) var roots: [ExprSyntax] = []
    /// `struct …: View` names, in order.
    private(set) var viewNames: [String] = []
    /// The modules the files import, in order.
    private(set) var imports: [String] = []
    /// Names declared only in `#if` clauses left out, with their condition.
    private(set) var skipped: [String: String] = [:]
    /// Top-level statements other than expressions (a `main.swift`'s), which a scene cannot run.
    private(set) var topLevelStatements: [StmtSyntax] = []
    private var pendingExtensions: [ExtensionDeclSyntax] = []
    /// The app's `@resultBuilder` types, by name: an attribute naming one is not a property wrapper.
    private(set) var resultBuilders: Set<String> = []
    /// What a written type expects of a value (`Expectation.of(type:index:)`), answered once per
    /// spelling: parameters and properties are typed on every call.
    var expectations: [String: Expectation] = [:]
    /// Names the scene's C and Objective-C headers declare (`CHeaders`): from outside, never typos.
    private(set) lazy var cNames: Set<String> = files.headers.reduce(into: Set<String>()) { $0.formUnion(CHeaders.names(in: $1.source)) }

    /// `catalogue`: what the scene's other files hold, when `files` are only those a root can reach
    /// (`SceneCache`): names are then compared with, and modules imported by, every file.
    init(files: SourceFiles, defines: Set<String>, catalogue: SceneCatalogue? = nil) {
        self.files = files
        conditions = CompilationConditions(defined: defines)
        for file in files.files {
            for item in file.syntax.statements {
                if case .decl(let decl) = item.item, let i = decl.as(ImportDeclSyntax.self), let module = i.path.first?.name.text {
                    conditions.imported.insert(module)
                }
            }
        }
        if let catalogue { conditions.imported = Set(catalogue.importedModules) }
        for file in files.files { resultBuilders.formUnion(Self.resultBuilderNames(in: Syntax(file.syntax))) }
        for file in files.files { index(file.syntax) }
        for e in pendingExtensions { extend(e) }
        pendingExtensions = []
        markViewsOfViewProtocols()
        let labels = previews.map(\.label)
        for i in previews.indices where labels.filter({ $0 == labels[i] }).count > 1 { previews[i].uniquelyNamed = false }
        if let catalogue {
            viewNames = catalogue.viewNames
            imports = catalogue.imports
            folderTypeNames = catalogue.typeNames
            folderFunctionNames = catalogue.functionNames
            for (i, place) in previewPlaces.enumerated() {
                if let entry = catalogue.previews.first(where: { $0.path == place.path && $0.ordinal == place.ordinal }) { previews[i].uniquelyNamed = entry.uniquelyNamed }
            }
        }
    }

    /// Where each preview is: its file, and its place among that file's previews from 0 (how a
    /// `SceneCatalogue` names a preview of files not all indexed).
    var previewPlaces: [(path: String, ordinal: Int)] {
        var seen: [String: Int] = [:]
        return previews.map { p in
            let path = files.path(of: p.node)
            defer { seen[path, default: 0] += 1 }
            return (path, seen[path] ?? 0)
        }
    }

    /// The scene's type and function names when only some of its files are indexed.
    private var folderTypeNames: [String]?
    private var folderFunctionNames: [String]?

    // MARK: Lookups

    /// The types named `name` (a simple name, or a qualified one such as `Message.Sender`).
    func types(named name: String) -> [TypeDeclaration] {
        if name.utf8.contains(UInt8(ascii: ".")), let t = qualifiedTypes[name] { return [t] }
        return types[name] ?? nestedTypes[name] ?? []
    }

    /// Whether a type found by its simple name is a nested one, found only because no top-level
    /// type has the name (`AppIcon.Color` for `Color`): it must not hide a type of SwiftUI's.
    func isNestedFallback(_ type: TypeDeclaration) -> Bool {
        types[type.name] == nil && qualifiedTypes[type.qualifiedName] === type && type.qualifiedName != type.name
    }

    /// Every type declared, nested ones included.
    var allTypes: [TypeDeclaration] { Array(qualifiedTypes.values) }

    /// The type `name` means seen from `node`: the only one, or among several (an iOS and a
    /// macOS target declaring the same view) the one whose file is nearest `node`'s.
    func type(named name: String, near node: Syntax?) -> TypeDeclaration? {
        let found = types(named: name)
        guard found.count > 1, let node else { return found.first }
        return nearest(found, to: node) { $0.node }
    }

    /// A type's name as written where `node` is (`Size` in a parameter of `GRToggleStyle`),
    /// qualified when several types have that name (`GRToggleStyle.Size` beside
    /// `GRSwitchStyle.Size`), so that a value given far away (`size: .large` in a test) is
    /// read as the type the declaration meant.
    func qualifiedTypeName(_ written: String, at node: some SyntaxProtocol) -> String {
        let bare = written.hasSuffix("?") || written.hasSuffix("!") ? String(written.dropLast()) : written
        guard types(named: bare).count > 1, let type = type(named: bare, near: Syntax(node)) else { return written }
        return type.qualifiedName + (bare.count < written.count ? String(written.last!) : "")
    }

    func global(named name: String, near node: Syntax?) -> PropertyDeclaration? {
        let found = globals[name] ?? []
        guard found.count > 1, let node else { return found.first }
        return nearest(found, to: node) { $0.node }
    }

    /// What a top-level `typealias` names where `node` is written: a private one only in its own file.
    func alias(named name: String, near node: Syntax?) -> String? {
        if let node, let own = fileAliases[name], let found = own.first(where: { $0.path == files.path(of: node) }) { return found.target }
        return aliases[name]
    }

    /// The declaration nested in a type written around `node` (two `enum Size` nested in two
    /// styles: each style's code means its own), else the one whose file shares the longest
    /// folder path with `node`'s file.
    private func nearest<T>(_ candidates: [T], to node: Syntax, _ syntax: (T) -> Syntax) -> T? {
        let enclosing = candidates.filter { candidate in
            let declaration = syntax(candidate)
            guard declaration.root.id == node.root.id else { return false }
            var parent = declaration.parent
            while let p = parent, !(p.is(StructDeclSyntax.self) || p.is(ClassDeclSyntax.self) || p.is(EnumDeclSyntax.self) || p.is(ExtensionDeclSyntax.self)) {
                parent = p.parent
            }
            guard let owner = parent else { return false }
            return owner.position <= node.position && node.endPosition <= owner.endPosition
        }
        if enclosing.count == 1 { return enclosing[0] }
        let from = files.path(of: node).split(separator: "/")
        func shared(_ candidate: T) -> Int {
            let path = files.path(of: syntax(candidate)).split(separator: "/")
            return zip(from, path).prefix { $0 == $1 }.count
        }
        return candidates.max { shared($0) < shared($1) }
    }

    /// A type declared inside a function, a closure or a preview (`struct PreviewWrapper: View` in a
    /// `#Preview`): read when its statement runs, once, and named only in the scope it is declared in.
    func localType(_ decl: DeclSyntax) -> TypeDeclaration? {
        if let known = localTypes[decl.id] { return known }
        guard let type = typeDeclaration(decl, outer: nil) else { return nil }
        localTypes[decl.id] = type
        return type
    }

    private let localTypes = SyntaxTable<TypeDeclaration>()

    /// Every declared view and type name, for suggestions.
    var typeNames: [String] { folderTypeNames ?? Array(types.keys) + Array(nestedTypes.keys) }

    /// Every global function's name, for suggestions.
    var functionNames: [String] { folderFunctionNames ?? Array(functions.keys) }

    /// The skipped-declaration explanation for `name`, or "".
    func skippedHint(_ name: String) -> String {
        guard let condition = skipped[name] else { return "" }
        return "; it is declared under `\(condition)`, which an iOS release build leaves out (record with --define to keep it, e.g. --define DEBUG)"
    }

    // MARK: #if

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

    /// The statements of a `#if` that the compiler would keep, as a code block's items.
    func activeStatements(_ decl: IfConfigDeclSyntax) -> CodeBlockItemListSyntax? {
        noteSkippedDeclarations(decl)
        guard case .statements(let items)? = conditions.activeClause(decl)?.elements else { return nil }
        return items
    }

    /// The members of a `#if` inside a type that the compiler would keep.
    func activeMembers(_ decl: IfConfigDeclSyntax) -> MemberBlockItemListSyntax? {
        noteSkippedDeclarations(decl)
        guard case .decls(let members)? = conditions.activeClause(decl)?.elements else { return nil }
        return members
    }

    /// The postfix expression a `#if` inside a modifier chain keeps (`.foo() #if os(iOS) .bar() #endif`).
    func activePostfix(_ decl: IfConfigDeclSyntax) -> ExprSyntax? {
        guard case .postfixExpression(let e)? = conditions.activeClause(decl)?.elements else { return nil }
        return e
    }

    private func noteSkippedDeclarations(_ decl: IfConfigDeclSyntax) {
        let active = conditions.activeClause(decl)
        for clause in decl.clauses where clause.id != active?.id {
            let condition = clause.condition.map { "#if " + $0.trimmedText } ?? "#else"
            for node in clause.elements.map({ Array($0.children(viewMode: .sourceAccurate)) }) ?? [] {
                for declared in Self.declaredNames(node) where skipped[declared] == nil { skipped[declared] = condition }
            }
        }
    }

    /// The names a `#if` clause's element declares, at its own level and one level into the
    /// extensions it holds (`FileFacts` reads the same names to find the file).
    static func declaredNames(_ node: Syntax) -> [String] {
        var names: [String] = []
        for child in [node] + node.children(viewMode: .sourceAccurate).flatMap({ [$0] + $0.children(viewMode: .sourceAccurate) }) {
            if let v = child.as(VariableDeclSyntax.self) { names += v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } }
            if let f = child.as(FunctionDeclSyntax.self) { names.append(f.name.text) }
            if let s = child.as(StructDeclSyntax.self) { names.append(s.name.text) }
            if let c = child.as(ClassDeclSyntax.self) { names.append(c.name.text) }
            if let e = child.as(EnumDeclSyntax.self) { names.append(e.name.text) }
            if let e = child.as(ExtensionDeclSyntax.self) {
                for member in e.memberBlock.members { names += declaredNames(Syntax(member.decl)) }
            }
        }
        return names
    }

    // MARK: Indexing

    /// The names of the types marked `@resultBuilder` anywhere in a file.
    private static func resultBuilderNames(in node: Syntax) -> [String] {
        final class Finder: SyntaxVisitor {
            var names: [String] = []
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { note(node.attributes, node.name); return .visitChildren }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { note(node.attributes, node.name); return .visitChildren }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { note(node.attributes, node.name); return .visitChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            func note(_ attributes: AttributeListSyntax, _ name: TokenSyntax) {
                if attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "resultBuilder" }) { names.append(name.text) }
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.names
    }

    private func index(_ file: SourceFileSyntax) {
        for item in compiledItems(file.statements) {
            switch item.item {
            case .decl(let decl):
                if let macro = decl.as(MacroExpansionDeclSyntax.self) {
                    if let p = preview(macro.macroName, arguments: macro.arguments, trailing: macro.trailingClosure, node: Syntax(macro)) { previews.append(p) }
                } else if let i = decl.as(ImportDeclSyntax.self) {
                    if let module = i.path.first?.name.text, !imports.contains(module) { imports.append(module) }
                } else if let e = decl.as(ExtensionDeclSyntax.self) {
                    pendingExtensions.append(e)
                } else if let f = decl.as(FunctionDeclSyntax.self) {
                    functions[f.name.identifierName, default: []].append(f)
                } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
                    let target = alias.initializer.value.trimmedText
                    if alias.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) {
                        fileAliases[alias.name.text, default: []].append((files.path(of: alias), target))
                    } else {
                        aliases[alias.name.text] = target
                    }
                } else if let variable = decl.as(VariableDeclSyntax.self) {
                    for p in properties(variable, owner: nil) { globals[p.name, default: []].append(p) }
                } else if let type = typeDeclaration(decl, outer: nil) {
                    register(type)
                }
            case .expr(let expr):
                if let macro = expr.as(MacroExpansionExprSyntax.self) {
                    if let p = preview(macro.macroName, arguments: macro.arguments, trailing: macro.trailingClosure, node: Syntax(macro)) { previews.append(p) }
                } else {
                    roots.append(expr)
                }
            case .stmt(let stmt):
                if let e = stmt.as(ExpressionStmtSyntax.self) {
                    roots.append(e.expression)
                } else {
                    topLevelStatements.append(stmt)
                }
            }
        }
    }

    /// `struct MoviesList: ConnectedView` with `protocol ConnectedView: View` (its `body` in the
    /// protocol's extension): a view, as Swift sees it through the protocol.
    private func markViewsOfViewProtocols() {
        var viewProtocols: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for type in allTypes where type.kind == .protocol && !viewProtocols.contains(type.name)
                && type.conformances.contains(where: { $0 == "View" || $0 == "SwiftUI.View" || viewProtocols.contains($0) })
            {
                viewProtocols.insert(type.name)
                changed = true
            }
        }
        guard !viewProtocols.isEmpty else { return }
        for type in allTypes.sorted(by: { $0.qualifiedName < $1.qualifiedName }) where type.kind == .data && type.conformances.contains(where: viewProtocols.contains) {
            type.kind = .view
            if !viewNames.contains(type.name) { viewNames.append(type.name) }
        }
    }

    private func register(_ type: TypeDeclaration) {
        if type.outer == nil || type.outer?.keyword == "extension" { types[type.name, default: []].append(type) } else { nestedTypes[type.name, default: []].append(type) }
        qualifiedTypes[type.qualifiedName] = type
        if type.kind == .view { viewNames.append(type.name) }
        if type.kind == .previewProvider, let p = previewProvider(type) { previews.append(p) }
        for nested in type.nestedInOrder { register(nested) }
    }

    /// `#Preview { … }` or `#Preview("Name", traits: …) { … }`; nil for other macros.
    private func preview(_ name: TokenSyntax, arguments: LabeledExprListSyntax, trailing: ClosureExprSyntax?, node: Syntax) -> Preview? {
        guard name.text == "Preview", let trailing else { return nil }
        let title = arguments.first { $0.label == nil }.flatMap { $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
        return Preview(name: title, statements: trailing.statements, node: node, provider: nil)
    }

    /// `struct X_Previews: PreviewProvider { static var previews: some View { … } }`.
    private func previewProvider(_ type: TypeDeclaration) -> Preview? {
        guard let previews = type.members.statics["previews"], let statements = previews.getter else { return nil }
        return Preview(name: type.name, statements: statements, node: type.node, provider: type)
    }

    /// A `struct`, `class`, `actor`, `enum` or `protocol`, with its members and nested types.
    private func typeDeclaration(_ decl: DeclSyntax, outer: TypeDeclaration?) -> TypeDeclaration? {
        let keyword: String, name: TokenSyntax, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax
        var generics: GenericParameterClauseSyntax?
        var whereClause: GenericWhereClauseSyntax?
        if let s = decl.as(StructDeclSyntax.self) {
            (keyword, name, inheritance, members, generics, whereClause) = ("struct", s.name, s.inheritanceClause, s.memberBlock, s.genericParameterClause, s.genericWhereClause)
        } else if let c = decl.as(ClassDeclSyntax.self) {
            (keyword, name, inheritance, members, generics, whereClause) = ("class", c.name, c.inheritanceClause, c.memberBlock, c.genericParameterClause, c.genericWhereClause)
        } else if let a = decl.as(ActorDeclSyntax.self) {
            (keyword, name, inheritance, members, generics, whereClause) = ("actor", a.name, a.inheritanceClause, a.memberBlock, a.genericParameterClause, a.genericWhereClause)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            (keyword, name, inheritance, members, generics, whereClause) = ("enum", e.name, e.inheritanceClause, e.memberBlock, e.genericParameterClause, e.genericWhereClause)
        } else if let p = decl.as(ProtocolDeclSyntax.self) {
            (keyword, name, inheritance, members) = ("protocol", p.name, p.inheritanceClause, p.memberBlock)
        } else {
            return nil
        }
        let conformances = inheritance?.inheritedTypes.map { $0.type.trimmedText } ?? []
        var viewParameters = Set<String>()
        for p in generics?.parameters ?? [] where p.inheritedType?.trimmedText.contains("View") == true { viewParameters.insert(p.name.text) }
        for requirement in whereClause?.requirements ?? [] {
            if case .conformanceRequirement(let c) = requirement.requirement, c.rightType.trimmedText.contains("View") {
                viewParameters.insert(c.leftType.trimmedText)
            }
        }
        let rawTypes: Set<String> = ["String", "Int", "Double", "CGFloat", "Float", "Character", "UInt", "Int8", "UInt8", "Int16", "Int32", "Int64"]
        let type = TypeDeclaration(
            name: name.text, qualifiedName: outer.map { "\($0.qualifiedName).\(name.text)" } ?? name.text,
            kind: TypeDeclaration.kind(keyword: keyword, conformances: conformances), keyword: keyword, node: Syntax(decl), nameToken: name,
            conformances: conformances, viewParameters: viewParameters, rawType: keyword == "enum" ? conformances.first { rawTypes.contains($0) } : nil)
        type.outer = outer
        read(members.members, owner: type.qualifiedName, into: &type.members, nestedIn: type)
        return type
    }

    /// Reads members into `table`; nested types go into `type`'s nested types.
    private func read(_ list: MemberBlockItemListSyntax, owner: String, into table: inout Members, nestedIn type: TypeDeclaration?) {
        for member in compiledMembers(list) {
            let decl = member.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                for p in properties(variable, owner: owner) {
                    if p.isStatic {
                        table.statics[p.name] = p
                    } else if p.isStored {
                        table.stored.append(p)
                    } else {
                        table.computed[p.name] = p
                    }
                }
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                if f.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
                    table.staticMethods[f.name.identifierName, default: []].append(f)
                } else {
                    table.methods[f.name.identifierName, default: []].append(f)
                }
            } else if let i = decl.as(InitializerDeclSyntax.self) {
                table.initializers.append(i)
            } else if let c = decl.as(EnumCaseDeclSyntax.self) {
                for element in c.elements {
                    let parameters = element.parameterClause?.parameters
                    table.cases.append(
                        EnumCase(
                            name: element.name.identifierName, raw: element.rawValue?.value,
                            parameters: parameters.map { list in list.map { p in p.firstName.flatMap { $0.text == "_" ? nil : $0.text } } },
                            parameterTypes: parameters?.map { $0.type.trimmedText } ?? [], defaults: parameters?.map { $0.defaultValue?.value } ?? [],
                            node: Syntax(element)))
                }
            } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
                table.aliases[alias.name.text] = alias.initializer.value.trimmedText
            } else if let s = decl.as(SubscriptDeclSyntax.self) {
                table.subscripts.append(s)
            } else if let type, let nested = typeDeclaration(decl, outer: type) {
                type.nested[nested.name] = nested
            }
        }
    }

    /// The properties a `let`/`var` declares (`let a = 1, b = 2` declares two). A binding that is
    /// not a name (`let (a, b) = pair` at the top level) is not indexed.
    private func properties(_ variable: VariableDeclSyntax, owner: String?) -> [PropertyDeclaration] {
        let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
        var attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
        let builder = attributes.first { resultBuilders.contains($0.attributeName.trimmedText) }?.attributeName.trimmedText
        attributes.removeAll { resultBuilders.contains($0.attributeName.trimmedText) }
        var found: [PropertyDeclaration] = []
        // `var a, b: Int`: a type written once applies to the names before it.
        var laterType: String?
        for binding in variable.bindings.reversed() {
            if let t = binding.typeAnnotation?.type.trimmedText { laterType = t }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName else { continue }
            var getter: CodeBlockItemListSyntax?
            switch binding.accessorBlock?.accessors {
            case .getter(let items)?: getter = items
            case .accessors(let list)?:
                // `willSet`/`didSet` alone observe a stored property; they never change layout.
                getter = list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
            case nil: break
            }
            var property = PropertyDeclaration(
                name: name, node: Syntax(binding), type: binding.typeAnnotation?.type.trimmedText ?? (binding.initializer == nil ? laterType : nil),
                initializer: binding.initializer?.value, getter: getter, attributes: attributes, isLet: variable.bindingSpecifier.text == "let",
                isStatic: isStatic, owner: owner)
            property.isLazy = variable.modifiers.contains { $0.name.text == "lazy" }
            property.resultBuilder = builder
            found.append(property)
        }
        return found.reversed()
    }

    /// Adds an extension's members to the type it extends: a declared type (nested types too), or
    /// a type the scene does not declare (`View`, `Color`, `String`).
    private func extend(_ e: ExtensionDeclSyntax) {
        let name = e.extendedTypeName
        // Swift extends a nested type only by its qualified name (`extension AppIcon.Color`).
        if let type = type(named: name, near: Syntax(e)), name.contains(".") || !isNestedFallback(type) {
            type.conformances += e.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
            // `struct SettingsList { … }` with `extension SettingsList: View { var body … }`.
            if type.kind == .data {
                type.kind = TypeDeclaration.kind(keyword: type.keyword, conformances: type.conformances)
                if type.kind == .view, !viewNames.contains(type.name) { viewNames.append(type.name) }
            }
            read(e.memberBlock.members, owner: type.qualifiedName, into: &type.members, nestedIn: type)
            for nested in type.nestedInOrder where qualifiedTypes[nested.qualifiedName] == nil { register(nested) }
            return
        }
        var table = outsideExtensions[name] ?? Members()
        let holder = TypeDeclaration(
            name: name, qualifiedName: name, kind: .data, keyword: "extension", node: Syntax(e), nameToken: .identifier(name), conformances: [],
            viewParameters: [], rawType: nil)
        read(e.memberBlock.members, owner: name, into: &table, nestedIn: holder)
        outsideExtensions[name] = table
        for nested in holder.nestedInOrder { register(nested) }
    }
}

extension ExtensionDeclSyntax {
    /// The type an extension adds to, by the name the index keeps it under.
    var extendedTypeName: String {
        // `extension [Container]`, `extension [String: Int]`: Array's and Dictionary's.
        if extendedType.is(ArrayTypeSyntax.self) { return "Array" }
        if extendedType.is(DictionaryTypeSyntax.self) { return "Dictionary" }
        let extended = extendedType.trimmedText
        var name = extended.split(separator: "<").first.map(String.init) ?? extended
        // `extension SwiftUI.Color` (SwiftGen writes it so) extends `Color`.
        if let dot = name.firstIndex(of: "."), AppleFrameworks.iOS.contains(String(name[..<dot])) { name = String(name[name.index(after: dot)...]) }
        return name
    }
}
