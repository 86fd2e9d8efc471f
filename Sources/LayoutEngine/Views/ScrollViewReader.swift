import Foundation

/// `ScrollViewReader { proxy in … }`: it only hands its content a proxy that scrolls (Apple's
/// "ScrollViewReader"), so its views lay out as if written in its place, as a `Group`'s do. The
/// proxy is used in actions, which never run during layout.
extension SceneView {
    public static let scrollViewReader = SceneView("ScrollViewReader") { a in
        guard let views = try a.views("content", passing: [.opaque(type: "ScrollViewProxy")]) else {
            throw a.error("ScrollViewReader needs its content in a closure")
        }
        return .list(kind: "ScrollViewReader", label: a.written, children: views)
    }
}
