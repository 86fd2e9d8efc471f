import SwiftParser
import SwiftSyntax
import Testing
@testable import SceneParser

/// What the interpreter keeps per syntax node (`SyntaxTable`): every node of two trees parsed from
/// the same text (the same places in their trees, told apart by their trees) keeps its own value,
/// through the table's growth, and a value set again replaces the first.
@Suite struct SyntaxTableTests {
    @Test func eachNodeOfEachTreeKeepsItsOwnValue() {
        let source = "struct A { let x = 1; func f() -> Int { x + 2 } }\nlet y = [1, 2, 3].map { $0 * 2 }"
        let first = Parser.parse(source: source), second = Parser.parse(source: source)
        let nodes = (Array(first.tokens(viewMode: .all)) + Array(second.tokens(viewMode: .all))).map { Syntax($0) }
        let table = SyntaxTable<String>()
        for (i, node) in nodes.enumerated() { table[node.id] = "\(i)" }
        for (i, node) in nodes.enumerated() { #expect(table[node.id] == "\(i)") }
        #expect(nodes.count > 64)  // the table grew past its first size
        #expect(Set(nodes.map(\.id.indexInTree)).count < nodes.count)  // the trees share places
        table[nodes[0].id] = "again"
        #expect(table[nodes[0].id] == "again")
        #expect(table[SourceFileSyntax(statements: []).id] == nil)
    }
}
