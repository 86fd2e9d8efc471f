import SwiftUI
struct Scene: View {
    var body: some View { Text("hi") }
}
