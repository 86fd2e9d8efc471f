// Shared formatting: a closure-initialised formatter, a measurement shown in a card, and the
// sizes of the app's rows as statics read with and without `Self.`.
import Foundation
import SwiftUI

let distanceFormatter: MeasurementFormatter = {
    let formatter = MeasurementFormatter()
    formatter.unitOptions = .providedUnit
    formatter.numberFormatter.maximumFractionDigits = 1
    return formatter
}()

enum Metrics {
    static let rowHeight: CGFloat = 64
    static let badgeDot: CGFloat = 6
    static var badgeWidth: CGFloat { Self.badgeDot * 3 + dotSpacing * 2 }
    static let dotSpacing: CGFloat = 3
}

extension Double {
    /// `12.4 km`, written out for a measurement card.
    var kilometers: String {
        Measurement(value: self, unit: UnitLength.kilometers).formatted()
    }
}
