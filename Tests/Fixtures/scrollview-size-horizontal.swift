// source: Chris Eidhof, "Scroll View", SwiftUI Field Guide (swiftuifieldguide.com, 2024): frames derived by hand, not measured, from the vertical rules the page states for SwiftUI (as tall as proposed, nil proposed along the scroll axis, only as wide as the content) turned through 90 degrees: by symmetry, unconfirmed, no source states the horizontal case; the "Ideal Size" page says content renders at its ideal width, height or size depending on the scroll view's axes; the content, wider than the scroll view, starts at its leading edge (scroll offset 0)
// truth: derived (computed by hand from the behaviour the Field Guide describes and draws)
// url: https://www.swiftuifieldguide.com/layout/scrollview/
// url: https://www.swiftuifieldguide.com/layout/ideal-size/
// proposal: 200x200
// expect ScrollView(.horizontal): 0 75 200 50
// expect HStack(spacing: 10): 0 75 440 50
// expect frame(width: 80, height: 50): 0 75 80 50
// expect frame(width: 80, height: 50)#3: 180 75 80 50
// expect frame(width: 80, height: 50)#5: 360 75 80 50

// By symmetry, a horizontal scroll view takes the proposed width but only its content's height: a strip of 50-point tiles is 50 tall, centred.
struct TileStrip: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<5) { _ in
                    RoundedRectangle(cornerRadius: 6)
                        .fill(.purple)
                        .frame(width: 80, height: 50)
                }
            }
        }
    }
}
