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
