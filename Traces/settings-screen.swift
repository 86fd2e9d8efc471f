// A settings screen on an iPhone 15: a Form in a NavigationStack with a large title, a section
// of a labeled row and a toggle, and a section with a button and a footer. The bar, the card
// margins and the row metrics are iOS metrics ltrace marks unconfirmed (README).
// ltrace:device iphone-15
NavigationStack {
    Form {
        Section("Account") {
            LabeledContent("Name", value: "Ada")
            Toggle("Notifications", isOn: .constant(true))
        }
        Section {
            Button("Sign out") { }
        } footer: {
            Text("You can sign in again at any time.")
        }
    }
    .navigationTitle("Settings")
}
