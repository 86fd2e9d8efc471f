import Foundation

/// A node's stable id: its index in pre-order, written `node-3`.
public struct NodeID: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public var description: String { "node-\(rawValue)" }
    public static func < (a: NodeID, b: NodeID) -> Bool { a.rawValue < b.rawValue }

    /// Parses `node-3` (or a bare `3`).
    public init?(parsing text: String) {
        let digits = text.hasPrefix("node-") ? String(text.dropFirst(5)) : text
        guard let n = Int(digits), n >= 0 else { return nil }
        rawValue = n
    }
}

/// A call's id: unique within a recording, ascending in execution order.
public typealias CallID = Int

/// `sizeThatFits` or `place`.
public enum CallMethod: String, Sendable {
    case sizeThatFits
    case place
}

/// Why a parent asked a child for its size.
public enum CallRole: String, Sendable, CaseIterable {
    /// Proposed 0 along an axis to learn the minimum length.
    case probeMin = "probe-min"
    /// Proposed infinity along an axis to learn the maximum length.
    case probeMax = "probe-max"
    /// Proposed `nil` to learn the ideal size, which the parent does not adopt directly.
    case probeIdeal = "probe-ideal"
    /// A measurement whose answer the parent uses to size itself.
    case measure
    /// The size the view gets when it is placed.
    case final
    /// A `place` call.
    case place

    public var isProbe: Bool { self == .probeMin || self == .probeMax || self == .probeIdeal }

    public var method: CallMethod { self == .place ? .place : .sizeThatFits }

    /// The number stored in a trace (`call_roles.id` in schema.sql).
    public var code: Int {
        switch self {
        case .probeMin: return 0
        case .probeMax: return 1
        case .probeIdeal: return 2
        case .measure: return 3
        case .final: return 4
        case .place: return 5
        }
    }

    public init?(code: Int) {
        guard let role = Self.allCases.first(where: { $0.code == code }) else { return nil }
        self = role
    }
}

/// The start of one `sizeThatFits` or `place` call.
public struct CallStart: Sendable {
    public let id: CallID
    public let pass: Int
    public let parent: CallID?
    public let node: NodeID
    public let method: CallMethod
    public let role: CallRole
    public let proposal: ProposedViewSize
    /// For `place`: the point the parent asked for and the anchor on the child that goes there.
    public let point: CGPoint?
    public let anchor: UnitPoint?
}

/// The end of a call: its answer.
public struct CallEnd: Sendable {
    public let id: CallID
    public let size: CGSize
    /// For `place`: the child's top-leading corner in root coordinates.
    public let origin: CGPoint?
    /// The answer came from the per-pass size cache; the view's layout did not run.
    public let cacheHit: Bool
}

/// One root proposal and its result.
public struct PassInfo: Sendable {
    public let id: Int
    public let proposal: ProposedViewSize
    /// The device screen the pass lays out on (`--device`), or nil for a bare proposal.
    public let screen: DeviceScreen?
    /// Pixels per point: the screen's, else the engine's `displayScale`.
    public let scale: CGFloat
    /// The Dynamic Type size the pass's text styles are scaled to.
    public let dynamicTypeSize: DynamicTypeSize

    public init(
        id: Int, proposal: ProposedViewSize, screen: DeviceScreen? = nil, scale: CGFloat = LayoutEngine.defaultDisplayScale,
        dynamicTypeSize: DynamicTypeSize = .large
    ) {
        self.id = id
        self.proposal = proposal
        self.screen = screen
        self.scale = screen?.scale ?? scale
        self.dynamicTypeSize = dynamicTypeSize
    }
}
