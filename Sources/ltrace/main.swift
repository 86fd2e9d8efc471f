import ArgumentParser
import Foundation

// Run on a thread with a large stack: deep scenes are limited by the parser,
// but layout and analyses recurse along the tree.
let thread = Thread {
    let arguments = Array(CommandLine.arguments.dropFirst())
    do {
        var command = try LTrace.parseAsRoot(arguments)
        try command.run()
        exit(0)
    } catch {
        // replay and diff exit like diff(1): 1 means "differs", so any error, usage errors included, is 2.
        let status = LTrace.exitCode(for: error).rawValue
        if status != 0, status != 1, let name = arguments.first, LTrace.comparingCommands.contains(name) {
            let message = LTrace.fullMessage(for: error)
            if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            exit(2)
        }
        LTrace.exit(withError: error)
    }
}
thread.stackSize = 512 << 20
thread.start()
while true { sleep(1000) }
