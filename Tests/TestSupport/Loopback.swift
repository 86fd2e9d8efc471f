import Foundation

#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
    private let socketConnect = Glibc.connect
    private let socketSend = Glibc.send
#elseif canImport(Darwin)
    import Darwin
    private let streamSocket = SOCK_STREAM
    private let socketConnect = Darwin.connect
    private let socketSend = Darwin.send
#endif

/// A TCP connection to a port of 127.0.0.1 as a bare descriptor: the `serve` tests and
/// `ltrace-bench serve` write HTTP/1.1 by hand, so that no client library tidies the path or
/// the Host they send.
public enum Loopback {
    /// A connected socket (the caller closes it), or nil when nothing accepts on the port.
    public static func connect(port: Int) -> Int32? {
        let fd = socket(AF_INET, streamSocket, 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketConnect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(fd)
            return nil
        }
        return fd
    }

    /// Sends all of `text`.
    public static func send(_ fd: Int32, _ text: String) {
        _ = text.withCString { socketSend(fd, $0, strlen($0), 0) }
    }
}
