// A customer-support chat: messages enumerated to show the agent's name above the first of
// each run, bubbles pushed leading or trailing by who sent them, a typing indicator built
// from a range, a @StateObject session and the colour scheme from the environment.
import SwiftUI

struct SupportMessage: Identifiable {
    let id = UUID()
    let fromAgent: Bool
    let text: String
    var sentAt = Date()
}

extension SupportMessage {
    static let conversation = [
        SupportMessage(fromAgent: true, text: "Hi, I'm Priya from the help team. How can I help?"),
        SupportMessage(fromAgent: false, text: "My order arrived without the charger."),
        SupportMessage(fromAgent: false, text: "Order A-10482"),
        SupportMessage(fromAgent: true, text: "Sorry about that! Let me check the parcel record."),
    ]
}

final class SupportSession: ObservableObject {
    @Published var unread = 0
    @Published var agentName = "Priya"
    func markRead() { unread = 0 }
}

struct SupportChat: View {
    let messages: [SupportMessage]
    var agentIsTyping = true
    @StateObject private var session = SupportSession()
    @Environment(\.colorScheme) private var colorScheme

    private var agentBubble: Color { colorScheme == .dark ? Color(white: 0.22) : Color(white: 0.92) }

    var body: some View {
        ScrollView {
            VStack(spacing: 8) {
                ForEach(Array(messages.enumerated()), id: \.offset) { index, message in
                    let firstOfRun = index == 0 || messages[index - 1].fromAgent != message.fromAgent
                    if firstOfRun && message.fromAgent {
                        Text("Support")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(.top, index == 0 ? 0 : 8)
                    }
                    bubble(message)
                }
                if agentIsTyping {
                    typingIndicator
                }
                if let last = messages.last, !last.fromAgent {
                    Text("Sent").font(.caption2).frame(maxWidth: .infinity, alignment: .trailing)
                }
            }
            .padding(.horizontal)
        }
        .onAppear { session.markRead() }
    }

    private func bubble(_ message: SupportMessage) -> some View {
        Text(message.text)
            .padding(.horizontal, 14)
            .padding(.vertical, 9)
            .foregroundStyle(message.fromAgent ? Color.primary : Color.white)
            .background(message.fromAgent ? agentBubble : Color.blue, in: RoundedRectangle(cornerRadius: 18))
            .padding(message.fromAgent ? .trailing : .leading, 48)
            .frame(maxWidth: .infinity, alignment: message.fromAgent ? .leading : .trailing)
    }

    private var typingIndicator: some View {
        HStack(spacing: 4) {
            ForEach(0..<3, id: \.self) { dot in
                Circle()
                    .fill(Color.secondary)
                    .frame(width: 8, height: 8)
                    .opacity(dot == 1 ? 1 : 0.5)
            }
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 10)
        .background(agentBubble, in: Capsule())
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

#Preview {
    SupportChat(messages: SupportMessage.conversation)
}

#Preview("Dark") {
    SupportChat(messages: SupportMessage.conversation, agentIsTyping: false)
        .environment(\.colorScheme, .dark)
}

// Expected (390 × 844): the typing indicator's dots (`HStack(spacing: 4)`) are 3 × 8 + 2 × 4 =
// 32 × 8 at x = 16 + 12 = 28; padded, it is (32 + 2 × 12) × (8 + 2 × 10) = 56 × 28 at x = 16.
