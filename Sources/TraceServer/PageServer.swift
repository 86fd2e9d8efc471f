import Dispatch
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import LayoutEngine
import TraceRender

/// The page's server, on loopback by default (SwiftNIO's HTTP/1 server): `/` is the live page,
/// `/data.json` the latest trace's data, `/why.json?version=&pass=&node=` a node's why chain,
/// `/events` a stream of Server-Sent Events, `trace` with each new trace's data and
/// `scene-error` with a message when a save does not record. Every other path is refused (the
/// server never reads a file named by a request), as is a request whose `Host` is not this
/// server's own address (a DNS-rebinding page's would be its own name) or that the browser says
/// comes from another site (`Sec-Fetch-Site`, `Origin`).
public final class PageServer: @unchecked Sendable {
    private let scene: LiveScene
    private let host: String
    private let group: MultiThreadedEventLoopGroup
    private var channel: Channel?
    private let lock = NSLock()
    private var streams: [ObjectIdentifier: Channel] = [:]
    /// The port it listens on, once started.
    public private(set) var port = 0

    public init(scene: LiveScene, host: String = "127.0.0.1") {
        self.scene = scene
        self.host = host
        group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    }

    /// Binds `port` (0: one the system chooses) and returns the page's address.
    public func start(port requested: Int) throws -> String {
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.backlog, value: 64)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { [self] channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                    try channel.pipeline.syncOperations.addHandler(PageHandler(server: self))
                }
            }
        let channel = try bootstrap.bind(host: host, port: requested).wait()
        self.channel = channel
        port = channel.localAddress?.port ?? requested
        return "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/"
    }

    /// Sends an outcome to every open page.
    public func broadcast(_ outcome: LiveScene.Outcome) {
        let event = Self.event(outcome)
        let channels = lock.withLock { Array(streams.values) }
        for channel in channels {
            let buffer = channel.allocator.buffer(string: event)
            channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(buffer)), promise: nil)
        }
    }

    /// How many pages follow the stream.
    public var followers: Int { lock.withLock { streams.count } }

    public func stop() {
        try? channel?.close().wait()
        let channels = lock.withLock { () -> [Channel] in
            defer { streams = [:] }
            return Array(streams.values)
        }
        for channel in channels { try? channel.close().wait() }
        try? group.syncShutdownGracefully()
    }

    /// An outcome as a Server-Sent Event: JSON on one `data:` line (it has no line breaks), its
    /// version as the event's id (a reconnecting page sends it back as `Last-Event-ID`).
    static func event(_ outcome: LiveScene.Outcome) -> String {
        switch outcome {
        case .trace(let json, let version, _):
            return "id: \(version)\nevent: trace\ndata: \(json)\n\n"
        case .error(let message, let version):
            let data = HTMLRenderer.json(.object(["message": .string(message), "version": .number(Double(version))]))
            return "id: \(version)\nevent: scene-error\ndata: \(data)\n\n"
        }
    }

    /// The latest outcome as an event, if it is newer than what a page has (`since`).
    func event(since: Int?) -> String? {
        guard let latest = scene.latest, latest.version > (since ?? 0) else { return nil }
        return Self.event(latest)
    }

    func follow(_ channel: Channel) { lock.withLock { streams[ObjectIdentifier(channel)] = channel } }
    func unfollow(_ channel: Channel) { lock.withLock { _ = streams.removeValue(forKey: ObjectIdentifier(channel)) } }

    /// An `Origin` of this server's own page.
    func allows(origin: String) -> Bool {
        let lower = origin.lowercased()
        guard lower.hasPrefix("http://") else { return false }
        return allows(host: String(lower.dropFirst(7)))
    }

    /// The names a request may give as its `Host`: this server's address and port.
    func allows(host value: String?) -> Bool {
        guard let value = value?.lowercased() else { return false }
        let names = Set([host.lowercased(), "127.0.0.1", "localhost", "[::1]"].map { $0.contains(":") && !$0.hasPrefix("[") ? "[\($0)]" : $0 })
        return names.contains { value == "\($0):\(port)" }
    }

    /// The response to a GET of `path` with its query's parameters.
    func response(path: String, query: [String: String]) -> Response {
        let since = query["since"].flatMap { Int($0) }
        switch path {
        case "/":
            let title = "ltrace serve: \(scene.recording.scenes.joined(separator: " "))"
            if let json = scene.pageData { return .body("text/html; charset=utf-8", HTMLRenderer.page(json: json, title: title, live: true)) }
            // No trace has recorded yet: nothing drawn, and the error if the scene does not record.
            let error: String? = if case .error(let message, _)? = scene.latest { message } else { nil }
            let json = HTMLRenderer.json(HTMLRenderer.emptyData(title: "ltrace serve", error: error))
            return .body("text/html; charset=utf-8", HTMLRenderer.page(json: json, title: error == nil ? title : "ltrace serve", live: true))
        case "/why.json":
            guard let version = query["version"].flatMap({ Int($0) }), let pass = query["pass"].flatMap({ Int($0) }),
                let node = query["node"].flatMap(NodeID.init(parsing:))
            else { return .status(.notFound, "no such node in the latest trace\n") }
            return .later { [scene] in
                guard let lines = scene.why(version: version, pass: pass, node: node) else { return .status(.notFound, "no such node in the latest trace\n") }
                return .body("application/json", HTMLRenderer.json(.array(lines.map { .string($0) })))
            }
        case "/data.json":
            return .body("application/json", scene.pageData ?? HTMLRenderer.json(HTMLRenderer.emptyData(title: "ltrace serve")))
        case "/events":
            return .stream(since: since)
        default:
            return .status(.notFound, "not found: ltrace serve answers /, /data.json, /why.json and /events only\n")
        }
    }

    enum Response: Sendable {
        case body(String, String)
        /// Followed from `since` (the last version the page has).
        case stream(since: Int?)
        case status(HTTPResponseStatus, String)
        /// Work off the event loop (a why chain), answered when done.
        case later(@Sendable () -> Response)
    }
}

/// One connection: answers GETs, or holds the event stream open.
final class PageHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let server: PageServer
    private var head: HTTPRequestHead?
    private var streaming = false

    init(server: PageServer) { self.server = server }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let h): head = h
        case .body: break
        case .end:
            guard let head, !streaming else { return }
            self.head = nil
            respond(context, head)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        if streaming { server.unfollow(context.channel) }
        context.fireChannelInactive()
    }

    private func respond(_ context: ChannelHandlerContext, _ head: HTTPRequestHead) {
        guard server.allows(host: head.headers.first(name: "host")) else {
            return send(context, head, status: .forbidden, type: "text/plain; charset=utf-8", body: "refused: this server answers only requests addressed to itself (Host \(server.port))\n")
        }
        guard head.method == .GET else {
            return send(context, head, status: .methodNotAllowed, type: "text/plain; charset=utf-8", body: "only GET\n")
        }
        // Another site's page may reach 127.0.0.1 directly (its Host is then right): the browser
        // says where a request comes from, and only this server's own page and a typed address pass.
        let site = head.headers.first(name: "sec-fetch-site")?.lowercased()
        let origin = head.headers.first(name: "origin")
        guard site != "cross-site", site != "same-site", origin.map({ server.allows(origin: $0) }) ?? true else {
            return send(context, head, status: .forbidden, type: "text/plain; charset=utf-8", body: "refused: a request from another site\n")
        }
        let target = head.uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(target.first ?? "")
        let query = target.count > 1 ? String(target[1]) : ""
        var parameters: [String: String] = [:]
        for part in query.split(separator: "&") {
            let pair = part.split(separator: "=", maxSplits: 1)
            if pair.count == 2 { parameters[String(pair[0])] = String(pair[1]).removingPercentEncoding ?? String(pair[1]) }
        }
        if let last = head.headers.first(name: "last-event-id").flatMap({ Int($0) }) { parameters["since"] = String(last) }
        answer(context, head, server.response(path: path, query: parameters))
    }

    private func answer(_ context: ChannelHandlerContext, _ head: HTTPRequestHead, _ response: PageServer.Response) {
        switch response {
        case .body(let type, let text):
            send(context, head, status: .ok, type: type, body: text)
        case .status(let status, let text):
            send(context, head, status: status, type: "text/plain; charset=utf-8", body: text)
        case .later(let work):
            let loop = context.eventLoop
            let handler = NIOLoopBound(self, eventLoop: loop)
            let bound = NIOLoopBound(context, eventLoop: loop)
            DispatchQueue.global().async {
                let result = work()
                loop.execute { handler.value.answer(bound.value, head, result) }
            }
        case .stream(let since):
            streaming = true
            var headers = HTTPHeaders()
            headers.add(name: "Content-Type", value: "text/event-stream")
            headers.add(name: "Cache-Control", value: "no-store")
            context.write(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: .ok, headers: headers))), promise: nil)
            // Followed before the latest is read: a trace recorded in between is sent twice at
            // worst (the page ignores a version it has), never missed.
            server.follow(context.channel)
            // A comment opens the stream at once, so the page knows it is connected.
            let opening = ": ltrace serve\n\n" + (server.event(since: since) ?? "")
            context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(string: opening)))), promise: nil)
        }
    }

    private func send(_ context: ChannelHandlerContext, _ head: HTTPRequestHead, status: HTTPResponseStatus, type: String, body: String) {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: type)
        headers.add(name: "Content-Length", value: String(body.utf8.count))
        headers.add(name: "Cache-Control", value: "no-store")
        headers.add(name: "X-Content-Type-Options", value: "nosniff")
        let keepAlive = head.isKeepAlive
        if !keepAlive { headers.add(name: "Connection", value: "close") }
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(string: body)))), promise: nil)
        let done = context.writeAndFlush(wrapOutboundOut(.end(nil)))
        if !keepAlive {
            let channel = context.channel
            done.whenComplete { _ in channel.close(promise: nil) }
        }
    }
}

/// `ltrace serve` put together: the scene recorded, its page served, its files watched; every
/// save records again and goes to every open page.
public final class LiveSession: @unchecked Sendable {
    public let scene: LiveScene
    public let server: PageServer
    private var watcher: FileWatcher?
    private let recording = DispatchQueue(label: "ltrace.serve.record")
    /// Called after each recording that follows a save, with its outcome.
    private let recorded: @Sendable (LiveScene.Outcome) -> Void

    public init(scene: LiveScene, host: String, recorded: @escaping @Sendable (LiveScene.Outcome) -> Void = { _ in }) {
        self.scene = scene
        server = PageServer(scene: scene, host: host)
        self.recorded = recorded
    }

    /// Records once, listens on `port` (0: any) and starts watching; returns the page's address.
    public func start(port: Int) throws -> (address: String, first: LiveScene.Outcome) {
        let first = scene.record()
        let address = try server.start(port: port)
        let folders = scene.recording.scenes.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }
        watcher = try FileWatcher(files: scene.files, folders: folders) { [weak self] in
            guard let self else { return }
            recording.async {
                let outcome = self.scene.record()
                self.server.broadcast(outcome)
                self.recorded(outcome)
            }
        }
        return (address, first)
    }

    public func stop() {
        watcher?.stop()
        recording.sync {}
        server.stop()
        scene.close()
    }
}
