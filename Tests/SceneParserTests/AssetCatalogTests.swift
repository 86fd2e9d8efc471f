import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import SceneParser

/// `Image("name")` sized as the app bundle sizes it: image sets of an asset catalog (the file an
/// iPhone loads, pixels / scale) and loose image files, read from the headers of real files in
/// Data/Catalog (PNGs written with zlib; the JPEGs and the GIF hold the headers ltrace reads).
@Suite struct AssetCatalogTests {
    static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Data/Catalog").path
    let catalog = AssetCatalog.load(searching: [data])

    func size(_ name: String) throws -> CGSize { try catalog.image(named: name).get().size }

    @Test func anImageSetTakesItsHighestScale() throws {
        let photo = try catalog.image(named: "photo").get()
        #expect(photo.size == CGSize(width: 300, height: 200))
        #expect(photo.pixelSize == CGSize(width: 900, height: 600))
        #expect(photo.scale == 3)
        #expect(photo.file.hasSuffix("photo.imageset/photo@3x.png"))
    }

    @Test func formatsAndTheirSizes() throws {
        #expect(try size("avatar") == CGSize(width: 120, height: 160))  // JPEG at 1x
        #expect(try size("banner") == CGSize(width: 320, height: 80))  // a PDF's MediaBox, in points
        #expect(try size("Icons/star") == CGSize(width: 24, height: 24))  // an SVG's width and height, in a namespace
        #expect(try size("paper") == CGSize(width: 50, height: 50))  // a folder without namespace adds no prefix
        #expect(try size("logo") == CGSize(width: 100, height: 50))  // a loose file: logo@2x.png wins over logo.png
        #expect(try size("rotated") == CGSize(width: 20, height: 40))  // EXIF orientation 6: a quarter turn
        #expect(try size("anim") == CGSize(width: 64, height: 32))
    }

    /// A PDF's page box is read from its bytes: after binary streams that are no text, with
    /// its numbers on lines of their own (CR LF too), turned by `/Rotate`; past the first
    /// megabyte it is not looked for.
    @Test func aPDFsPageBoxIsReadFromItsBytes() {
        func pdf(_ parts: [UInt8]...) -> [UInt8] { Array("%PDF-1.7\n".utf8) + parts.flatMap { $0 } }
        let binary: [UInt8] = Array("stream\n".utf8) + [0xFF, 0xC3, 0x28, 0x80, 0x00, 0xE2] + Array("\nendstream\n".utf8)
        #expect(ImageHeader.pdf(pdf(binary, Array("<< /Type /Page /MediaBox [0 0 320 80] >>".utf8))) == CGSize(width: 320, height: 80))
        #expect(ImageHeader.pdf(pdf(Array("/MediaBox [\r\n10 20\r\n110 70\n]".utf8))) == CGSize(width: 100, height: 50))
        #expect(ImageHeader.pdf(pdf(Array("/MediaBox [0 0 612 792] /Rotate 90".utf8))) == CGSize(width: 792, height: 612))
        #expect(ImageHeader.pdf(pdf(Array("/MediaBox [0 0 612 792] /Rotate 180".utf8))) == CGSize(width: 612, height: 792))
        #expect(ImageHeader.pdf(pdf(Array("/MediaBox [0 0 612]".utf8))) == nil)
        #expect(ImageHeader.pdf(pdf([UInt8](repeating: 0x20, count: 1 << 20), Array("/MediaBox [0 0 612 792]".utf8))) == nil)
        #expect(ImageHeader.pdf(Array("<svg/MediaBox [0 0 1 1]".utf8)) == nil)
    }

    @Test func whatCannotBeSizedSaysWhy() {
        #expect(throws: AssetCatalog.Problem.notFound(name: "star", searched: [Self.data])) { try catalog.image(named: "star").get() }
        #expect(throws: AssetCatalog.Problem.notFound(name: "Brand", searched: [Self.data])) { try catalog.image(named: "Brand").get() }
        #expect(throws: AssetCatalog.Problem.notFound(name: "ipad", searched: [Self.data])) { try catalog.image(named: "ipad").get() }
        #expect(throws: AssetCatalog.Problem.notFound(name: "malformed", searched: [Self.data])) { try catalog.image(named: "malformed").get() }
        guard case .failure(let heic) = catalog.image(named: "live"), case .failure(let broken) = catalog.image(named: "broken") else {
            Issue.record("expected failures")
            return
        }
        #expect(heic.description.hasPrefix("cannot read the size of image 'live' from ") && heic.description.hasSuffix("live.heic (HEIC files are not read)"))
        #expect(broken.description.hasSuffix("broken.png (its header is damaged or not PNG)"))
    }

    /// A catalog folder linking back to itself is read once, not followed until the stack overflows.
    @Test func aSymlinkLoopInACatalogEnds() throws {
        let root = TestDirectory.fresh("ltrace-catalog")
        let set = root.appendingPathComponent("Assets.xcassets/Icons/dot.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Assets.xcassets/Icons/Loop").path, withDestinationPath: root.appendingPathComponent("Assets.xcassets").path)
        try Data(#"{"images":[{"filename":"dot.svg","idiom":"universal"}]}"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        try Data(#"<svg width="8" height="8"></svg>"#.utf8).write(to: set.appendingPathComponent("dot.svg"))
        #expect(try AssetCatalog.load(searching: [root.path]).image(named: "dot").get().size == CGSize(width: 8, height: 8))
    }

    @Test func aMissingFolderIsAnEmptyCatalog() {
        #expect(throws: AssetCatalog.Problem.self) { try AssetCatalog.load(searching: ["/no/such/folder"]).image(named: "photo").get() }
    }

    @Test func storedSizesAreACatalog() throws {
        let photo = try catalog.image(named: "photo").get()
        #expect(try AssetCatalog(images: [photo]).image(named: "photo").get() == photo)
    }

    @Test func aSceneUsesTheCatalogAndReportsWhatItUsed() throws {
        let source = """
            VStack {
                Image("photo")
                Image("Icons/star").resizable().frame(width: 12, height: 12)
                Image("missing")
            }
            """
        let scene = try SceneParser.parse(source: source, path: "App.swift", assets: catalog)
        let images = scene.makeTree().nodes.filter { $0.kind == "Image" }
        #expect(images.map { $0.args["width"] } == [.number(300), .number(24), .number(100)])
        #expect(scene.images.map(\.name) == ["Icons/star", "photo"])
        #expect(scene.diagnostics.map(\.position.line) == [4])
    }
}
