// An "About" screen from an app's settings: version facts as an array of tuples, rows with
// a spacer between title and value, a fixed app icon, sample data under #if DEBUG and an
// old-style PreviewProvider.
import SwiftUI

struct AboutScreen: View {
    var appName = "Trailhead"
    var facts: [(title: String, value: String)] = [
        ("Version", "3.2.1"),
        ("Build", "1873"),
        ("Licences", "12"),
    ]

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 22)
                .fill(Color.green)
                .frame(width: 96, height: 96)
                .overlay {
                    Image(systemName: "figure.hiking")
                        .font(.system(size: 44))
                        .foregroundStyle(.white)
                }
            Text(appName)
                .font(.title.bold())
            VStack(spacing: 0) {
                ForEach(facts, id: \.title) { fact in
                    HStack {
                        Text(fact.title)
                        Spacer()
                        Text(fact.value).foregroundStyle(.secondary)
                    }
                    .padding(.vertical, 11)
                    .padding(.horizontal)
                    if fact.title != facts.last?.title {
                        Divider().padding(.leading)
                    }
                }
            }
            .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
            .padding(.horizontal)
            Spacer()
        }
        .padding(.top, 32)
    }
}

#if DEBUG
struct AboutScreen_Previews: PreviewProvider {
    static var previews: some View {
        AboutScreen(appName: "Trailhead Beta")
    }
}
#endif

// Expected (390 × 844, --define DEBUG): the icon is 96 × 96 at x = 147, y = 32.
