import ArgumentParser
import TraceStore
import CommandLineSupport
import SceneParser

/// The commands that read scene files, run by `ltrace` in its place (`SceneCommands`): to a
/// user they are `ltrace record`, `ltrace check`, `ltrace replay` and `ltrace serve`.
struct LTraceScenes: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ltrace",
        abstract: "Record, check, replay and serve SwiftUI scenes (run as `ltrace <command>`).",
        version: LTraceVersion.line,
        subcommands: [RecordCommand.self, CheckCommand.self, ReplayCommand.self, ServeCommand.self])
}

// A scene error shows its source line under the message.
extension SceneError: SourceShowingError {}
