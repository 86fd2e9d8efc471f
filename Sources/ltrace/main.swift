import CommandLineSupport
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
// `record`, `check`, `replay` and `serve` read scenes: they are `ltrace-scenes` (SceneCommands).
if SceneCommands.named(in: arguments) { SceneCommands.exec(arguments) }
CommandLineMain.run(LTrace.self, arguments: arguments)
