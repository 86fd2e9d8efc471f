import SwiftUI

struct Flight: Identifiable {
    let id = UUID()
    var gate: String
    var seat: String
    var boarding: String
}

struct BoardingPass: View {
    let flight: Flight

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .firstTextBaseline) {
                Text(flight.gate)
                    .font(.gate)
                Spacer()
                Text(flight.seat)
                    .font(.seat)
                    .bold()
            }
            Text(flight.boarding)
                .font(.gate)
                .lineLimit(1)
                .frame(width: 60, alignment: .leading)
            (Text("aa ") + Text("ab").bold())
                .font(.gate)
            Text("**ab** c")
                .font(.gate)
            Text("Boarding")
        }
        .padding()
    }
}

#Preview("Pass") {
    BoardingPass(flight: Flight(gate: "AVa b", seat: "1A", boarding: "aaaa bbbb cccc"))
}
