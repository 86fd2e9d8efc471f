import SwiftUI

// The app bundles its own typeface (Fonts/LtraceTestSans-*.ttf, listed under UIAppFonts in
// Info.plist); the tests build the font files themselves before recording.
extension Font {
    static let gate = Font.custom("LtraceTestSans-Regular", size: 17)
    static let seat = Font.custom("Ltrace Test Sans", size: 24, relativeTo: .title)
}
