// A contact's detail page: optional fields unwrapped by `guard let` in helpers, `if let` and
// optional chaining with ?? in the body, actions laid out by the dynamic type size, a
// generic section container, URLs kept as opaque values, and an old-style PreviewProvider.
import SwiftUI

struct PostalAddress {
    var street: String
    var city: String
    var postcode: String
}

struct ContactDetails: Identifiable {
    let id = UUID()
    var name: String?
    var company: String?
    var phone: String?
    var address: PostalAddress?
    var website: URL?
}

struct InfoSection<Content: View>: View {
    let title: String
    @ViewBuilder var content: () -> Content

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            content()
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct ContactDetailView: View {
    let contact: ContactDetails
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.openURL) private var openURL

    private var initials: String {
        guard let name = contact.name, !name.isEmpty else { return "?" }
        return name.split(separator: " ").prefix(2).map { String($0.prefix(1)) }.joined()
    }

    private func addressLines(_ address: PostalAddress?) -> [String] {
        guard let address = address else { return [] }
        return [address.street, "\(address.postcode) \(address.city)"]
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Text(initials)
                    .font(.largeTitle.bold())
                    .foregroundStyle(.white)
                    .frame(width: 88, height: 88)
                    .background(Circle().fill(Color.teal))
                Text(contact.name ?? "No name")
                    .font(.title2.bold())
                if let company = contact.company {
                    Text(company).foregroundStyle(.secondary)
                }
                actions
                if let phone = contact.phone {
                    InfoSection(title: "mobile") { Text(phone) }
                }
                let lines = addressLines(contact.address)
                if !lines.isEmpty {
                    InfoSection(title: "home") {
                        ForEach(lines, id: \.self) { Text($0) }
                    }
                }
                Text("\(contact.address?.city.count ?? 0) letters in the city's name")
                    .font(.caption2)
                    .foregroundStyle(.tertiary)
            }
            .padding()
        }
    }

    @ViewBuilder
    private var actions: some View {
        let symbols = ["message.fill", "phone.fill", "envelope.fill"]
        if typeSize.isAccessibilitySize {
            VStack(spacing: 12) { ForEach(symbols, id: \.self) { actionCircle($0) } }
        } else {
            HStack(spacing: 24) { ForEach(symbols, id: \.self) { actionCircle($0) } }
        }
    }

    private func actionCircle(_ symbol: String) -> some View {
        Image(systemName: symbol)
            .foregroundStyle(.teal)
            .frame(width: 52, height: 52)
            .background(Circle().fill(Color.teal.opacity(0.15)))
            .onTapGesture { if let url = contact.website { openURL(url) } }
    }
}

extension ContactDetails {
    static let sample = ContactDetails(
        name: "Grace Hopper", company: "Navy Labs", phone: "+1 555 0100",
        address: PostalAddress(street: "12 Harbor Rd", city: "Arlington", postcode: "22201"),
        website: URL(string: "https://example.com/grace"))
}

struct ContactDetailView_Previews: PreviewProvider {
    static var previews: some View {
        ContactDetailView(contact: .sample)
    }
}

// Expected (390 × 844): the sections fill 390 − 32 = 358, so the 88 × 88 avatar is centred,
// at the top of the scroll content: ((390 − 88) / 2, 16) = (151, 16); the three 52-point
// actions 24 apart make a row 3 × 52 + 2 × 24 = 204 × 52 at x = (390 − 204) / 2 = 93.
