// The map of a trail: MapKit's Map, which ltrace lays out as a placeholder, over a
// UIViewRepresentable the app declares (an elevation profile drawn by UIKit).
import SwiftUI
import MapKit
import UIKit

struct ElevationProfileView: UIViewRepresentable {
    let gain: Int

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.backgroundColor = .systemTeal
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}

struct TrailMap: View {
    let trail: Trail
    @State private var position: MapCameraPosition = .automatic

    var body: some View {
        VStack(spacing: 0) {
            Map(position: $position) {
                if let coordinate = trail.coordinate {
                    Marker(trail.name, coordinate: coordinate)
                }
            }
            .mapStyle(.standard(elevation: .realistic))
            .frame(height: 220)
            ElevationProfileView(gain: trail.elevationGain)
                .frame(height: 80)
            Text("Shown on \(deviceName)")
                .font(.footnote)
                .padding(8)
        }
    }
}

#Preview("Map") {
    TrailMap(trail: .sample)
}
