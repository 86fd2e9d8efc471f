// A settings row as an app writes it: environment and state wrappers, a binding, a
// platform colour in a shape background, an app font, and a preview with a constant binding.
import SwiftUI

struct SettingsBadge: View {
    @Environment(\.colorScheme) private var colorScheme
    @State private var isExpanded = false
    @Binding var count: Int
    let title: String

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "bell.fill")
                .foregroundStyle(.white)
                .frame(width: 28, height: 28)
                .background(Color(.systemRed), in: RoundedRectangle(cornerRadius: 6))
            Text(title)
                .font(.custom("Avenir Next", size: 17))
            Spacer()
            Text("\(count)")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal)
        .frame(height: 44)
    }
}

#Preview {
    SettingsBadge(count: .constant(3), title: "Notifications")
}
