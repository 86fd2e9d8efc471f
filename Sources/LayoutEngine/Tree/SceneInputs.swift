import Foundation

/// A file a scene was read from, kept in a trace so that it can be replayed.
public struct SceneFile: Hashable, Sendable {
    public let path: String
    public let source: String
    public init(path: String, source: String) {
        self.path = path
        self.source = source
    }
}

/// An image `Image("name")` found in an app's asset catalog or as a file, with the size SwiftUI
/// gives it: points are pixels divided by the scale (a PDF's or SVG's size is in points).
public struct SceneImage: Hashable, Sendable {
    public let name: String
    public let size: CGSize
    public let pixelSize: CGSize
    public let scale: Int
    /// The image file read.
    public let file: String

    public init(name: String, size: CGSize, pixelSize: CGSize, scale: Int, file: String) {
        self.name = name
        self.size = size
        self.pixelSize = pixelSize
        self.scale = scale
        self.file = file
    }
}

/// A colour set of an asset catalog the scene used (`Color("Brand")`, `Color.brand`): its sRGB
/// components in the default appearance, nil for a set without them (a system colour).
public struct SceneColor: Hashable, Sendable {
    public let name: String
    public let components: (red: Double, green: Double, blue: Double, opacity: Double)?

    public init(name: String, components: (red: Double, green: Double, blue: Double, opacity: Double)?) {
        self.name = name
        self.components = components
    }

    /// The colour layout and pictures use: its components, else its name.
    public var color: Color {
        guard let c = components else { return Color(name) }
        return Color(red: c.red, green: c.green, blue: c.blue, opacity: c.opacity)
    }

    public static func == (a: SceneColor, b: SceneColor) -> Bool {
        a.name == b.name && a.components.map { [$0.red, $0.green, $0.blue, $0.opacity] } == b.components.map { [$0.red, $0.green, $0.blue, $0.opacity] }
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
