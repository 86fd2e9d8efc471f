// A settings form on an iPhone 15, built from the controls ltrace knows: labeled rows,
// toggles that fill the width (label, spacer, 51 × 31 switch), and buttons in the
// automatic (borderless: just the label) and bordered prominent styles.
// ltrace:device iphone-15
VStack(alignment: .leading, spacing: 16) {
    Text("Account")
        .font(.largeTitle.bold())
    LabeledContent("Name", value: "Ada Lovelace")
    LabeledContent("Plan", value: "Pro")
    Divider()
    Toggle("Notifications", isOn: .constant(true))
    Toggle("Weekly summary", isOn: .constant(false))
    Divider()
    Button("Restore purchases") { }
    Button("Save changes") { }
        .buttonStyle(.borderedProminent)
        .frame(maxWidth: .infinity)
    Spacer()
}
.padding()
