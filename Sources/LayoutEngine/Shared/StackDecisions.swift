import Foundation

// The decisions of `StackAlgorithm`. A stack's sizing call with a numeric proposal
// along its axis records, in this order (`StackSteps` in the analyses reads large
// stacks by these positions, and checks them):
//
//   StackSpacing (two or more children) · StackFlexibility × n · StackGroups ·
//   StackOrder × groups · for each group: StackReserve, StackDistribute × its members ·
//   StackSize
//
// A `nil` proposal along the axis records StackSpacing?, StackIdeal, StackSize.
//
// A placing call whose proposal across the axis is `nil` records StackReproposal, then the
// arrangement at the re-proposed size (the rows above, unless that proposal was already
// arranged in the pass), then a StackPlace per child.

/// `stack.spacing`: the gaps between neighbours.
public struct StackSpacing: DecisionPayload, Codable {
    public static let kind: DecisionKind = "stack.spacing"
    public static let sentences = [
        "default spacing, what neighbours prefer (8 between views, 0 next to a Spacer, a text's own distances next to a text): gaps total {total}", "1 gap of {spacing} = {total}", "{count} gaps of {spacing} = {total}",
    ]
    /// The `spacing:` argument; nil for the default.
    public var spacing: CGFloat?
    public let count: Int
    public let gaps: [CGFloat]
    public var total: CGFloat

    public var sentence: Int { spacing == nil ? 0 : gaps.count == 1 ? 1 : 2 }
    public init(spacing: CGFloat?, gaps: [CGFloat], total: CGFloat) { self.spacing = spacing; self.count = gaps.count; self.gaps = gaps; self.total = total }
}

/// `stack.ideal`: a nil proposal along the axis: every child at its ideal length.
public struct StackIdeal: DecisionPayload, AxisDecision, Codable {
    public static let kind: DecisionKind = "stack.ideal"
    public static let sentences = DecisionSentence.perAxis(["{axis} proposal is nil: every child is asked for its ideal {axis}; sum with gaps = {total}"])
    public var axis: Axis
    public var lengths: [CGFloat]
    public var gaps: CGFloat
    public var total: CGFloat

    public var sentence: Int { axis.code }
    public init(axis: Axis, lengths: [CGFloat], gaps: CGFloat, total: CGFloat) { self.axis = axis; self.lengths = lengths; self.gaps = gaps; self.total = total }
}

/// `stack.flexibility`: a child probed at 0 and at infinity along the axis.
public struct StackFlexibility: DecisionPayload, AxisDecision, Codable {
    public static let kind: DecisionKind = "stack.flexibility"
    public static let sentences = DecisionSentence.perAxis(["{child}: {axis} between {min} (proposed 0) and {max} (proposed inf), flexibility {flexibility}"])
    public var axis: Axis
    public var min: CGFloat
    public var max: CGFloat
    public var flexibility: CGFloat
    public var priority: Double

    public var sentence: Int { axis.code }
    public init(axis: Axis, min: CGFloat, max: CGFloat, flexibility: CGFloat, priority: Double) {
        self.axis = axis; self.min = min; self.max = max; self.flexibility = flexibility; self.priority = priority
    }
}

/// `stack.groups`: children grouped by layout priority, highest first.
public struct StackGroups: DecisionPayload, Codable {
    public static let kind: DecisionKind = "stack.groups"
    public static let sentences = [
        "one priority group ({priorities}) with all {sizes} children", "{count} priority groups, highest first: {priorities}, of {sizes} children",
    ]
    public let count: Int
    public let priorities: [Double]
    /// The number of members of each group.
    public let sizes: [Int]
    /// Every group's members in turn, each group in source order.
    public let memberNodes: [NodeID]

    /// Each group's members, in source order.
    public var members: [[NodeID]] {
        var start = 0
        return sizes.map { size in
            let end = min(max(start, 0) + max(size, 0), memberNodes.count)
            defer { start = end }
            return Array(memberNodes[min(start, end)..<end])
        }
    }

    public var sentence: Int { priorities.count == 1 ? 0 : 1 }
    public init(priorities: [Double], members: [[NodeID]]) {
        count = priorities.count; self.priorities = priorities; sizes = members.map(\.count); memberNodes = members.flatMap { $0 }
    }
}

/// `stack.order`: the order a group's children are processed in: least flexible first.
public struct StackOrder: DecisionPayload, Codable {
    public static let kind: DecisionKind = "stack.order"
    public static let sentences = [
        "priority {priority}: all equally flexible, so in source order", "priority {priority}: least flexible first; that is source order",
        "priority {priority}: least flexible first: {order_nodes}",
    ]
    public var priority: Double
    /// Least flexible first (each child's flexibility is its `StackFlexibility`).
    public var orderNodes: [NodeID]
    public var sourceOrder: Bool
    /// Every child equally flexible with the same minimum.
    public var allAlike: Bool

    public var sentence: Int { !sourceOrder ? 2 : allAlike ? 0 : 1 }
    public init(priority: Double, order: [NodeID], sourceOrder: Bool, allAlike: Bool) {
        self.priority = priority; self.orderNodes = order; self.sourceOrder = sourceOrder; self.allAlike = allAlike
    }
}

/// `stack.reserve`: the space a group starts with. The first group gets the proposal minus the
/// gaps and the minimums of later groups; each later group takes its own minimums back.
public struct StackReserve: DecisionPayload, Codable {
    public static let kind: DecisionKind = "stack.reserve"
    public static let sentences = [
        "available {proposal} − {gaps} gaps = {available}",
        "available {proposal} − {gaps} gaps − {reserved} reserved for lower-priority minimums = {available}",
        "priority {priority} group takes back its minimums {returned}: available {available}",
    ]
    public var group: Int
    public var priority: Double
    public var proposal: CGFloat
    public var gaps: CGFloat
    public var reserved: CGFloat
    public var returned: CGFloat
    public var available: CGFloat

    public var sentence: Int { group > 0 ? 2 : reserved == 0 ? 0 : 1 }
    public init(group: Int, priority: Double, proposal: CGFloat, gaps: CGFloat, reserved: CGFloat, returned: CGFloat, available: CGFloat) {
        self.group = group; self.priority = priority; self.proposal = proposal; self.gaps = gaps; self.reserved = reserved; self.returned = returned
        self.available = available
    }
}

/// `stack.distribute`: a child's share: what is left divided by the children left, and what it took.
public struct StackDistribute: DecisionPayload, Codable {
    public static let kind: DecisionKind = "stack.distribute"
    public static let sentences = ["{available} / {remaining} = {proposal} proposed to {child}, which took {taken}; {left} left"]
    public var available: CGFloat
    /// Children of the group not yet sized, this one included.
    public var remaining: Int
    public var proposal: CGFloat
    public var taken: CGFloat
    /// `available - taken`.
    public let left: CGFloat
    public var group: Int
    /// Position in the group's processing order.
    public var step: Int

    public init(available: CGFloat, remaining: Int, proposal: CGFloat, taken: CGFloat, group: Int, step: Int) {
        self.available = available; self.remaining = remaining; self.proposal = proposal; self.taken = taken; left = available - taken
        self.group = group; self.step = step
    }
}

/// `stack.size`: the stack's length (children and gaps) and thickness (their aligned union).
public struct StackSize: DecisionPayload, SizeDecision, AxisDecision, Codable {
    public static let kind: DecisionKind = "stack.size"
    public static let sentences = DecisionSentence.perAxis(["{axis} = children + gaps = {length}; {across} = union of children aligned on .{alignment} = {thickness}"])
    public var axis: Axis
    public var length: CGFloat
    public var thickness: CGFloat
    public var alignment: String

    public var size: CGSize { CGSize(major: length, minor: thickness, axis: axis) }
    public var sentence: Int { axis.code }
    public init(axis: Axis, length: CGFloat, thickness: CGFloat, alignment: String) { self.axis = axis; self.length = length; self.thickness = thickness; self.alignment = alignment }
}

/// `stack.place`: a child's position: after the ones before it along the axis, aligned across.
public struct StackPlace: DecisionPayload, AxisDecision, Codable {
    public static let kind: DecisionKind = "stack.place"
    public static let sentences = [
        "first in the stack (offset {offset}); aligned on .{alignment} across",
        "after 1 view and its gap (offset {offset}); aligned on .{alignment} across",
        "after {index} views and their gaps (offset {offset}); aligned on .{alignment} across",
    ].flatMap { ["x = {point_x}: " + $0, "y = {point_y}: " + $0] }
    public var axis: Axis
    public var index: Int
    /// Along the axis, from the stack's start.
    public var offset: CGFloat
    public var across: CGFloat
    public var point: CGPoint
    public var alignment: String
    public var alignmentValue: CGFloat
    public var gapBefore: CGFloat

    public var sentence: Int { min(index, 2) * 2 + axis.code }
    public init(axis: Axis, index: Int, offset: CGFloat, across: CGFloat, point: CGPoint, alignment: String, alignmentValue: CGFloat, gapBefore: CGFloat) {
        self.axis = axis; self.index = index; self.offset = offset; self.across = across; self.point = point; self.alignment = alignment
        self.alignmentValue = alignmentValue; self.gapBefore = gapBefore
    }
}

/// `stack.repropose`: a stack placed with a `nil` proposal across its axis lays its children
/// out again with its own size there, as SwiftUI's `StackLayout.proposalWhenPlacing` does
/// (OpenSwiftUI `Layout/Stack/StackLayout.swift`, commit 069dd80b, lines 600–613): the trick
/// that makes `VStack { … .frame(maxWidth: .infinity) }.fixedSize()` children equally wide.
public struct StackReproposal: Reproposal, AxisDecision, Codable {
    public static let kind: DecisionKind = "stack.repropose"
    public static let sentences = DecisionSentence.perAxis([
        "placed with a nil {across} proposal: SwiftUI re-proposes the stack's own {across} {length}, so its children are laid out again with {placing}",
    ])
    /// The stack's axis.
    public var axis: Axis
    public var proposal: ProposedViewSize
    public var placing: ProposedViewSize
    /// The stack's own length across its axis: `placing` there.
    public let length: CGFloat

    public var sentence: Int { axis.code }
    public init(axis: Axis, proposal: ProposedViewSize, placing: ProposedViewSize) { self.axis = axis; self.proposal = proposal; self.placing = placing; length = placing[axis.other] ?? 0 }
}
