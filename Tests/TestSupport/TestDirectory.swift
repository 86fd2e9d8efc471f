import Foundation

/// Fresh directories for tests, all under one folder of this test process that is removed when
/// the process exits, so a run of the suite leaves nothing in the system's temporary folder.
public enum TestDirectory {
    /// `ltrace-test-run-<pid>-<uuid>` in the temporary folder, made on first use.
    static let root: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ltrace-test-run-\(getpid())-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TestDirectory.root) }
        return root
    }()

    /// A path named `prefix-<uuid>` that does not exist yet, under this run's folder.
    public static func fresh(_ prefix: String) -> URL {
        root.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }
}
