import ArgumentParser
import CommandLineSupport
import TraceStore

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the trace database schema.",
        discussion: "The tables, columns, views and indexes of every trace, each with a comment saying what it holds: the contract your queries can rely on.")

    func run() throws {
        print(TraceSchema.sql)
    }
}
