import Foundation
import LayoutEngine
import Testing
@testable import SceneParser

/// The Swift that view code is written in, beyond the articles' subset: switch and patterns,
/// guard, tuples, dictionaries, explicit initializers, formatting, random values, observable
/// models and environment values. Each test reads the values back from the nodes they build.
@Suite struct SwiftSubsetTests {
    func texts(_ source: String, view: String? = nil, seed: UInt64 = 1) throws -> [String] {
        try SceneParser.parse(source: source, path: "App.swift", view: view, seed: seed).makeTree().nodes.compactMap {
            if case .string(let s)? = $0.args["text"] { return s }
            return nil
        }
    }

    /// A closure whose statements compute nothing is `() -> Void`, as Swift infers it: called as
    /// a statement it runs, with no stand-in and no warning (it was "computes no value").
    @Test func aClosureThatComputesNothingIsVoid() throws {
        let source = """
            enum Work {
                static func run() -> String {
                    var count = 0
                    let bump: (Int) -> Void = { step in count += step }
                    for i in 0..<4 { bump(i) }
                    let log = { (line: String) in _ = line }
                    log("done")
                    return "\\(count)"
                }
            }
            struct Row: View { var body: some View { Text(Work.run()) } }
            """
        let scene = try SceneParser.parse(source: source, path: "App.swift")
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
        #expect(try texts(source) == ["6"])
        #expect(failure(source) == "no error")
    }

    /// A struct's field set through a local is set in place only where nothing else holds the
    /// value: a copy in another variable, an array, a closure's capture or a caller keeps what it
    /// had, as Swift copies a struct on write.
    @Test func aStructsFieldWriteLeavesItsCopiesAlone() throws {
        let source = """
            struct Point { var x: Int; var y: Int = 0; var sum: Int { x + y } }
            enum Work {
                static func bumped(_ p: Point) -> Point { var q = p; q.x += 100; return q }
                static func run() -> String {
                    var p = Point(x: 1)
                    let copy = p
                    var list = [p]
                    p.x += 1
                    p.y = 5
                    list[0].x += 10
                    let later = bumped(p)
                    var total = 0
                    for _ in 0..<3 { p.x *= 2; total += p.sum }
                    return "\\(p.x) \\(p.y) \\(copy.x) \\(list[0].x) \\(later.x) \\(p.x) \\(total)"
                }
            }
            struct Row: View { var body: some View { Text(Work.run()) } }
            """
        #expect(try texts(source) == ["16 5 1 11 102 16 43"])
        #expect(failure(source) == "no error")
    }

    /// `text += …` of a local string appends in place (`Scope.append`): a copy taken before, a
    /// closure's capture, a field of `self` and a string in an array keep their own text.
    @Test func aStringAppendedInPlaceLeavesItsCopiesAlone() throws {
        let source = """
            struct Log {
                var text = "log"
                mutating func add(_ line: String) { text += line }
            }
            enum Work {
                static func run() -> String {
                    var text = "a"
                    let copy = text
                    var list = [text]
                    let seen = { text }
                    text += "b"
                    list[0] += "c"
                    var log = Log()
                    log.add("!")
                    var count = 1
                    count += 2
                    for i in 0..<3 { text += "\\(i)" }
                    return "\\(text) \\(copy) \\(list[0]) \\(seen()) \\(log.text) \\(count)"
                }
            }
            struct Row: View { var body: some View { Text(Work.run()) } }
            """
        #expect(try texts(source) == ["ab012 a ac ab012 log! 3"])
        #expect(failure(source) == "no error")
    }

    /// A field read or written at one place keeps where it found the field (`InstanceFields.index(of:hint:)`):
    /// instances of types whose fields are in another order still give their own field, a struct
    /// a second local holds is copied before its field is set, and a loop's scope used again for
    /// the next turn binds its names anew (`Scope.removeAll`).
    @Test func aFieldReadAtOnePlaceIsEachInstancesOwn() throws {
        let source = """
            protocol Point { var x: Int { get set } }
            struct Flat: Point { var x: Int; var y: Int }
            struct Tall: Point { var y: Int; var z: Int; var x: Int }
            enum Work {
                static func run() -> String {
                    let points: [any Point] = [Flat(x: 1, y: 2), Tall(y: 3, z: 4, x: 5), Flat(x: 6, y: 7)]
                    var total = 0
                    var kept: [any Point] = []
                    for point in points {
                        var p = point
                        let before = p
                        p.x += 10
                        total += p.x
                        kept.append(before)
                        kept.append(p)
                    }
                    var names = ""
                    for (i, q) in kept.enumerated() { names += "\\(i):\\(q.x) " }
                    return "\\(total) \\(names)"
                }
            }
            struct Row: View { var body: some View { Text(Work.run()) } }
            """
        #expect(try texts(source) == ["42 0:1 1:11 2:5 3:15 4:6 5:16 "])
        #expect(failure(source) == "no error")
    }

    /// An operator whose operands are names or literals reads them in place
    /// (`Interpreter.binary(_:_:_:_:left:right:)`), as evaluating it would: a whole number
    /// beside a Double, a literal where a CGFloat is expected, and an Int's overflow.
    @Test func anOperatorsRightLeafIsReadAsItsValue() throws {
        let source = """
            enum Work {
                static func run() -> String {
                    let half = 0.5
                    var n = 7
                    let ratio: CGFloat = 3 / 2
                    let mixed = half * 3 == 1.5
                    let same = n == 7
                    let below = half < 1
                    n -= 2
                    let scaled: CGFloat = 3 * half
                    return "\\(n % 3) \\(ratio) \\(mixed) \\(same) \\(below) \\(half + 1) \\(n > 4) \\(2 * half) \\(10 - n) \\(7 == n + 2) \\(scaled)"
                }
            }
            struct Row: View { var body: some View { Text(Work.run()) } }
            """
        #expect(try texts(source) == ["2 1.5 true true true 1.5 true 1.0 5 true 1.5"])
        #expect(failure(source) == "no error")
        let overflow = """
            enum Work {
                static func run() -> String {
                    let big = Int.max
                    return "\\(big + 1)"
                }
            }
            struct Row: View { var body: some View { Text(Work.run()) } }
            """
        #expect(failure(overflow) == "App.swift:4:19: error: arithmetic overflow (reached through Row.body → Work.run(…))")
    }

    /// A call site keeps what it found (`CallSite`) only for the type whose code runs it: the same
    /// `describe()` in a protocol's extension reaches each conforming type's own `name()` and
    /// `label()`, a local of the callee's name takes over from the method, and a closure a local
    /// holds is called with its arguments.
    @Test func aCallFindsTheFunctionOfTheTypeWhoseCodeRunsIt() throws {
        let source = """
            protocol Named { static func name() -> String; func label() -> String }
            extension Named {
                static func describe() -> String { name() + "!" }
                func shout() -> String { label() + "?" }
            }
            struct Cat: Named { static func name() -> String { "cat" }; func label() -> String { "meow" } }
            struct Dog: Named { static func name() -> String { "dog" }; func label() -> String { "woof" } }
            enum Work {
                static func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
                static func twice(of n: Int, plus extra: Int = 0) -> Int { n * 2 + extra }
                static func run() -> String {
                    var parts: [String] = []
                    for i in 0..<4 {
                        parts.append(i % 2 == 0 ? Cat.describe() : Dog.describe())
                        parts.append(i % 2 == 0 ? Cat().shout() : Dog().shout())
                    }
                    let fib = { (n: Int) in n * 100 }
                    var total = 0
                    let bump: (Int) -> Void = { step in total += step }
                    for i in 0..<5 { bump(i) }
                    return parts.joined(separator: " ") + " \\(Work.fib(10)) \\(fib(3)) \\(twice(of: 4)) \\(twice(of: 4, plus: 1)) \\(total)"
                }
            }
            struct Row: View { var body: some View { Text(Work.run()) } }
            """
        #expect(try texts(source) == ["cat! meow? dog! woof? cat! meow? dog! woof? 55 300 8 9 10"])
        #expect(failure(source) == "no error")
    }

    /// A loop's iterations share a scope only while nothing keeps it: each closure made in the
    /// loop keeps its own iteration's `i`, as in Swift.
    @Test func eachIterationsClosureKeepsItsOwnNames() throws {
        let source = """
            enum Work {
                static func run() -> String {
                    var readers: [() -> Int] = []
                    var seen = 0
                    for i in 0..<4 {
                        if i % 2 == 0 { readers.append({ i * 10 }) } else { seen += i }
                    }
                    return readers.map { "\\($0())" }.joined(separator: ",") + " \\(seen)"
                }
            }
            struct Row: View { var body: some View { Text(Work.run()) } }
            """
        #expect(try texts(source) == ["0,20 4"])
        #expect(failure(source) == "no error")
    }

    /// A collection method's closure runs every element in one scope when nothing keeps it
    /// (`closureArgument`): a closure made for an element keeps that element's `$0` and `i`.
    @Test func eachElementsClosureKeepsItsOwnNames() throws {
        let source = """
            enum Work {
                static func run() -> String {
                    let makers = (0..<3).map { i in { i * 10 } }
                    let shorthand = [4, 5].map { n in { n + $0 } }.map { $0(1) }
                    let doubled = [1, 2, 3].map { $0 * 2 }.filter { $0 > 2 }
                    return makers.map { "\\($0())" }.joined(separator: ",") + " \\(shorthand) \\(doubled)"
                }
            }
            struct Row: View { var body: some View { Text(Work.run()) } }
            """
        #expect(try texts(source) == ["0,10,20 [5, 6] [4, 6]"])
        #expect(failure(source) == "no error")
    }

    func failure(_ source: String) -> String {
        do {
            _ = try SceneParser.parse(source: source, path: "App.swift", strict: true)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    static let loadState = """
        enum LoadState {
            case idle
            case loading(progress: Double)
            case loaded([String])
            case failed(String)
        }
        """

    @Test func switchOverAnEnumWithAssociatedValues() throws {
        let source = Self.loadState + """

            struct Status: View {
                let state: LoadState
                var title: String {
                    switch state {
                    case .idle: return "Idle"
                    case .loading(let p) where p > 0.5: return "Almost"
                    case .loading: return "Loading"
                    case let .loaded(names): return "\\(names.count) loaded"
                    case .failed(let message): return message
                    }
                }
                var body: some View {
                    switch state {
                    case .loaded(let names):
                        ForEach(names, id: \\.self) { Text($0) }
                    case .failed, .idle:
                        Text("-")
                    default:
                        EmptyView()
                    }
                    Text(title)
                }
            }
            #Preview("Loaded") { Status(state: .loaded(["Tea", "Cake"])) }
            #Preview("Loading") { Status(state: LoadState.loading(progress: 0.8)) }
            #Preview("Failed") { Status(state: .failed("Offline")) }
            """
        #expect(try texts(source) == ["Tea", "Cake", "2 loaded"])
        #expect(try SceneParser.parse(source: source, path: "App.swift", preview: "Loading").makeTree().nodes.compactMap { $0.args["text"] } == [.string("Almost")])
        #expect(try SceneParser.parse(source: source, path: "App.swift", preview: "Failed").makeTree().nodes.compactMap { $0.args["text"] } == [.string("-"), .string("Offline")])
    }

    @Test func switchOverNumbersRangesAndStrings() throws {
        let source = """
            func grade(_ score: Int) -> String {
                switch score {
                case 90...: return "A"
                case 75..<90: return "B"
                case 0, 1: return "none"
                default: return "C"
                }
            }
            let label = switch "tea" { case "coffee": "hot"; case "tea": "warm"; default: "cold" }
            VStack {
                Text(grade(95))
                Text(grade(80))
                Text(grade(1))
                Text(grade(50))
                Text(label)
            }
            """
        #expect(try texts(source) == ["A", "B", "none", "C", "warm"])
    }

    @Test func ifCaseGuardLetAndLoops() throws {
        let source = Self.loadState + """

            struct Summary: View {
                let state: LoadState
                let prices: [Double]
                var total: Double {
                    var sum = 0.0
                    for price in prices where price > 1 { sum += price }
                    return sum
                }
                func first(_ names: [String]) -> String {
                    guard let name = names.first else { return "nobody" }
                    return name
                }
                var body: some View {
                    if case .loaded(let names) = state, names.count > 1 {
                        Text(first(names))
                    } else {
                        Text("none")
                    }
                    Text("\\(total)")
                    Text(first([]))
                }
            }
            #Preview { Summary(state: .loaded(["Ada", "Bo"]), prices: [0.5, 2, 3.5]) }
            """
        #expect(try texts(source) == ["Ada", "5.5", "nobody"])
    }

    /// What layout code computes with: module-qualified functions beside locals of their name,
    /// a tuple field labelled by its declared type, `.zero` of a type only the closure says,
    /// `map` of a function, a method named like a property.
    @Test func theSwiftLayoutCodeWrites() throws {
        let source = """
            enum Gap: ExpressibleByIntegerLiteral {
                case fixed(Double)
                case viewSpacing(minimum: Double)
                static var viewSpacing: Gap { .viewSpacing(minimum: 4) }
                init(integerLiteral value: Int) { self = .fixed(Double(value)) }
            }
            struct Row {
                var elements: [(index: Int, width: Double)] = []
                var spacing: Double? = nil
                func spacing(_ a: Int, _ b: Int) -> Double { Double(a + b) }
                func firstAndRest() -> String {
                    var indices = [5, 6, 7, 8].indices
                    let first = indices.removeFirst()
                    return "\\(first) \\(indices.count)"
                }
                func describe() -> String {
                    "\\(spacing(1, 2))"
                }
            }
            struct Report: View {
                var body: some View {
                    let max = 7
                    var row = Row()
                    row.elements.append((3, 1.5))
                    let widest = [CGSize(width: 3, height: 1), CGSize(width: 5, height: 2)].reduce(.zero) { current, s in
                        CGSize(width: Swift.max(current.width, s.width), height: Swift.max(current.height, s.height))
                    }
                    let scaled: Double? = 2
                    var kept = [1, 2, 3]
                    let gap: Gap = .viewSpacing
                    let literal: Gap = 12
                    let _ = kept.removeAll(keepingCapacity: true)
                    Text("\\(Swift.min(3, 2)) \\(Swift.max(1, max)) \\(row.elements[0].index) \\(widest.width) \\(scaled.map(Int.init) ?? 0) \\(row.describe()) \\(kept.count) \\(gap) \\(literal) \\(row.firstAndRest())")
                }
            }
            """
        #expect(try texts(source) == ["2 7 3 5.0 2 3.0 0 viewSpacing(minimum: 4.0) fixed(12.0) 0 3"])
    }

    @Test func tuplesAndEnumerated() throws {
        let source = """
            struct Forecast: View {
                let days: [(day: String, high: Int)] = [("Mon", 21), ("Tue", 18)]
                var body: some View {
                    let (first, second) = ("a", "b")
                    Text(first + second)
                    ForEach(Array(days.enumerated()), id: \\.offset) { index, entry in
                        Text("\\(index): \\(entry.day) \\(entry.1)")
                    }
                    ForEach(days.indices, id: \\.self) { i in Text(days[i].0) }
                }
            }
            """
        #expect(try texts(source) == ["ab", "0: Mon 21", "1: Tue 18", "Mon", "Tue"])
    }

    /// A string is a collection of characters, each a one-character string with `Character`'s
    /// properties, also in an extension's members that call them on an implicit `self`.
    @Test func stringsAreCollectionsOfCharacters() throws {
        let source = """
            extension String {
                var isBlank: Bool { allSatisfy(\\.isWhitespace) || isEmpty }
                var digits: Int { filter(\\.isNumber).count }
            }
            struct Code: View {
                var body: some View {
                    Text("\\("  ".isBlank) \\("a b".isBlank) \\("a1b22".digits)")
                    Text("\\("ab9".contains { $0.isNumber }) \\("abc".contains(where: \\.isUppercase)) \\("x y  z".split(whereSeparator: \\.isWhitespace).count)")
                    Text("\\("7".first!.wholeNumberValue ?? 0) \\(String("abc".reversed())) \\("abc".map { $0.uppercased() }.joined()) [\\(String("ab".filter(\\.isNumber)))] \\("a1b2".filter { $0.isLetter })")
                }
            }
            """
        #expect(try texts(source) == ["true false 3", "true false 3", "7 cba ABC [] ab"])
    }

    /// `UIFontMetrics(forTextStyle:).scaledValue(for:)` grows a length as its style does, at the
    /// size the scene is read at (Large: as written).
    @Test func fontMetricsScaleALengthWithItsTextStyle() throws {
        let source = """
            struct Badge: View {
                var body: some View {
                    Text("\\(UIFontMetrics.default.scaledValue(for: 10)) \\(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 28))")
                }
            }
            """
        #expect(try texts(source) == ["10.0 28.0"])
        let large = try SceneParser.parse(source: source, path: "App.swift", dynamicTypeSize: .accessibility1).makeTree().nodes.compactMap { node -> String? in
            if case .string(let s)? = node.args["text"] { return s }
            return nil
        }
        // Leadings: body 22 → 34, title 34 → 46; 10 × 34 / 22 = 15.45 and 28 × 46 / 34 = 37.88, to
        // the third of a point: 46 / 3 and 38.
        #expect(large == ["\(46.0 / 3) 38.0"])
        // A style passed in is not interpreted: the metrics, and what they scale, are opaque.
        let passedIn = """
            func gap(_ style: UIFont.TextStyle) -> CGFloat { UIFontMetrics(forTextStyle: style).scaledValue(for: 8) }
            struct Row: View { var body: some View { Text("\\(gap(.body))") } }
            """
        #expect(try texts(passedIn) == ["UIFontMetrics(forTextStyle: style).scaledValue(for: 8)"])
    }

    @Test func dictionariesAndSorting() throws {
        let source = """
            struct Totals: View {
                let minutes: [String: Int] = ["run": 30, "swim": 45, "bike": 60]
                var body: some View {
                    Text("\\(minutes["swim"] ?? 0) \\(minutes["yoga"] ?? 0) \\(minutes["yoga", default: 5]) \\(minutes.count)")
                    ForEach(minutes.keys.sorted(), id: \\.self) { Text($0) }
                    ForEach(minutes.sorted(by: { $0.value > $1.value }), id: \\.key) { pair in Text("\\(pair.key)=\\(pair.value)") }
                    Text("\\(minutes.values.reduce(0, +)) \\(minutes.values.max() ?? 0) \\([3, 1, 2].reduce(0) { $0 + $1 * 2 })")
                }
            }
            """
        #expect(try texts(source) == ["45 0 5 3", "bike", "run", "swim", "bike=60", "swim=45", "run=30", "135 60 12"])
    }

    @Test func iteratingADictionaryWarnsThatItsOrderIsUnspecified() throws {
        let source = """
            let counts = ["a": 1, "b": 2]
            VStack { ForEach(Array(counts), id: \\.key) { Text($0.key) } }
            """
        let scene = try SceneParser.parse(source: source, path: "App.swift")
        #expect(scene.diagnostics.map(\.description) == ["App.swift:2:24: warning: a dictionary's order is unspecified in Swift (it changes between launches); ltrace uses the order written"])
    }

    @Test func formatSpecifiersAndFormattedNumbers() throws {
        let source = """
            let price = 7.5
            VStack {
                Text("\\(price, specifier: "%.2f") €")
                Text(String(format: "%d%% of %@", 42, "goal"))
                Text(String(format: "%05.1f|%x", 3.14159, 255))
                Text(String(format: "%-8.3e|%+ld|%c|%g", 12345.678, 3, 65, 0.0001))
                Text(String(format: "%070.2f", 1.5))
                Text(12345.formatted())
                Text(0.25.formatted(.percent))
                Text(price, format: .number.precision(.fractionLength(1)))
                Text("\\(Int(price)) \\(Double(3)) \\(price.rounded())")
            }
            """
        #expect(try texts(source) == ["7.50 €", "42% of goal", "003.1|ff", "1.235e+04|+3|A|0.0001", String(repeating: "0", count: 66) + "1.50", "12,345", "25%", "7.5", "7 3.0 8.0"])
    }

    @Test func aBuiltInCallRunAgainGivesWhatItsFirstRunGave() throws {
        // A call site remembers which built-in a name runs once it is resolved there, unless the
        // scene adds an initializer of its own to the type (`Int(doubled:)`).
        let source = """
            extension Int { init(doubled value: Int) { self = value * 2 } }
            enum Work {
                static func run() -> String {
                    var parts: [String] = []
                    for i in 0..<3 { parts.append(String(format: "%.1f", Double(i) / 2) + "/" + String(Int(doubled: i)) + "/" + String(max(i, 1))) }
                    return parts.joined(separator: " ")
                }
            }
            Text(Work.run())
            """
        #expect(try texts(source) == ["0.0/0/1 0.5/2/1 1.0/4/2"])
    }

    @Test func randomValuesAreSeededAndReported() throws {
        let source = """
            let faces = [1, 2, 3, 4, 5, 6]
            VStack {
                Text("\\(Int.random(in: 1...6)) \\(faces.shuffled().map { String($0) }.joined())")
                Text("\\(faces.randomElement() ?? 0) \\(Bool.random())")
            }
            """
        let first = try texts(source)
        #expect(try texts(source) == first)
        #expect(try texts(source, seed: 7) != first)
        let scene = try SceneParser.parse(source: source, path: "App.swift")
        #expect(scene.seed == 1)
        #expect(scene.diagnostics.map(\.description).contains("App.swift:3:13: warning: 'Int.random(in: 1...6)' is drawn from ltrace's seeded generator (seed 1), so every recording gets the same values"))
    }

    @Test func explicitInitializersOfModelsAndViews() throws {
        let source = """
            struct Order {
                let id: Int
                let items: [String: Int]
                var total: Double
                var note: String?
                init(id: Int, items: [String: Int]) {
                    self.id = id
                    self.items = items
                    total = Double(items.values.reduce(0, +)) * 2.5
                }
            }
            struct Badge: View {
                @State private var count: Int
                private let title: String
                init(_ title: String, count: Int = 2) {
                    self.title = title.uppercased()
                    _count = State(initialValue: count * 10)
                }
                var body: some View { Text("\\(title) \\(count)") }
            }
            #Preview {
                let order = Order(id: 1, items: ["tea": 2, "cake": 1])
                VStack {
                    Text("\\(order.total) \\(order.note ?? "-")")
                    Badge("new")
                    Badge("sale", count: 3)
                }
            }
            """
        #expect(try texts(source) == ["7.5 -", "NEW 20", "SALE 30"])
    }

    @Test func anInitializerThatMatchesNoCallIsReported() {
        let source = """
            struct Row: View {
                let title: String
                init(title: String) { self.title = title }
                var body: some View { Text(title) }
            }
            Row(name: "x")
            """
        #expect(failure(source) == "App.swift:6:1: error: no initializer of 'Row' takes these arguments; it has Row(title:)")
    }

    @Test func observableModelsAndObjectWrappersHoldTheirInitialValues() throws {
        let source = """
            @Observable final class Library {
                var books: [String] = ["Dune", "Emma"]
                var title = "Shelf"
            }
            final class Settings: ObservableObject {
                @Published var columns = 3
            }
            struct Shelf: View {
                @State private var library = Library()
                @StateObject private var settings = Settings()
                @EnvironmentObject var shared: Settings
                @Environment(Library.self) private var injected
                var body: some View {
                    Text("\\(library.title) \\(library.books.count) \\(settings.columns) \\(shared.columns) \\(injected.books.first ?? "")")
                }
            }
            #Preview {
                Shelf()
                    .environmentObject(Settings())
                    .environment(Library())
            }
            """
        #expect(try texts(source) == ["Shelf 2 3 3 Dune"])
    }

    @Test func environmentValuesHaveDefaultsAndCanBeSet() throws {
        let source = """
            struct Themed: View {
                @Environment(\\.colorScheme) private var scheme
                @Environment(\\.dynamicTypeSize) private var size
                var body: some View {
                    Text(scheme == .dark ? "dark" : "light")
                    Text(size >= .xxLarge ? "big" : "regular")
                    Text(size.isAccessibilitySize ? "a11y" : "-")
                }
            }
            #Preview("Default") { Themed() }
            #Preview("Dark") { Themed().environment(\\.colorScheme, .dark).environment(\\.dynamicTypeSize, .accessibility2) }
            """
        #expect(try texts(source) == ["light", "regular", "-"])
        let dark = try SceneParser.parse(source: source, path: "App.swift", preview: "Dark")
        #expect(dark.makeTree().nodes.compactMap { $0.args["text"] } == [.string("dark"), .string("big"), .string("a11y")])
        // The size is applied: the texts inside are laid out at accessibility2 (body 33 pt).
        #expect(dark.diagnostics.isEmpty)
        let tree = dark.makeTree()
        #expect(tree.nodes.contains { $0.kind == "dynamicTypeSize" && $0.label == "environment(\\.dynamicTypeSize, .accessibility2)" })
        let pass = LayoutEngine(tree: tree).layout(in: ProposedViewSize(width: 390, height: 844))
        let big = try #require(tree.nodes.first { $0.args["text"] == .string("big") })
        #expect(pass.frame(of: big.id)?.height == TextMetrics.pixelCeil(33 * 2444 / 2048, scale: 3))
    }

    @Test func environmentFontIsTheFontModifier() throws {
        let tree = try SceneParser.parse(source: #"Text("Hi").environment(\.font, .title)"#, path: "App.swift").makeTree()
        #expect(tree.nodes.map(\.kind) == ["font", "Text"])
    }

    @Test func customContainersTakingViewBuilderClosures() throws {
        let source = """
            typealias Points = CGFloat
            struct Card<Content: View>: View {
                let title: String
                let content: Content
                init(_ title: String, @ViewBuilder content: () -> Content) {
                    self.title = title
                    self.content = content()
                }
                var body: some View { VStack { Text(title); content } }
            }
            struct Stack2<Content: View>: View {
                var spacing: Points = 4
                @ViewBuilder var content: () -> Content
                var body: some View { VStack(spacing: spacing) { content() } }
            }
            fileprivate struct Row: View {
                private let name: String
                fileprivate init(name: String) { self.name = name }
                var body: some View { Text(name) }
            }
            func scaled(_ x: Points, by factor: (Points) -> Points) -> Points { factor(x) }
            Card("Title") {
                Row(name: "row")
                Stack2 { Text("a"); Text("b") }
                Stack2(spacing: scaled(4) { $0 * 2 }, content: { Text("c") })
            }
            """
        let tree = try SceneParser.parse(source: source, path: "App.swift").makeTree()
        #expect(tree.nodes.compactMap { $0.args["text"] } == ["Title", "row", "a", "b", "c"].map { .string($0) })
        #expect(tree.nodes.filter { $0.kind == "VStack" }.map { $0.args["spacing"] } == [.null, .number(4), .number(8)])
    }

    @Test func materialsAndUnknownShapeStylesFillLikeColours() throws {
        let source = """
            VStack {
                Text("a").background(.ultraThinMaterial)
                Text("b").background(.brandInk)
                Rectangle().fill(.tertiary).frame(height: 2)
            }
            """
        let scene = try SceneParser.parse(source: source, path: "App.swift")
        #expect(scene.makeTree().nodes.map(\.label).contains(".ultraThinMaterial"))
        #expect(scene.diagnostics.map(\.description) == [
            "App.swift:3:26: warning: '.brandInk' is not a colour or shape style ltrace knows; it is drawn as a placeholder (a colour cannot change layout)"
        ])
    }

    @Test func membersWithoutSelfTypedStaticsAndPayloads() throws {
        let source = """
            enum Die: Int, CaseIterable { case d6 = 6, d20 = 20
                var name: String { "d\\(rawValue)" }
                var label: String { name.uppercased() }
                func roll(_ n: Int) -> String { "\\(n)\\(label)" }
                var summary: String { roll(2) }
            }
            struct Order { let id: Int; static let sample: Order = Order(id: 7) }
            enum Load { case loaded(Order), idle }
            struct Hours { static let hourly: [(hour: Int, temp: Int)] = [(9, 20)] }
            struct Screen: View {
                let load: Load
                var heading: String { "Orders" }
                var body: some View {
                    Text(Die.d20.summary)
                    Card { Text(heading) }
                    if case .loaded(let o) = load { Text("\\(o.id)") }
                    ForEach(Hours.hourly, id: \\.hour) { h in Text("\\(h.temp)") }
                }
            }
            struct Card<Content: View>: View {
                @ViewBuilder var content: () -> Content
                var body: some View { VStack { content() } }
            }
            #Preview { Screen(load: .loaded(.sample)) }
            """
        #expect(try texts(source) == ["2D20", "Orders", "7", "20"])
        let tree = try SceneParser.parse(source: #"Text("a").padding(true ? .trailing : .leading, 48)"#, path: "App.swift").makeTree()
        #expect(tree.nodes[0].args["trailing"] == .number(48) && tree.nodes[0].args["leading"] == .number(0))
    }

    @Test func staticsThatExtensionsAddToBuiltInTypes() throws {
        let source = """
            extension CGFloat { static let gutter: CGFloat = 12 }
            extension Font { static let cardTitle = Font.system(size: 17, weight: .semibold) }
            extension Color { static let brand = Color(red: 0.2, green: 0.4, blue: 0.9) }
            extension String { static var greeting: String { "Hi" } }
            VStack(spacing: .gutter) {
                Text(.greeting).font(.cardTitle)
                Color.brand.frame(width: CGFloat.gutter * 2, height: .gutter)
            }
            """
        let tree = try SceneParser.parse(source: source, path: "App.swift").makeTree()
        #expect(tree.nodes.map(\.kind) == ["VStack", "Text", "frame", "Color"])
        #expect(tree.nodes[1].args["font"] == .string(Font.system(size: 17, weight: .semibold).name))
        #expect(tree.nodes[2].args["width"] == .number(24) && tree.nodes[2].args["height"] == .number(12))
        #expect(tree.nodes[0].args["spacing"] == .number(12))
    }

    @Test func mistakesInTheNewConstructsArePositioned() {
        #expect(failure(Self.loadState + "\nlet s = LoadState.loaded(1, 2)\nText(\"\\(s)\")") == "App.swift:7:9: error: enum case 'loaded' takes 1 associated value, not 2")
        #expect(failure(Self.loadState + "\nlet s = LoadState.loaded\nText(\"\\(s)\")") == "App.swift:7:19: error: enum case 'loaded' needs its associated values: loaded(…)")
        #expect(failure("func f(_ x: Int) -> String {\n    guard x > 0 else { print(x) }\n    return \"y\"\n}\nText(f(0))").hasPrefix("App.swift:2:5: error: the `else` of a `guard` must leave the function with `return`"))
        #expect(failure("func f(_ x: Int) -> String {\n    switch x { case 1: return \"a\" }\n}\nText(f(2))") == "App.swift:2:5: error: no case of this `switch` matches 2; Swift requires a `default:`")
        #expect(failure("VStack {\n    let p = (1, 2)\n    let (a, b, c) = p\n    Text(\"x\")\n}") == "App.swift:3:9: error: cannot bind a tuple to the tuple pattern '(a, b, c)'")
        #expect(failure("let x = 1\nText(String(format: \"%d %d\", x))") == "App.swift:2:21: error: the format '%d %d' has more conversions than values")
        // A format is read once (`Interpreter.FormatPiece`); its mistakes are still met in order.
        #expect(failure("Text(String(format: \"%d %k\"))") == "App.swift:1:21: error: the format '%d %k' has more conversions than values")
        #expect(failure("Text(String(format: \"%k %d\", 1, 2))") == "App.swift:1:21: error: unsupported conversion '%k' in '%k %d'")
        #expect(failure("Text(String(format: \"%d and %\", 1))") == "App.swift:1:21: error: the format '%d and %' ends inside a conversion")
        #expect(failure("struct Row: View {\n    @Environment(\\.colorScheme) var s\n    var body: some View { Text(s == .darker ? \"a\" : \"b\") }\n}") == "App.swift:3:37: error: '.darker' is not a ColorScheme; did you mean '.dark'?")
    }
}
