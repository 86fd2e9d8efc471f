import ArgumentParser
import CommandLineSupport
import Foundation
import LayoutEngine
import TraceStore

struct LTrace: ParsableCommand {
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
        version: LTraceVersion.line,
        subcommands: [
            RecordEntry.self, CheckEntry.self, WhyCommand.self, ReplayEntry.self, DiffCommand.self, RenderCommand.self, PlotCommand.self, ExportCommand.self, TreeCommand.self, LogCommand.self,
            QueryCommand.self, SchemaCommand.self, DevicesCommand.self, ServeEntry.self,
        ])
}

// The commands that read scenes, as `ltrace --help` lists them: each runs `ltrace-scenes` in this
// process's place (`SceneCommands`). main.swift hands them over before parsing, so these entries
// are reached only through the parser's own paths (completion scripts, `ltrace help`).
struct RecordEntry: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "record", abstract: SceneCommands.record)
    @Argument(parsing: .captureForPassthrough) var arguments: [String] = []
    func run() { SceneCommands.exec(["record"] + arguments) }
}

struct CheckEntry: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: SceneCommands.check)
    @Argument(parsing: .captureForPassthrough) var arguments: [String] = []
    func run() { SceneCommands.exec(["check"] + arguments) }
}

struct ReplayEntry: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "replay", abstract: SceneCommands.replay)
    @Argument(parsing: .captureForPassthrough) var arguments: [String] = []
    func run() { SceneCommands.exec(["replay"] + arguments) }
}

struct ServeEntry: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "serve", abstract: SceneCommands.serve)
    @Argument(parsing: .captureForPassthrough) var arguments: [String] = []
    func run() { SceneCommands.exec(["serve"] + arguments) }
}
