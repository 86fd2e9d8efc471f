import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Headless Chromium driven through the DevTools protocol over its pipe
/// (`--remote-debugging-pipe`: commands in on fd 3, answers and events out on fd 4, each a JSON
/// message ended by a NUL), so that a test can open a page, run script in it, move and click
/// the mouse and take screenshots. `.ci/run` installs Debian's chromium.
public final class DevTools {
    public static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    public struct ProtocolError: Error, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }
    }

    private var pid: pid_t = 0
    private var reaped = false
    private let commands: Int32
    private let answers: Int32
    private var buffer: [UInt8] = []
    private var nextID = 0
    private let profile: String

    public init(width: Int = 1400, height: Int = 900) throws {
        guard let path = Self.path else { throw ProtocolError(description: "no chromium") }
        profile = TestDirectory.fresh("ltrace-chromium").path
        // A write after the browser died must fail, not kill the test runner.
        signal(SIGPIPE, SIG_IGN)
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0 else { throw ProtocolError(description: "pipe failed") }
        guard pipe(&fromBrowser) == 0 else {
            close(toBrowser[0]); close(toBrowser[1])
            throw ProtocolError(description: "pipe failed")
        }
        // Out of the way of 3 and 4, so that the child's dup2 cannot clobber one with the other.
        let childIn = fcntl(toBrowser[0], F_DUPFD, 10), childOut = fcntl(fromBrowser[1], F_DUPFD, 10)
        close(toBrowser[0]); close(fromBrowser[1])
        commands = toBrowser[1]
        answers = fromBrowser[0]
        _ = fcntl(commands, F_SETFD, FD_CLOEXEC)
        _ = fcntl(answers, F_SETFD, FD_CLOEXEC)

        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, childIn, 3)
        posix_spawn_file_actions_adddup2(&actions, childOut, 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [
            path, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run", "--no-default-browser-check",
            "--user-data-dir=\(profile)", "--window-size=\(width),\(height)", "--hide-scrollbars", "about:blank",
        ]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
        #else
        let environment = environ
        #endif
        let status = posix_spawn(&pid, path, &actions, nil, argv, environment)
        close(childIn); close(childOut)
        guard status == 0 else {
            pid = 0
            close(commands); close(answers)
            try? FileManager.default.removeItem(atPath: profile)
            throw ProtocolError(description: "cannot start \(path): \(status)")
        }
    }

    deinit { quit() }

    public func quit() {
        guard pid != 0 else { return }
        _ = try? send("Browser.close", timeout: 5)
        var status: Int32 = 0
        for _ in 0..<50 where !reaped {
            if waitpid(pid, &status, WNOHANG) == pid { reaped = true } else { usleep(100_000) }
        }
        if !reaped {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        pid = 0
        close(commands); close(answers)
        try? FileManager.default.removeItem(atPath: profile)
    }

    /// Sends a command and waits for its answer (events in between are dropped).
    @discardableResult
    public func send(_ method: String, _ params: [String: Any] = [:], session: String? = nil, timeout: Double = 30) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0)
        try data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(commands, raw.baseAddress! + offset, raw.count - offset)
                guard n > 0 else { throw ProtocolError(description: "the browser closed its pipe") }
                offset += n
            }
        }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let answer = try readMessage(until: deadline)
            guard (answer["id"] as? Int) == nextID else { continue }
            if let error = answer["error"] as? [String: Any] { throw ProtocolError(description: "\(method): \(error["message"] ?? error)") }
            return answer["result"] as? [String: Any] ?? [:]
        }
    }

    private func readMessage(until deadline: Date) throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = Array(buffer[..<end])
                buffer.removeSubrange(...end)
                return (try JSONSerialization.jsonObject(with: Data(message)) as? [String: Any]) ?? [:]
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw ProtocolError(description: "the browser did not answer in time") }
            var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(min(left, 1) * 1000)) >= 0 else { throw ProtocolError(description: "poll failed") }
            if poller.revents == 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let n = chunk.withUnsafeMutableBytes { read(answers, $0.baseAddress, $0.count) }
            guard n > 0 else { throw ProtocolError(description: "the browser closed its pipe") }
            buffer += chunk[..<n]
        }
    }

    /// A new tab showing `url`, its scripts run once it has loaded.
    public func open(_ url: String, width: Int = 1400, height: Int = 900) throws -> Tab {
        let target = try send("Target.createTarget", ["url": "about:blank"])
        guard let id = target["targetId"] as? String else { throw ProtocolError(description: "no target") }
        let attached = try send("Target.attachToTarget", ["targetId": id, "flatten": true])
        guard let session = attached["sessionId"] as? String else { throw ProtocolError(description: "no session") }
        let tab = Tab(browser: self, session: session)
        try tab.send("Page.enable")
        try tab.send("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
        try tab.navigate(url)
        return tab
    }

    public final class Tab {
        let browser: DevTools
        let session: String

        init(browser: DevTools, session: String) { self.browser = browser; self.session = session }

        @discardableResult
        public func send(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
            try browser.send(method, params, session: session)
        }

        public func navigate(_ url: String) throws {
            try send("Page.navigate", ["url": url])
        }

        /// The value of a script (JSON-like: numbers, strings, arrays, objects).
        public func evaluate(_ script: String) throws -> Any? {
            let result = try send("Runtime.evaluate", ["expression": script, "returnByValue": true, "awaitPromise": true])
            if let exception = result["exceptionDetails"] as? [String: Any] {
                throw ProtocolError(description: "script failed: \((exception["exception"] as? [String: Any])?["description"] ?? exception)")
            }
            return (result["result"] as? [String: Any])?["value"]
        }

        /// Evaluates `condition` every 10 ms until it is true; false after `timeout` seconds.
        public func wait(for condition: String, timeout: Double = 10) throws -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if (try? evaluate("Boolean(\(condition))")) as? Bool == true { return true }
                usleep(10_000)
            }
            return false
        }

        public func mouseMove(x: Double, y: Double) throws {
            try send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y])
        }

        public func click(x: Double, y: Double) throws {
            try mouseMove(x: x, y: y)
            try send("Input.dispatchMouseEvent", ["type": "mousePressed", "x": x, "y": y, "button": "left", "clickCount": 1])
            try send("Input.dispatchMouseEvent", ["type": "mouseReleased", "x": x, "y": y, "button": "left", "clickCount": 1])
        }

        public func key(_ key: String) throws {
            try send("Input.dispatchKeyEvent", ["type": "keyDown", "key": key, "text": key.count == 1 ? key : ""])
            try send("Input.dispatchKeyEvent", ["type": "keyUp", "key": key])
        }

        public func screenshot() throws -> Data {
            let shot = try send("Page.captureScreenshot", ["format": "png"])
            guard let base64 = shot["data"] as? String, let data = Data(base64Encoded: base64) else { throw ProtocolError(description: "no screenshot") }
            return data
        }
    }
}
