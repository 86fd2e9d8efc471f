import Foundation
import SwiftSyntax

/// A `let` or `var` as declared: a global, a static, a stored or a computed property. Nothing
/// in it is evaluated; a global's or a static's value is computed when first read.
struct PropertyDeclaration {
    let name: String
    /// The binding (`formatter: DateFormatter = …`): where errors about it point.
    let node: Syntax
    /// The type as written (`Int`, `[Item]?`), if any.
    let type: String?
    let initializer: ExprSyntax?
    /// The statements of a getter (`{ … }` or `get { … }`); nil for a stored property.
    let getter: CodeBlockItemListSyntax?
    /// The attributes written before it, property wrappers among them (`@State`, `@Query(…)`).
    let attributes: [AttributeSyntax]
    let isLet: Bool
    let isStatic: Bool
    /// The type that declares it (`Theme` for `Theme.formatter`), nil for a global.
    let owner: String?

    var qualifiedName: String { owner.map { "\($0).\(name)" } ?? name }
    var isStored: Bool { getter == nil }
    /// `set { … }` of a computed property, and the name its new value goes by (`newValue`).
    var setter: (body: CodeBlockItemListSyntax, parameter: String)? {
        guard case .accessors(let list)? = node.as(PatternBindingSyntax.self)?.accessorBlock?.accessors,
              let set = list.first(where: { $0.accessorSpecifier.text == "set" }), let body = set.body else { return nil }
        return (body.statements, set.parameters?.name.text ?? "newValue")
    }
    var isOptional: Bool { type.map { $0.hasSuffix("?") || $0.hasSuffix("!") || $0.hasPrefix("Optional<") } ?? false }
    /// `lazy var`: computed when first read, with the instance's other fields in scope.
    var isLazy = false
    /// `@ActionBuilder var actions: [Action]`: the app's result builder a closure given for it goes through.
    var resultBuilder: String?

    /// Attributes that are not property wrappers: they never change a property's value.
    static let plainAttributes: Set<String> = [
        "MainActor", "ViewBuilder", "objc", "nonobjc", "available", "ObservationIgnored", "Transient", "Attribute", "Relationship",
        "preconcurrency", "discardableResult", "inlinable", "usableFromInline", "IBOutlet", "IBInspectable", "NSManaged", "Sendable",
        "frozen", "ObservationTracked", "objcMembers", "GKInspectable", "dynamic",
    ]

    /// The property wrapper (`State`, `Environment`, `Query`…), if one is written.
    var wrapperAttribute: AttributeSyntax? {
        attributes.first { !Self.plainAttributes.contains($0.attributeName.trimmedText) }
    }

    var wrapper: String? {
        wrapperAttribute.map { attribute in
            let name = attribute.attributeName.trimmedText
            // `@SwiftUI.State`, `@Query<Item>` name the same wrappers.
            return String(name.split(separator: ".").last ?? Substring(name)).components(separatedBy: "<")[0]
        }
    }

    /// `@ViewBuilder var content: Content`: a closure given for it makes views.
    var isViewBuilder: Bool { attributes.contains { $0.attributeName.trimmedText == "ViewBuilder" } }

    /// The getter's own syntax, for errors about it.
    var accessorNode: Syntax { node }
}

/// An enum's case: `case tea = "Tea"`, or `case failed(String)` / `case loaded(items: [Item])`.
struct EnumCase {
    let name: String
    let raw: ExprSyntax?
    /// The associated values' labels (nil for an unlabelled one); nil for a case without any.
    let parameters: [String?]?
    /// Their written types (`Order`, `[Item]`), to read an implicit member such as `.loaded(.sample)`.
    let parameterTypes: [String]
    /// Their default values (`case note(text: String = "")`).
    let defaults: [ExprSyntax?]
    let node: Syntax
}

/// The members of a type, or those an extension adds to a type the scene does not declare.
struct Members {
    /// Stored instance properties, in declaration order: the memberwise initializer's parameters.
    var stored: [PropertyDeclaration] = []
    var computed: [String: PropertyDeclaration] = [:]
    var methods: [String: [FunctionDeclSyntax]] = [:]
    /// `static let sample = …`, `static var preview: Store { … }`.
    var statics: [String: PropertyDeclaration] = [:]
    var staticMethods: [String: [FunctionDeclSyntax]] = [:]
    var initializers: [InitializerDeclSyntax] = []
    var cases: [EnumCase] = []
    var aliases: [String: String] = [:]
    /// `subscript(flavor: Flavor) -> Int { … }`.
    var subscripts: [SubscriptDeclSyntax] = []

    func method(_ name: String) -> [FunctionDeclSyntax] { methods[name] ?? [] }

    /// Every member name, for suggestions.
    var names: [String] {
        stored.map(\.name) + Array(computed.keys) + Array(methods.keys) + Array(statics.keys) + Array(staticMethods.keys) + cases.map(\.name)
    }
}

/// A type the scene's files declare: a `struct`, `class`, `actor`, `enum` or `protocol`, with
/// what its extensions add. What it is to SwiftUI comes from its conformances.
final class TypeDeclaration {
    enum Kind: Equatable {
        /// `struct X: View`: laid out as its `body`.
        case view
        /// `struct X: ViewModifier`, applied with `.modifier(X(…))`.
        case viewModifier
        /// `struct X: Shape`: a shape, laid out as SwiftUI lays out every shape.
        case shape
        case previewProvider
        /// `struct X: AlignmentID`: a custom guide's default value.
        case alignmentID
        /// `struct X: Layout`: a custom layout, whose code ltrace does not run.
        case layout
        /// `UIViewRepresentable` and its kin: a placeholder in layout.
        case representable
        /// `@main struct X: App`, `Widget`, `TimelineProvider`…: never laid out.
        case app
        case `protocol`
        /// The app's data: models, stores, enums, helpers.
        case data
    }

    let name: String
    /// `Message.Sender` for a type nested in `Message`.
    let qualifiedName: String
    /// Set from the declaration's conformances, then by the index for a type conforming to a
    /// protocol of the scene's that refines `View` (`protocol ConnectedView: View`).
    var kind: Kind
    /// `struct`, `class`, `actor`, `enum` or `protocol`.
    let keyword: String
    let node: Syntax
    let nameToken: TokenSyntax
    /// The inherited types as written: protocols, and a class's superclass (with those
    /// extensions add: `extension Item: Identifiable {}`).
    var conformances: [String]
    /// Generic parameters constrained to `View` (`Content` in `struct Card<Content: View>`).
    let viewParameters: Set<String>
    /// The raw type of an enum (`String`, `Int`), if any.
    let rawType: String?
    var members = Members()
    /// Types declared inside it, by name.
    var nested: [String: TypeDeclaration] = [:]
    /// `nested` in the order the types are written: a dictionary's order changes from one run
    /// to the next, and the index registers them in this order.
    var nestedInOrder: [TypeDeclaration] { nested.values.sorted { $0.nameToken.position < $1.nameToken.position } }
    weak var outer: TypeDeclaration?

    init(
        name: String, qualifiedName: String, kind: Kind, keyword: String, node: Syntax, nameToken: TokenSyntax, conformances: [String],
        viewParameters: Set<String>, rawType: String?
    ) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.kind = kind
        self.keyword = keyword
        self.node = node
        self.nameToken = nameToken
        self.conformances = conformances
        self.viewParameters = viewParameters
        self.rawType = rawType
        isEnum = keyword == "enum"
        isReference = keyword == "class" || keyword == "actor"
    }

    /// Read from `keyword` once: a struct's field read or written asks, and comparing the keyword
    /// at each was a twentieth of a loop over a struct's fields.
    let isEnum: Bool
    /// Classes and actors: their instances are shared, and a method's assignment changes them.
    let isReference: Bool

    /// A view's `body` getter.
    var body: PropertyDeclaration? { members.computed["body"] }

    func enumCase(_ name: String) -> EnumCase? { members.cases.first { $0.name == name } }

    /// The conformances that say what a type is to SwiftUI.
    static func kind(keyword: String, conformances: [String]) -> Kind {
        let names = Set(conformances.map { $0.hasPrefix("SwiftUI.") ? String($0.dropFirst(8)) : $0 })
        if keyword == "protocol" { return .protocol }
        if names.contains("View") { return .view }
        if names.contains("ViewModifier") || names.contains("AnimatableModifier") { return .viewModifier }
        if names.contains("Shape") || names.contains("InsettableShape") { return .shape }
        if names.contains("PreviewProvider") { return .previewProvider }
        if names.contains("AlignmentID") { return .alignmentID }
        if names.contains("Layout") { return .layout }
        if !names.isDisjoint(with: ["UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable"]) {
            return .representable
        }
        if !names.isDisjoint(with: ["App", "Widget", "WidgetBundle", "TimelineProvider", "AppIntentTimelineProvider", "IntentTimelineProvider", "Scene"]) {
            return .app
        }
        return .data
    }
}

/// A recordable preview: `#Preview { … }`, `#Preview("Dark") { … }`, or a `PreviewProvider`'s
/// `previews`.
struct Preview {
    /// `#Preview("Dark")`'s title, or the provider's type name.
    let name: String?
    let statements: CodeBlockItemListSyntax
    let node: Syntax
    /// The `PreviewProvider` it belongs to, whose statics and nested types its statements see.
    let provider: TypeDeclaration?

    /// How a trace names it: `#Preview("Dark")`, `#Preview`, `ContentView_Previews`.
    var label: String { provider?.name ?? name.map { "#Preview(\"\($0)\")" } ?? "#Preview" }
    /// Whether no other preview of the scene has its label (several `#Preview`s often have none).
    var isUniquelyNamed: Bool { uniquelyNamed }
    var uniquelyNamed = true
}

/// Something the index could not read: reported by `ltrace check`, and by `record` only when
/// the recorded preview reaches it.
struct UnreadDeclaration {
    let node: Syntax
    let message: String
}
