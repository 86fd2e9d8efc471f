import SwiftUI
enum Work {
    static func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
    static func run() -> String { "\(fib(22))" }
}
struct Scene: View {
    var body: some View { Text(Work.run()) }
}
