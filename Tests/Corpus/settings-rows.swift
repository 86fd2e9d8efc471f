// A settings screen built by hand: icon badges, titles, values and chevrons.
// ltrace:proposal 390x844
// ltrace:proposal nilxnil

struct IconBadge: View {
    let color: Color

    var body: some View {
        RoundedRectangle(cornerRadius: 7)
            .fill(color)
            .frame(width: 29, height: 29)
            .overlay(Image(systemName: "gear").font(.system(size: 15)))
    }
}

struct SettingRow: View {
    let title: String
    let value: String
    let color: Color

    var body: some View {
        HStack(spacing: 16) {
            IconBadge(color: color)
            Text(title)
                .lineLimit(1)
            Spacer(minLength: 8)
            Text(value)
                .foregroundColor(.secondary)
                .lineLimit(1)
                .layoutPriority(-1)
            Image(systemName: "chevron.right")
                .font(.footnote)
        }
        .padding(.vertical, 8)
        .padding(.leading, 16)
        .padding(.trailing, 12)
    }
}

struct SettingsScreen: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Text("Settings").font(.largeTitle).bold().padding()
                SettingRow(title: "Wi-Fi", value: "Home Network 5G", color: Color.blue)
                Divider().padding(.leading, 61)
                SettingRow(title: "Bluetooth", value: "On", color: Color.blue)
                Divider().padding(.leading, 61)
                SettingRow(title: "Personal Hotspot", value: "Off", color: Color.green)
                Divider().padding(.leading, 61)
                SettingRow(title: "Notifications and Focus Filters for Work", value: "Scheduled Summary", color: Color.red)
            }
        }
    }
}
