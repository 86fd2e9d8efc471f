import ArgumentParser
import CommandLineSupport
import Dispatch
import Foundation
import LayoutEngine
import SceneParser
import SceneRecording
import TextShaping
import TraceServer
import TraceStore

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: SceneCommands.serve,
        discussion: """
            Records the scene as `record` does, with the same scene and layout options (files \
            or an app's folder, --view or --preview, --device or --proposal, --dynamic-type, \
            --assets, --fonts…), starts a web server on loopback and prints the page's address; open it \
            in a browser (or pass --open). The scene's files are watched: on every save the \
            scene is recorded again and every open page updates in place, keeping the selected \
            view and the zoom, and lists what changed since the previous save with the diff's \
            explanations. A save that does not record shows its error, as the terminal does, \
            over the last good picture.

            The server answers only the page, its data and its event stream, only to requests \
            addressed to it (a foreign Host is refused), and never a file by a path in the \
            request. Its traces live in a private temporary folder, removed when it stops \
            (Ctrl-C).

            Examples:
              ltrace serve Traces/settings-screen.swift
              ltrace serve Sources/App --preview CardView_Previews --device iphone-15 --port 8080
            """)

    @OptionGroup(title: "Scene") var input: SceneInputOptions

    @OptionGroup(title: "View") var recorded: RecordedViewOptions

    @OptionGroup(title: "Layout") var layout: SceneLayoutOptions

    @Option(name: .long, help: ArgumentHelp("The port to listen on (default: one the system chooses).", valueName: "n"))
    var port: Int = 0

    @Option(name: .long, help: ArgumentHelp("The address to listen on: 127.0.0.1 (the default) or ::1; other machines cannot reach either.", valueName: "address"))
    var host: String = "127.0.0.1"

    @Flag(help: "Open the page in the default browser.")
    var open = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port \(port): a port is 0 … 65535") }
        guard ["127.0.0.1", "::1", "localhost"].contains(host) else {
            throw ValidationError("--host \(host): the server listens on loopback only (127.0.0.1 or ::1)")
        }
    }

    func run() throws {
        try reportingErrors {
            let command = (["ltrace"] + CommandLine.arguments.dropFirst()).map(SceneSources.shellQuoted).joined(separator: " ")
            let layout = self.layout
            let scene = try LiveScene(recording: try SceneRecording(input, recorded, layout, command: command), passes: { try layout.passes($0) }) { errorLine(for: $0) }
            let session = LiveSession(scene: scene, host: host == "localhost" ? "127.0.0.1" : host) { outcome in
                let stamp = TraceMeta.timestamp()
                switch outcome {
                case .trace(_, let version, let changes):
                    TerminalText.say("\(stamp) recorded again (version \(version)): \(changes.isEmpty ? "no frame changed" : "\(changes.count) change(s)")")
                case .error(let message, _):
                    FileHandle.standardError.write(Data(TerminalText.safe(message + "\n", for: .standardError).utf8))
                }
                fflush(stdout)
            }
            let address: String
            do {
                let started = try session.start(port: port)
                address = started.address
                if case .error(let message, _) = started.first {
                    FileHandle.standardError.write(Data(TerminalText.safe(message + "\n", for: .standardError).utf8))
                }
            } catch {
                session.stop()
                throw CLIError("cannot serve on \(host) port \(port): \(error)")
            }
            TerminalText.say("serving \(scene.files.count == 1 ? scene.files[0] : "\(scene.files.count) files") at \(address) (Ctrl-C stops)")
            fflush(stdout)
            if open { Self.openInBrowser(address) }
            // Stop cleanly on Ctrl-C or a termination request: no trace is left behind.
            let stop = DispatchSemaphore(value: 0)
            var handlers: [DispatchSourceSignal] = []
            for sig in [SIGINT, SIGTERM] {
                signal(sig, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
                source.setEventHandler { stop.signal() }
                source.resume()
                handlers.append(source)
            }
            stop.wait()
            session.stop()
            handlers.forEach { $0.cancel() }
        }
    }

    static func openInBrowser(_ address: String) {
        let process = Process()
        #if os(macOS)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
        #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdg-open")
        #endif
        process.arguments = [address]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        if (try? process.run()) == nil {
            FileHandle.standardError.write(Data("warning: could not open a browser; open \(address) yourself\n".utf8))
        }
    }
}
