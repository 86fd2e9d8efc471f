import Foundation
import Testing
import TestSupport
@testable import TraceStore

@Suite struct SchemaContractTests {

    @Test func embeddedSchemaIsSchemaSQL() throws {
        let file = try String(contentsOf: Repository.root.appendingPathComponent("schema.sql"), encoding: .utf8)
        #expect(TraceSchema.sql + "\n" == file, "run .ci/embed-schema after editing schema.sql")
    }

    @Test func schemaSplitsIntoTablesThenIndexes() {
        let (tables, indexes) = TraceSchema.statements()
        #expect(tables.first?.hasPrefix("PRAGMA application_id") == true)
        #expect(tables.contains { $0.hasPrefix("CREATE TABLE calls") })
        #expect(tables.contains { $0.hasPrefix("CREATE VIEW frames") })
        #expect(indexes.count == 3)
        #expect(indexes.allSatisfy { $0.hasPrefix("CREATE INDEX") })
    }
}
