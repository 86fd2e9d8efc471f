import SwiftUI
enum Work {
    static func run() -> String {
        var text = ""
        for i in 0..<30000 { text += "item \(i), " }
        return "\(text.count)"
    }
}
struct Scene: View {
    var body: some View { Text(Work.run()) }
}
