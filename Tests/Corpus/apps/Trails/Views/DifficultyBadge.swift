// Dots for a trail's difficulty, filled up to its level; its width comes from Metrics.
import SwiftUI

struct DifficultyBadge: View {
    let difficulty: Difficulty

    var body: some View {
        HStack(spacing: Metrics.dotSpacing) {
            ForEach(1...3, id: \.self) { dot in
                Circle()
                    .fill(dot <= difficulty.level ? Color.orange : Color.gray.opacity(0.3))
                    .frame(width: Metrics.badgeDot, height: Metrics.badgeDot)
            }
        }
        .frame(width: Metrics.badgeWidth)
        .accessibilityLabel(Text(difficulty.label))
    }
}

#Preview("Badges") {
    VStack(spacing: 12) {
        ForEach(Difficulty.allCases) { level in
            DifficultyBadge(difficulty: level)
        }
    }
}
