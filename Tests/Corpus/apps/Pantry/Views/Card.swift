// A generic card: a title and whatever content it is given, the way apps write their own
// containers (`struct Card<Content: View>` with a @ViewBuilder property), with a default
// parameter in its explicit init and an accent read from its own statics.
import SwiftUI

struct Card<Content: View>: View {
    let title: String
    let accent: Color
    @ViewBuilder let content: Content

    init(_ title: String, accent: Color = Self.defaultAccent, @ViewBuilder content: () -> Content) {
        self.title = title
        self.accent = accent
        self.content = content()
    }

    static var defaultAccent: Color { .teal }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            header
            content
        }
        .padding(Layout.padding)
        .background(accent.opacity(0.12), in: RoundedRectangle(cornerRadius: Layout.cornerRadius))
    }

    @ViewBuilder
    private var header: some View {
        Text(title)
            .font(.headline)
            .foregroundStyle(accent)
    }

    /// Constants nested in the view.
    enum Layout {
        static let padding: CGFloat = 12
        static let cornerRadius: CGFloat = padding + 4
    }
}

#Preview("Card") {
    Card("Pantry") {
        Text(verbatim: "3 shelves")
        Text(NSLocalizedString("Last stocked today", comment: "card detail"))
    }
    .padding()
}
