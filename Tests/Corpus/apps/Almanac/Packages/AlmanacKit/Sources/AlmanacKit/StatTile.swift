import SwiftUI

/// A value with its caption, as every screen of the app shows its figures.
public struct StatTile: View {
    let title: String
    let value: String
    var accent: Color = .blue

    public init(title: String, value: String, accent: Color = .blue) {
        self.title = title
        self.value = value
        self.accent = accent
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.title2.bold())
                .foregroundStyle(accent)
        }
        .padding(Metrics.tilePadding)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 12))
    }
}

public enum Metrics {
    public static let tilePadding: CGFloat = 12
    public static let gridSpacing: CGFloat = 10
}
