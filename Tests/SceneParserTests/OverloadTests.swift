import Foundation
import LayoutEngine
import Testing
@testable import SceneParser

/// An app's `View` extension beside SwiftUI's modifier of the same name, as Swift's overload
/// resolution picks between them (the snapshot references of issue 35 met each).
@Suite struct OverloadTests {
    static let source = """
        struct ColorAsset { var name: String; static let brand = ColorAsset(name: "brand") }
        extension SwiftUI.Color {
            init(asset: ColorAsset) { self.init(asset.name) }
        }
        extension ColorAsset {
            var swiftUIColor: SwiftUI.Color { SwiftUI.Color(asset: self) }
        }
        extension View {
            func background(_ asset: ColorAsset) -> some View { self.background(asset.swiftUIColor) }
            func foregroundStyle(_ asset: ColorAsset) -> some View { self.foregroundStyle(asset.swiftUIColor) }
        }
        enum Length { case baseline; var points: CGFloat { 8 } }
        extension VStack {
            init(spacing: Length, @ViewBuilder content: () -> Content) {
                self.init(alignment: .center, spacing: spacing.points, content: content)
            }
        }
        struct Screen: View {
            var body: some View {
                VStack(spacing: Length.baseline) {
                    Text("a").padding().background(ColorAsset.brand)
                    Text("b").foregroundStyle(.black)
                    Text("c").foregroundStyle(.brand)
                    VStack(spacing: 3) { Color.red.frame(width: 1, height: 1); Color.red.frame(width: 1, height: 1) }
                }
            }
        }
        """

    /// `self.init(…)` inside an app's `extension VStack { init(spacing: Length, …) }` is SwiftUI's;
    /// `background(asset.swiftUIColor)` inside the app's `background(_: ColorAsset)` is SwiftUI's
    /// (it would never end if it called itself); `.black` is no `ColorAsset`, so SwiftUI's
    /// `foregroundStyle` takes it; `extension SwiftUI.Color` extends `Color`.
    @Test func theAppsOverloadIsCalledOnlyWhereSwiftWouldCallIt() throws {
        let scene = try parse(Self.source, view: "Screen", strict: true)
        #expect(scene.diagnostics.isEmpty)
        let kinds = scene.makeTree().nodes.map(\.kind)
        #expect(kinds.filter { $0 == "Text" }.count == 3)
        #expect(kinds.contains("Color"))
        // `VStack(spacing: 3)` is SwiftUI's: a literal is no `Length`.
        let tree = scene.makeTree()
        let pass = LayoutEngine(tree: tree).layout(in: ProposedViewSize(width: 300, height: 300))
        let inner = try #require(tree.nodes.last { $0.kind == "VStack" })
        #expect(pass.frame(of: inner.id)?.height == 5)
    }
}

/// Initializers told apart by their trailing closures' labels, as Swift's forward scan matches
/// them (SE-0286), with `@_disfavoredOverload` tried last: a view whose convenience initializers
/// call each other (StanfordSpezi/SpeziAccount's setup view, issue 35's harness) recursed into the
/// wrong one until the depth limit, 22 s a preview, before labels were read.
@Suite struct TrailingClosureOverloadTests {
    static let source = """
        struct Form2: View {
            let action: (String) -> Void
            var body: some View { Text("Sign up") }
        }
        struct Provider<Signup: View, Reset: View>: View {
            private let login: ((String) -> Void)?
            private let signupForm: Signup
            private let reset: Reset
            var body: some View { VStack { Text("Login"); signupForm; reset } }

            @_disfavoredOverload
            private init(loginClosure: ((String) -> Void)?, @ViewBuilder signup: () -> Signup = { EmptyView() }, @ViewBuilder passwordReset: () -> Reset = { EmptyView() }) {
                self.login = loginClosure
                self.signupForm = signup()
                self.reset = passwordReset()
            }
            init(login: @escaping (String) -> Void, @ViewBuilder signup: () -> Signup = { EmptyView() }, @ViewBuilder passwordReset: () -> Reset) {
                self.init(loginClosure: login, signup: signup, passwordReset: passwordReset)
            }
            init(@ViewBuilder signup: () -> Signup, @ViewBuilder passwordReset: () -> Reset = { EmptyView() }) {
                self.init(loginClosure: nil, signup: signup, passwordReset: passwordReset)
            }
            init(login: @escaping (String) -> Void, signup: @escaping (String) -> Void, resetPassword: @escaping (String) -> Void) where Signup == Form2, Reset == Text {
                self.init(login: login) { Form2(action: signup) } passwordReset: { Text("Reset") }
            }
            init(signup: @escaping (String) -> Void, resetPassword: @escaping (String) -> Void) where Signup == Form2, Reset == Text {
                self.init { Form2(action: signup) } passwordReset: { Text("Forgot") }
            }
        }
        struct Both: View {
            var body: some View { Provider { _ in } signup: { _ in } resetPassword: { _ in } }
        }
        struct SignupOnly: View {
            var body: some View { Provider { _ in } resetPassword: { _ in } }
        }
        struct Header: View {
            private let caption: Text
            init(caption: String = "Default") { self.init(caption: Text(caption)) }
            init(caption: Text) { self.caption = caption }
            var body: some View { caption }
        }
        struct Captioned: View {
            var body: some View { Header(caption: "Custom") }
        }
        """

    @Test func aLabelledTrailingClosureGoesToItsParameter() throws {
        // `self.init(caption: Text(caption))` in `init(caption: String)` is the other initializer.
        for (view, texts) in [("Both", ["Login", "Sign up", "Reset"]), ("SignupOnly", ["Login", "Sign up", "Forgot"]), ("Captioned", ["Text(caption)"])] {
            let scene = try parse(Self.source, view: view, strict: true)
            #expect(scene.diagnostics.isEmpty, "\(view): \(scene.diagnostics)")
            let labels = scene.makeTree().nodes.filter { $0.kind == "Text" }.map(\.label)
            #expect(labels.map { $0.replacingOccurrences(of: "Text(\"", with: "").replacingOccurrences(of: "\")", with: "") } == texts, "\(view): \(labels)")
        }
    }
}

/// Two types nest an enum of one name: a value given where the view is made (`size: .large`)
/// is read as the type its declaration wrote, memberwise or through an initializer.
@Suite struct NestedTypeNameTests {
    @Test func aParametersNestedTypeIsTheOneItsDeclarationMeant() throws {
        let source = """
            struct Switchy: View {
                enum Size: CGFloat { case large = 10 }
                let size: Size
                var body: some View { Color.red.frame(width: size.rawValue, height: size.rawValue) }
            }
            struct Checky: View {
                enum Size: CGFloat { case small = 20, large = 40 }
                let size: Size
                init(size: Size) { self.size = size }
                var body: some View { Color.red.frame(width: size.rawValue, height: size.rawValue) }
            }
            struct Boxy: View {
                enum Size: CGFloat { case large = 30 }
                let size: Size
                var body: some View { Color.red.frame(width: size.rawValue, height: size.rawValue) }
            }
            struct Screen: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Switchy(size: .large)
                        Checky(size: .large)
                        Boxy(size: .large)
                    }
                }
            }
            """
        let scene = try parse(source, view: "Screen", strict: true)
        let tree = scene.makeTree()
        let pass = LayoutEngine(tree: tree).layout(in: ProposedViewSize(width: 300, height: 300))
        let frames = tree.nodes.filter { $0.kind == "frame" }.compactMap { pass.frame(of: $0.id)?.width }
        #expect(frames == [10, 40, 30])
    }
}

/// Overloads whose labels are the same, told apart by an array or dictionary literal's type
/// (PreviewSnapshots' `assertSnapshots(as:)` taking one strategy, an array or a dictionary).
@Suite struct CollectionLiteralOverloadTests {
    @Test func aCollectionLiteralCallsTheOverloadOfItsKind() throws {
        let source = """
            struct Box<Format> { let size: CGFloat }
            struct Sizes {
                func view(as one: Box<Int>) -> some View { Color.red.frame(width: one.size, height: 1) }
                func view(as many: [String: Box<Int>]) -> some View { Color.red.frame(width: 10 * CGFloat(many.count), height: 1) }
                func view(as many: [Box<Int>]) -> some View { Color.red.frame(width: 100 * CGFloat(many.count), height: 1) }
            }
            struct Screen: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Sizes().view(as: Box(size: 3))
                        Sizes().view(as: [Box(size: 3), Box(size: 4)])
                        Sizes().view(as: ["a": Box(size: 3)])
                    }
                }
            }
            """
        let scene = try parse(source, view: "Screen", strict: true)
        let tree = scene.makeTree()
        let pass = LayoutEngine(tree: tree).layout(in: ProposedViewSize(width: 300, height: 300))
        let widths = tree.nodes.filter { $0.kind == "frame" }.compactMap { pass.frame(of: $0.id)?.width }
        #expect(widths == [3, 200, 10])
    }
}
