// source: Apple, SwiftUI documentation, "ShapeStyle.body": a shape style that is also a View, like Color or LinearGradient, is by default "a rectangular view that's filled with the shape style" (its body is a Rectangle filled with it), so a gradient lays out as a Rectangle does, taking the whole size it is proposed; frames derived by hand: in a 300 × 100 HStack without spacing, a 100-wide color leaves 200 to the gradient; in a 200 × 50 frame each gradient of the ZStack is 200 × 50
// truth: derived (computed by hand from the behaviour Apple's documentation describes)
// url: https://developer.apple.com/documentation/swiftui/shapestyle/body
// proposal: 300x300
// expect LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing): 0 75 200 100
// expect Color.red: 200 75 100 100
// expect RadialGradient(colors: [.yellow, .clear], center: .center, startRadius: 0, endRadius: 40): 50 175 200 50
// expect AngularGradient(colors: [.red, .blue], center: .center): 50 175 200 50

VStack(spacing: 0) {
    HStack(spacing: 0) {
        LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing)
        Color.red.frame(width: 100)
    }
    .frame(height: 100)
    ZStack {
        RadialGradient(colors: [.yellow, .clear], center: .center, startRadius: 0, endRadius: 40)
        AngularGradient(colors: [.red, .blue], center: .center)
    }
    .frame(width: 200, height: 50)
}
