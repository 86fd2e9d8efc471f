// source: WalletConnect/web3modal-swift (github.com/WalletConnect/web3modal-swift, commit 030dad9b): swift-snapshot-testing reference `__Snapshots__/W3MCardSelectSnapshotTests/test_snapshots.1.png` of test_snapshots (the dark-mode image; the light one, test_snapshots.2.png, is the same size), 1332×696 px at 3x; the card style (Sources/Web3ModalUI/Components/W3MCardSelectButtonStyle.swift) pins each button with frame(minWidth: 76, maxWidth: 76, minHeight: 96, maxHeight: 96) around a 56 × 56 image and a 12-point medium system-font label; the preview lays out two rows of five cards in default stacks, padded by the default 16
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/WalletConnect/web3modal-swift/blob/030dad9ba665546f392c0b05277e12bc80c04ead/Tests/Web3ModalUITests/W3MCardSelectSnapshotTests.swift#L10
// proposal: 0x0
// scale: 3
// expect-size background(Color.gray.opacity(0.02)): 444 232
// tolerance: 0.34

// Ten buttons whose style pins them at 76 × 96: two rows of five with the default 8-point spacing, rows 8 apart, inside 16-point padding (5 × 76 + 4 × 8 + 32 = 444; 2 × 96 + 8 + 32 = 232).
struct Hexagon: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let r = min(rect.width, rect.height) / 2
        for i in 0..<6 {
            let angle = Double(i) * .pi / 3
            let point = CGPoint(x: rect.midX + r * cos(angle), y: rect.midY + r * sin(angle))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

struct CardSelectStyle<Outline: Shape, Picture: View>: ButtonStyle {
    var outline: Outline
    var selected: Bool = false
    @ViewBuilder var picture: () -> Picture

    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            picture()
                .frame(width: 56, height: 56)
                .clipShape(outline)
                .overlay {
                    outline
                        .stroke(selected ? Color.blue : Color.gray.opacity(0.1), lineWidth: 1)
                }

            configuration.label
                .font(.system(size: 12, weight: .medium))
                .foregroundColor(selected ? .blue : .primary)
                .frame(maxWidth: .infinity)
                .overlay {
                    RoundedRectangle(cornerRadius: 16)
                        .stroke(Color.gray.opacity(0.1), lineWidth: 1)
                        .opacity(0)
                }
                .padding(.horizontal, 8)
        }
        .padding(.top, 8)
        .padding(.bottom, 6)
        .background(selected ? Color.blue.opacity(0.2) : Color.gray.opacity(0.05))
        .cornerRadius(16)
        .frame(minWidth: 76, maxWidth: 76, minHeight: 96, maxHeight: 96)
    }
}

struct CardSelectGrid: View {
    var body: some View {
        VStack {
            HStack {
                Button("Rainbow") {}
                    .buttonStyle(CardSelectStyle(outline: RoundedRectangle(cornerRadius: 16)) { Image(systemName: "wallet.pass").resizable() })
                Button("Rainbow") {}
                    .buttonStyle(CardSelectStyle(outline: RoundedRectangle(cornerRadius: 16)) { Image(systemName: "wallet.pass").resizable() })
                    .disabled(true)
                Button("Rainbow") {}
                    .buttonStyle(CardSelectStyle(outline: RoundedRectangle(cornerRadius: 16), selected: true) { Image(systemName: "wallet.pass").resizable() })
                Button("Rainbow") {}
                    .buttonStyle(CardSelectStyle(outline: RoundedRectangle(cornerRadius: 16)) { Image(systemName: "wallet.pass").resizable() })
                Button("Rainbow") {}
                    .buttonStyle(CardSelectStyle(outline: RoundedRectangle(cornerRadius: 16)) { Color.gray.opacity(0.05) })
            }
            HStack {
                Button("Polygon") {}
                    .buttonStyle(CardSelectStyle(outline: Hexagon()) { Image(systemName: "hexagon.fill").resizable() })
                Button("Polygon") {}
                    .buttonStyle(CardSelectStyle(outline: Hexagon()) { Image(systemName: "hexagon.fill").resizable() })
                    .disabled(true)
                Button("Polygon") {}
                    .buttonStyle(CardSelectStyle(outline: Hexagon(), selected: true) { Image(systemName: "hexagon.fill").resizable() })
                Button("Polygon") {}
                    .buttonStyle(CardSelectStyle(outline: Hexagon()) { Image(systemName: "hexagon.fill").resizable() })
                Button("Polygon") {}
                    .buttonStyle(CardSelectStyle(outline: Hexagon()) { Color.gray.opacity(0.05) })
            }
        }
        .padding()
        .background(Color.gray.opacity(0.02))
    }
}
