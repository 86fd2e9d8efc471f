// A chat thread: messages enumerated so that consecutive messages from one sender group,
// bubbles aligned by sender with a flexible spacer, and a maximum bubble width.
import SwiftUI

struct ChatMessage: Identifiable {
    enum Sender { case me, them }
    let id: Int
    let sender: Sender
    let text: String
}

extension ChatMessage {
    static let thread: [ChatMessage] = [
        ChatMessage(id: 1, sender: .them, text: "Are we still on for Saturday?"),
        ChatMessage(id: 2, sender: .them, text: "I can bring the tent"),
        ChatMessage(id: 3, sender: .me, text: "Yes! I'll book the campsite tonight."),
        ChatMessage(id: 4, sender: .me, text: "👍"),
        ChatMessage(id: 5, sender: .them, text: "Great"),
    ]
}

struct ChatThread: View {
    let messages: [ChatMessage]
    var maxBubbleWidth: CGFloat = 260

    var body: some View {
        VStack(spacing: 2) {
            ForEach(Array(messages.enumerated()), id: \.offset) { index, message in
                let startsGroup = index == 0 || messages[index - 1].sender != message.sender
                bubble(message)
                    .padding(.top, startsGroup && index > 0 ? 10 : 0)
            }
        }
        .padding(.horizontal, 12)
    }

    @ViewBuilder
    private func bubble(_ message: ChatMessage) -> some View {
        let mine = message.sender == .me
        HStack {
            if mine { Spacer(minLength: 40) }
            Text(message.text)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .background(mine ? Color.blue : Color.gray.opacity(0.2), in: RoundedRectangle(cornerRadius: 16))
                .foregroundStyle(mine ? .white : .primary)
                .frame(maxWidth: maxBubbleWidth, alignment: mine ? .trailing : .leading)
            if !mine { Spacer(minLength: 40) }
        }
    }
}

#Preview {
    ChatThread(messages: ChatMessage.thread)
}
