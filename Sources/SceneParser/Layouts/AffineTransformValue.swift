import Foundation
import LayoutEngine
import SwiftSyntax

/// `CGAffineTransform`: what layouts rotate, scale and move points with
/// (`CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: angle))`, Apple's radial
/// layout sample).
struct AffineTransformValue: NativeValue, NativeType {
    var transform: AffineTransform2D

    static let names = ["CGAffineTransform"]
    var nativeType: any NativeType.Type { Self.self }
    static let staticNames = ["identity"]

    static func staticMember(_ name: String, _ i: Interpreter, at node: Syntax) throws -> Value? {
        name == "identity" ? .native(AffineTransformValue(transform: .identity)) : nil
    }

    static func make(_ name: String, _ args: Arguments, _ call: FunctionCallExprSyntax, _ i: Interpreter, _ cx: Context) throws -> Value? {
        func number(_ label: String?) throws -> CGFloat { CGFloat(try i.required(args, label, call, cx, geometry: true)) }
        if args.has("rotationAngle") { return .native(Self(transform: AffineTransform2D(rotation: try number("rotationAngle")))) }
        if args.has("translationX") { return .native(Self(transform: AffineTransform2D(tx: try number("translationX"), ty: try number("y")))) }
        if args.has("scaleX") { return .native(Self(transform: AffineTransform2D(a: try number("scaleX"), d: try number("y")))) }
        if args.isEmpty { return .native(Self(transform: .identity)) }
        return nil
    }

    func method(_ name: String, _ call: FunctionCallExprSyntax, _ i: Interpreter, _ cx: Context) throws -> Value? {
        let args = i.arguments(name, of: call)
        func number(_ label: String?) throws -> CGFloat { CGFloat(try i.required(args, label, call, cx, geometry: true)) }
        let changed: AffineTransform2D
        switch name {
        case "rotated": changed = AffineTransform2D(rotation: try number("by")).concatenating(transform)
        case "translatedBy": changed = AffineTransform2D(tx: try number("x"), ty: try number("y")).concatenating(transform)
        case "scaledBy": changed = AffineTransform2D(a: try number("x"), d: try number("y")).concatenating(transform)
        case "concatenating":
            do {
                guard let other = args.takeUnlabeled(), case .native(let t as AffineTransformValue) = try i.evaluate(other.expression, cx, expecting: .native("CGAffineTransform")) else {
                    throw i.error(call, "concatenating(_:) takes a CGAffineTransform")
                }
                changed = transform.concatenating(t.transform)
            }
        default: return nil
        }
        try args.finish(i, allowed: [])
        return .native(Self(transform: changed))
    }

    var traceValue: TraceValue {
        .string("CGAffineTransform(a: \(transform.a), b: \(transform.b), c: \(transform.c), d: \(transform.d), tx: \(transform.tx), ty: \(transform.ty))")
    }
}

/// CoreGraphics' methods of rectangles, points and sizes that layouts compute with.
extension Interpreter {
    func geometryMethod(_ name: String, on receiver: Value, _ call: FunctionCallExprSyntax, _ cx: Context) throws -> Value? {
        let args = arguments(name, of: call)
        func number(_ label: String?) throws -> CGFloat { CGFloat(try required(args, label, call, cx, geometry: true)) }
        func rect() throws -> CGRect {
            guard let a = args.takeUnlabeled(), case .rect(let r) = try evaluate(a.expression, cx, expecting: .any) else { throw error(call, "\(name)(_:) takes a CGRect") }
            return r
        }
        func transform() throws -> AffineTransform2D {
            guard let a = args.takeUnlabeled(), case .native(let t as AffineTransformValue) = try evaluate(a.expression, cx, expecting: .native("CGAffineTransform")) else {
                throw error(call, "applying(_:) takes a CGAffineTransform")
            }
            return t.transform
        }
        let result: Value
        switch (receiver, name) {
        case (.rect(let r), "offsetBy"): result = .rect(r.offsetBy(dx: try number("dx"), dy: try number("dy")))
        case (.rect(let r), "insetBy"): result = .rect(r.insetBy(dx: try number("dx"), dy: try number("dy")))
        case (.rect(let r), "union"): result = .rect(r.union(try rect()))
        case (.rect(let r), "intersection"): result = .rect(r.intersection(try rect()))
        case (.rect(let r), "intersects"): result = .bool(r.intersects(try rect()))
        case (.rect(let r), "contains"):
            guard let a = args.takeUnlabeled() else { throw error(call, "contains(_:) takes a CGPoint or a CGRect") }
            switch try evaluate(a.expression, cx, expecting: .point) {
            case .point(let p): result = .bool(r.contains(p))
            case .rect(let other): result = .bool(r.contains(other))
            default: throw error(a.node, "contains(_:) takes a CGPoint or a CGRect")
            }
        case (.point(let p), "applying"): result = .point(try transform().apply(p))
        case (.size(let s), "applying"): result = .size(try transform().apply(s))
        default: return nil
        }
        try args.finish(self, allowed: [])
        return result
    }
}

/// CoreGraphics' affine transform (`CGAffineTransform`, which Foundation lacks on Linux): a point
/// (x, y) goes to (a·x + c·y + tx, b·x + d·y + ty), with CoreGraphics' conventions for each
/// initializer and for `rotated`/`translatedBy`/`scaledBy` (the new transform applied first).
struct AffineTransform2D: Equatable {
    var a: CGFloat = 1, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 1, tx: CGFloat = 0, ty: CGFloat = 0

    static let identity = AffineTransform2D()

    init(a: CGFloat = 1, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 1, tx: CGFloat = 0, ty: CGFloat = 0) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    init(rotation angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle))
    }

    /// This transform, then `t`.
    func concatenating(_ t: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d, c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    func apply(_ p: CGPoint) -> CGPoint { CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }
    /// A size is a vector: moved by the linear part only.
    func apply(_ s: CGSize) -> CGSize { CGSize(width: a * s.width + c * s.height, height: b * s.width + d * s.height) }
}
