import SwiftUI

#Preview("Relative first") {
    HStack(spacing: 10) {
        Color.blue.relativeProposed(width: 0.5)
        Color.green
        Color.yellow
    }
    .frame(width: 620, height: 80)
}

#Preview("Relative middle") {
    HStack(spacing: 10) {
        Color.blue
        Color.green.relativeProposed(width: 0.5)
        Color.yellow
    }
    .frame(height: 80)
}

#Preview("Relative last") {
    HStack(spacing: 10) {
        Color.blue
        Color.green
        Color.yellow.relativeProposed(width: 0.5)
    }
    .frame(height: 80)
}

#Preview("Relative with priority") {
    HStack(spacing: 10) {
        Color.blue
        Color.green
        Color.yellow.relativeProposed(width: 0.5).layoutPriority(1)
    }
    .frame(height: 80)
}

#Preview("Equal widths") {
    EqualWidthRow {
        Text("Go")
        Text("Settings")
        Text("Help me")
    }
}

#Preview("Flow") {
    FlowLayout(spacing: 6) {
        ForEach(0..<9) { index in
            Color.orange.frame(width: CGFloat(40 + index * 10), height: 30)
        }
    }
    .frame(width: 220)
}

#Preview("Radial") {
    RadialLayout {
        ForEach(0..<6) { _ in
            Circle().frame(width: 20, height: 20)
        }
    }
    .frame(width: 200, height: 200)
}

#Preview("Ranked") {
    RankedStack {
        Text("third").rank(3)
        Text("first").rank(1)
        Text("second").rank(2)
    }
}

#Preview("Masonry") {
    MasonryLayout(columns: 2, spacing: 10) {
        Color.red.frame(height: 100)
        Color.green.frame(height: 40)
        Color.blue.frame(height: 50)
        Color.gray.frame(height: 30)
    }
    .frame(width: 210)
}

#Preview("Explicit guide") {
    VStack(alignment: .leading) {
        Text("Title")
        IndentedRow {
            Text("1.")
            Text("Indented text")
        }
    }
}

#Preview("Spacing reported") {
    HStack {
        Color.red.frame(width: 20, height: 20)
        TightRow {
            Color.green.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }
        Color.gray.frame(width: 20, height: 20)
    }
}

#Preview("Switching") {
    SwitchingLayouts(isWide: false)
}

#Preview("Switching wide") {
    SwitchingLayouts(isWide: true)
}

#Preview("Probed in a stack") {
    HStack(spacing: 0) {
        RadialLayout {
            Color.red.frame(width: 10, height: 10)
        }
        Text("Label")
    }
    .frame(width: 300, height: 100)
}

struct SwitchingLayouts: View {
    var isWide: Bool

    var body: some View {
        let layout = isWide ? AnyLayout(HStackLayout(spacing: 4)) : AnyLayout(VStackLayout(alignment: .leading, spacing: 4))
        layout {
            Color.red.frame(width: 30, height: 30)
            Color.blue.frame(width: 50, height: 20)
        }
    }
}
