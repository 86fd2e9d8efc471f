// A contact card: a model with optional fields, helper functions that `guard let` their
// optionals, initials computed from the name, and a fixed-size avatar circle.
import SwiftUI

struct Contact: Identifiable {
    let id = UUID()
    var name: String
    var role: String?
    var email: String?
    var phone: String?

    var initials: String {
        name.split(separator: " ").prefix(2).map { String($0.prefix(1)) }.joined()
    }
}

extension Contact {
    static let ada = Contact(name: "Ada Lovelace", role: "Analyst", email: "ada@example.com")
    static let bo = Contact(name: "Bo Peep")
}

struct ContactCard: View {
    let contact: Contact

    var body: some View {
        HStack(alignment: .top, spacing: 14) {
            Text(contact.initials)
                .font(.title2.bold())
                .foregroundStyle(.white)
                .frame(width: 56, height: 56)
                .background(Circle().fill(Color.blue))
            VStack(alignment: .leading, spacing: 4) {
                Text(contact.name).font(.headline)
                roleLine
                detail("envelope", contact.email)
                detail("phone", contact.phone)
            }
            Spacer(minLength: 0)
        }
        .padding()
    }

    @ViewBuilder
    private var roleLine: some View {
        if let role = contact.role {
            Text(role).font(.subheadline).foregroundStyle(.secondary)
        }
    }

    @ViewBuilder
    private func detail(_ symbol: String, _ value: String?) -> some View {
        if let value {
            HStack(spacing: 6) {
                Image(systemName: symbol)
                Text(value)
            }
            .font(.caption)
        }
    }
}

#Preview {
    VStack(spacing: 0) {
        ContactCard(contact: .ada)
        Divider()
        ContactCard(contact: .bo)
    }
}

// Expected: each avatar is 56 × 56, 16 from the card's leading edge (padding()).
