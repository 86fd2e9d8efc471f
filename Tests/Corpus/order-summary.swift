// An order summary: labels and amounts lined up on a custom guide across nested
// stacks, and two action buttons made equally wide with the fixedSize trick.
// ltrace:proposal 390x844

private struct AmountColumn: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context[.leading]
    }
}

extension HorizontalAlignment {
    static let amountColumn = HorizontalAlignment(AmountColumn.self)
}

struct SummaryLine: View {
    let title: String
    let amount: String
    var emphasized = false

    var body: some View {
        HStack(spacing: 12) {
            Text(title)
                .font(emphasized ? .headline : .body)
            Text(amount)
                .font(emphasized ? .headline : .body)
                .alignmentGuide(.amountColumn) { d in d[.leading] }
        }
    }
}

struct ActionButton: View {
    let title: String
    let tint: Color

    var body: some View {
        Text(title)
            .font(.headline)
            .padding(.vertical, 10)
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity)
            .background(RoundedRectangle(cornerRadius: 10).fill(tint))
    }
}

struct OrderSummary: View {
    let titles = ["Subtotal", "Delivery", "Service fee"]
    let amounts = ["$42.00", "$3.50", "$1.25"]

    var body: some View {
        VStack(alignment: .amountColumn, spacing: 8) {
            ForEach(0..<titles.count, id: \.self) { i in
                SummaryLine(title: titles[i], amount: amounts[i])
            }
            Divider()
                .frame(width: 200)
            SummaryLine(title: "Total", amount: "$46.75", emphasized: true)
            VStack(spacing: 8) {
                ActionButton(title: "Pay now", tint: Color.blue)
                ActionButton(title: "Save order for later", tint: Color.gray)
            }
            .fixedSize()
            .padding(.top, 16)
        }
        .padding(24)
    }
}
