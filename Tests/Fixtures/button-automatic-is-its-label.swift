// source: Apple, SwiftUI documentation, "PrimitiveButtonStyle.automatic": a button created directly on a blank canvas uses the borderless button style on iOS; OpenSwiftUI (commit 069dd80b) Sources/OpenSwiftUI/View/Control/Button/ButtonStyle/TODO/BorderlessButtonStyle.swift and PlainButtonStyle.swift: the body is the label with modifiers that change no layout; so a borderless or plain button is exactly its label (frames derived by hand)
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/automatic
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUI/View/Control/Button/ButtonStyle/TODO/BorderlessButtonStyle.swift
// proposal: 300x200
// expect Button: 110 61 80 30
// expect Button(action: {}): 100 99 100 40
// expect Color.green: 100 99 100 40

// An automatic (borderless) button and a plain one take their labels' sizes; the labels sit at the buttons' origins.
VStack(spacing: 8) {
    Button {
    } label: {
        Color.blue.frame(width: 80, height: 30)
    }
    Button(action: {}) {
        Color.green.frame(width: 100, height: 40)
    }
    .buttonStyle(.plain)
}
