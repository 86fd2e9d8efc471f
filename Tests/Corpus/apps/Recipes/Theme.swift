// The app's look, kept apart from the views as apps do: colour and length constants in
// extensions, a ViewModifier for cards and a View extension that applies it.
import SwiftUI

extension Color {
    static let paper = Color(white: 0.97)
    static let accentOrange = Color(red: 0.95, green: 0.55, blue: 0.2)
}

extension CGFloat {
    static let thumbnail: CGFloat = 64
    static let rowSpacing: CGFloat = 12
}

struct CardBackground: ViewModifier {
    var radius: CGFloat = 14

    func body(content: Content) -> some View {
        content
            .padding(.rowSpacing)
            .background(Color.paper, in: RoundedRectangle(cornerRadius: radius))
            .shadow(radius: 2)
    }
}

extension View {
    func recipeCard() -> some View {
        modifier(CardBackground())
    }
}
