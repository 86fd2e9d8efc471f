import Foundation

/// A container SwiftUI hosts as a UIKit view (a `List`, a table or collection view; a navigation
/// stack, a `UINavigationController`'s view) answers a 0 × 0 proposal with its UIKit view's
/// bounds, which start as the screen's. Measured in snapshot tests, where
/// `UIHostingController.sizeThatFits(in: .zero)` fits the view: m4riusz/VatPayerChecker's lists
/// on an iPhone 8 with iOS 14.3 answered 375 × 667 (a `frame(maxWidth: 200)` around them, 200 × 667),
/// onsissond/Training's `NavigationView { List }` on an iPhone 12 390 × 844, mmgoncalves/cstv's
/// `NavigationStack` (2023) 393 × 852: each its simulator's whole screen
/// (`snapshot-list-fitted-to-zero`, `snapshot-navigation-stack-fitted-to-zero`). That the answer is
/// the bounds is inferred (UIView's `sizeThatFits(_:)` answers the view's current size); today's
/// collection-view lists and proposals with one zero side are unconfirmed. Without a screen (a bare
/// proposal) the bounds are not known and the container keeps its own answer.
enum UIKitBounds {
    /// The screen's size when `proposal` is 0 × 0 on a pass with a screen, recorded; nil otherwise.
    static func answer(_ container: UIKitBoundsSize.Container, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize? {
        guard proposal.width == 0, proposal.height == 0, let screen = subviews.screen else { return nil }
        subviews.record(UIKitBoundsSize(container: container, device: screen.name, size: screen.size))
        return screen.size
    }
}

/// `uikit.bounds`: a UIKit-backed container proposed 0 × 0 took its view's bounds, the screen.
public struct UIKitBoundsSize: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "uikit.bounds"
    public static let sentences = [
        "a list is a UIKit view: proposed 0 × 0 it answers that view's bounds, the screen of {device} (measured on iOS 14's table-backed lists; unconfirmed for today's) → {size}",
        "a navigation stack is a UIKit controller's view: proposed 0 × 0 it answers that view's bounds, the screen of {device} (measured, iOS 14 and 2023's SDK) → {size}",
    ]
    public enum Container: String, Codable, Sendable { case list, navigationStack }
    public var container: Container
    public var device: String
    public var size: CGSize

    public var sentence: Int { container == .list ? 0 : 1 }
    public init(container: Container, device: String, size: CGSize) { self.container = container; self.device = device; self.size = size }
}
