import CZlib
import Foundation

/// A reference PNG's pixels, 8 bits per channel, as RGBA: what the snapshot's device drew, read
/// so that coloured regions can be measured (PNG, ISO/IEC 15948: IHDR, PLTE, IDAT; zlib's inflate;
/// the five row filters). Interlaced images are not read (UIKit does not write them).
struct PNGImage {
    let width: Int
    let height: Int
    /// Row after row, one UInt32 per pixel: `r << 24 | g << 16 | b << 8 | a`.
    let pixels: [UInt32]

    subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

    enum Failure: Error { case notPNG, unsupported(String), damaged(String) }

    init(path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else { throw Failure.notPNG }
        try self.init(data: [UInt8](data))
    }

    init(data bytes: [UInt8]) throws {
        guard bytes.count > 33, bytes[0 ..< 8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Failure.notPNG }
        func int(_ at: Int) -> Int { bytes[at ..< at + 4].reduce(0) { $0 << 8 | Int($1) } }
        var offset = 8
        var width = 0, height = 0, depth = 0, colorType = 0
        var palette: [UInt32] = []
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = int(offset)
            let type = String(decoding: bytes[offset + 4 ..< offset + 8], as: UTF8.self)
            let start = offset + 8
            guard length >= 0, start + length <= bytes.count else { throw Failure.damaged("chunk \(type) runs past the file") }
            switch type {
            case "IHDR":
                guard length >= 13 else { throw Failure.damaged("IHDR of \(length) bytes") }
                width = int(start); height = int(start + 4)
                depth = Int(bytes[start + 8]); colorType = Int(bytes[start + 9])
                guard bytes[start + 12] == 0 else { throw Failure.unsupported("interlaced") }
            case "PLTE":
                palette = stride(from: start, to: start + length - 2, by: 3).map { UInt32(bytes[$0]) << 24 | UInt32(bytes[$0 + 1]) << 16 | UInt32(bytes[$0 + 2]) << 8 | 0xFF }
            case "tRNS" where colorType == 3:
                for i in 0 ..< min(length, palette.count) { palette[i] = palette[i] & 0xFFFF_FF00 | UInt32(bytes[start + i]) }
            case "IDAT":
                compressed += bytes[start ..< start + length]
            case "IEND":
                offset = bytes.count
                continue
            default: break
            }
            offset = start + length + 4
        }
        let channels: Int
        switch colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 3: channels = 1
        case 4: channels = 2
        case 6: channels = 4
        default: throw Failure.unsupported("colour type \(colorType)")
        }
        guard depth == 8 || (depth == 16 && colorType != 3) else { throw Failure.unsupported("bit depth \(depth)") }
        guard width > 0, height > 0, width <= 64_000, height <= 64_000, width * height <= 64_000_000 else { throw Failure.damaged("size \(width)×\(height)") }
        let bytesPerPixel = channels * depth / 8
        let stride = width * bytesPerPixel
        var raw = try Self.inflate(compressed, expected: height * (stride + 1))
        guard raw.count >= height * (stride + 1) else { throw Failure.damaged("image data too short") }
        // Undo each row's filter in place; row y starts at y * (stride + 1) + 1.
        for y in 0 ..< height {
            let row = y * (stride + 1) + 1, filter = raw[row - 1], above = row - stride - 1
            for i in 0 ..< stride {
                let left = i >= bytesPerPixel ? Int(raw[row + i - bytesPerPixel]) : 0
                let up = y > 0 ? Int(raw[above + i]) : 0
                let upLeft = y > 0 && i >= bytesPerPixel ? Int(raw[above + i - bytesPerPixel]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let p = left + up - upLeft, pa = abs(p - left), pb = abs(p - up), pc = abs(p - upLeft)
                    predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
                default: throw Failure.damaged("row filter \(filter)")
                }
                raw[row + i] = UInt8(truncatingIfNeeded: Int(raw[row + i]) + predictor)
            }
        }
        let step = depth / 8
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0 ..< height {
            let row = y * (stride + 1) + 1
            for x in 0 ..< width {
                let p = row + x * bytesPerPixel
                func channel(_ c: Int) -> UInt32 { UInt32(raw[p + c * step]) }
                switch colorType {
                case 0: let g = channel(0); pixels[y * width + x] = g << 24 | g << 16 | g << 8 | 0xFF
                case 2: pixels[y * width + x] = channel(0) << 24 | channel(1) << 16 | channel(2) << 8 | 0xFF
                case 3: let i = Int(raw[p]); pixels[y * width + x] = i < palette.count ? palette[i] : 0
                case 4: let g = channel(0); pixels[y * width + x] = g << 24 | g << 16 | g << 8 | channel(1)
                default: pixels[y * width + x] = channel(0) << 24 | channel(1) << 16 | channel(2) << 8 | channel(3)
                }
            }
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    static func inflate(_ input: [UInt8], expected: Int) throws -> [UInt8] {
        var output = [UInt8](repeating: 0, count: expected)
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { throw Failure.damaged("zlib") }
        defer { inflateEnd(&stream) }
        var input = input
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return CZlib.inflate(&stream, Z_FINISH)
            }
        }
        // Every row must be there: a truncated stream is damage, not black pixels.
        guard status == Z_STREAM_END || status == Z_OK || status == Z_BUF_ERROR, Int(stream.total_out) == expected else {
            throw Failure.damaged("inflate \(status), \(stream.total_out) of \(expected) bytes")
        }
        return output
    }
}
