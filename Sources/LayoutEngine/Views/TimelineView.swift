import Foundation

/// `TimelineView(.everyMinute) { context in … }`: it redraws its content on a schedule (Apple's
/// "TimelineView"); one layout is one moment, so its views lay out as if written in its place, as
/// a `Group`'s do. `context.date` is a date, which ltrace does not format (Text warns).
extension SceneView {
    public static let timelineView = SceneView("TimelineView") { a in
        try a.ignore(nil)
        let context = SceneClosureValue.value(
            type: "TimelineViewDefaultContext", caseName: nil, members: ["date": .opaque(type: "Date"), "cadence": .opaque(type: "Cadence")])
        guard let views = try a.views("content", passing: [context]) else { throw a.error("TimelineView needs its content in a closure") }
        return .list(kind: "TimelineView", label: a.written, children: views)
    }
}
