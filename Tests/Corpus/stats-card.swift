// A stats card: a ViewModifier, a View extension using it, a global helper function,
// a computed header and a @ViewBuilder row method, as app code factors a screen.
import SwiftUI

struct CardStyle: ViewModifier {
    var radius: CGFloat = 12
    func body(content: Content) -> some View {
        content
            .padding(radius)
            .background(RoundedRectangle(cornerRadius: radius).fill(Color.white))
    }
}

extension View {
    func card(inset: CGFloat = 8) -> some View {
        padding(inset).modifier(CardStyle())
    }
}

func spacing(for count: Int) -> CGFloat {
    count > 3 ? 4 : 12
}

struct StatsView: View {
    let values = [3, 5, 8]

    var body: some View {
        VStack(spacing: spacing(for: values.count)) {
            header
            ForEach(values, id: \.self) { v in
                row(v)
            }
        }
        .card()
    }

    private var header: some View {
        Text("Stats").font(.headline)
    }

    @ViewBuilder
    private func row(_ value: Int) -> some View {
        HStack {
            Text("Value")
            Spacer()
            Text("\(value)")
        }
        .frame(width: 200)
    }
}
