import SwiftUI
struct Particle { var x: Double; var y: Double; var vx: Double; var vy: Double }
enum Work {
    static func run() -> String {
        var p = Particle(x: 0, y: 0, vx: 1.5, vy: -0.5)
        for _ in 0..<90000 {
            p.x += p.vx
            p.y += p.vy
            if p.x > 100 { p.vx = -p.vx }
            if p.y < -100 { p.vy = -p.vy }
        }
        return "\(Int(p.x)) \(Int(p.y))"
    }
}
struct Scene: View {
    var body: some View { Text(Work.run()) }
}
