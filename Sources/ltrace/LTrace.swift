import ArgumentParser
import Foundation
import LayoutEngine
import TraceStore

struct LTrace: ParsableCommand {
    static let version = "0.1.0"

    /// The commands whose exit status 1 means "the layouts differ".
    static let comparingCommands: Set<String> = ["replay", "diff"]

    static let configuration = CommandConfiguration(
        commandName: "ltrace",
        abstract: "Record and explain SwiftUI layouts.",
        discussion: """
            ltrace lays out a SwiftUI scene file with an engine that reproduces SwiftUI's \
            layout rules, records every sizeThatFits and place call, every probe and every \
            decision into a SQLite trace, and explains the result.

            Start with `ltrace record <scene>`, which writes ltrace.sqlite; the other commands \
            read that file unless given --trace.
            """,
        version: "ltrace \(version) (layout engine \(LayoutEngine.version), trace schema \(TraceSchema.version))",
        subcommands: [
            RecordCommand.self, CheckCommand.self, WhyCommand.self, ReplayCommand.self, DiffCommand.self, RenderCommand.self, PlotCommand.self, ExportCommand.self, TreeCommand.self, LogCommand.self,
            QueryCommand.self, SchemaCommand.self, DevicesCommand.self, ServeCommand.self,
        ])
}
