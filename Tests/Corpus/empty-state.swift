// An empty state as apps write it: an illustration from the app's asset catalog (absent here,
// so ltrace lays it out at its placeholder size and warns), a load state matched with
// `if case`, and a message chosen by a switch.
import SwiftUI

enum InboxState {
    case loading
    case empty(filter: String?)
    case failed(code: Int)
}

struct InboxEmptyView: View {
    let state: InboxState

    private var message: String {
        switch state {
        case .loading:
            return "Checking for mail…"
        case .empty(let filter?):
            return "Nothing matches “\(filter)”"
        case .empty(nil):
            return "You're all caught up"
        case .failed(let code) where code == 401:
            return "Sign in again to see your mail"
        case .failed(let code):
            return "Something went wrong (\(code))"
        }
    }

    var body: some View {
        VStack(spacing: 12) {
            Image("inbox-empty")
                .resizable()
                .scaledToFit()
                .frame(maxWidth: 160)
            Text(message)
                .font(.headline)
                .multilineTextAlignment(.center)
            if case .failed = state {
                Text("Pull to retry")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(32)
    }
}

#Preview("Filtered") {
    InboxEmptyView(state: .empty(filter: "invoices"))
}

#Preview("Failed") {
    InboxEmptyView(state: .failed(code: 401))
}

// Expected (first preview, 390 × 844): the image is the 100 × 100 placeholder, resizable and
// square; scaledToFit inside frame(maxWidth: 160) makes it 160 × 160.
