import SwiftUI
enum Work {
    static func run() -> String {
        var length = 0
        for i in 0..<20000 { length += String(format: "%.2f", Double(i) / 7).count }
        return "\(length)"
    }
}
struct Scene: View {
    var body: some View { Text(Work.run()) }
}
