import Foundation
import LayoutEngine

/// The `meta` table of a trace as a record: what was recorded, from where, by what. One writer
/// (`rows`) and one reader (`init(rows:)`) name the keys, which schema.sql documents.
public struct TraceMeta: Sendable, Equatable {
    /// The schema version the trace was written with (set by the writer).
    public internal(set) var schemaVersion: Int?
    /// The layout engine that recorded it (set by the writer); replay compares against it.
    public internal(set) var engineVersion: String?
    public var ltraceVersion = ""
    /// The scene file or folder as given to `ltrace record` (several: separated by spaces).
    public var scenePath = ""
    /// The text of the file holding the recorded view.
    public var sceneSource = ""
    /// The view or preview recorded (`--view`, `--preview`); nil for top-level expressions.
    public var sceneView: String?
    /// What `sceneView` names.
    public var sceneRoot: SceneRoot?
    /// The `#if` conditions that held (`--define`).
    public var sceneDefines: [String] = []
    /// The seed of the generator behind `Int.random`, `shuffled()`… in the scene.
    public var randomSeed: UInt64?
    /// When the trace was written, ISO 8601 UTC; the writer sets it when nil.
    public var createdAt: String?

    /// `2026-11-29T01:58:00Z`, as `ISO8601DateFormatter` writes a date by default, without the
    /// formatter: on Linux, making one loads ICU's calendar data, a tenth of a small recording.
    public static func timestamp(_ date: Date = Date()) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }
    /// The command line that wrote the trace.
    public var command = ""
    /// The devices the passes were laid out on (`--device`), in pass order.
    public var devices: [String] = []
    /// What measured the widths of text: `exact: SF Pro Text Regular (…)`, or `approximate text
    /// widths: Inter Regular (…) for SF Pro`.
    public var textWidths = ""
    /// The appearance the scene was read and drawn in (`--color-scheme`; light when not written).
    public var colorScheme: ColorScheme = .light
    /// The iOS SDK the app was taken to be linked against (`--linked-sdk`); nil: the current one.
    public var linkedSDK: Int?
    /// Keys this ltrace does not know (a later version's), kept as they were.
    public var other: [String: String] = [:]

    public enum SceneRoot: String, Sendable {
        case view, preview, expressions
    }

    public init(scenePath: String = "", sceneSource: String = "", sceneView: String? = nil) {
        self.scenePath = scenePath
        self.sceneSource = sceneSource
        self.sceneView = sceneView
    }

    /// The keys, as stored.
    enum Key: String, CaseIterable {
        case schemaVersion = "schema_version", engineVersion = "engine_version", ltraceVersion = "ltrace_version"
        case scenePath = "scene_path", sceneSource = "scene_source", sceneView = "scene_view", sceneRoot = "scene_root"
        case sceneDefines = "scene_defines", randomSeed = "random_seed", createdAt = "created_at", command, device, textWidths = "text_widths", colorScheme = "color_scheme", linkedSDK = "linked_sdk"
    }

    /// The rows of `meta`, sorted by key.
    var rows: [(key: String, value: String)] {
        var rows = other
        for key in Key.allCases {
            let value: String?
            switch key {
            case .schemaVersion: value = schemaVersion.map(String.init)
            case .engineVersion: value = engineVersion
            case .ltraceVersion: value = ltraceVersion
            case .scenePath: value = scenePath
            case .sceneSource: value = sceneSource
            case .sceneView: value = sceneView ?? ""
            case .sceneRoot: value = sceneRoot?.rawValue ?? ""
            case .sceneDefines: value = sceneDefines.joined(separator: ",")
            case .randomSeed: value = randomSeed.map(String.init) ?? ""
            case .createdAt: value = createdAt
            case .command: value = command
            case .device: value = devices.isEmpty ? nil : devices.joined(separator: ",")
            case .textWidths: value = textWidths.isEmpty ? nil : textWidths
            case .colorScheme: value = colorScheme == .light ? nil : colorScheme.rawValue
            case .linkedSDK: value = linkedSDK.map(String.init)
            }
            rows[key.rawValue] = value
        }
        return rows.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
    }

    /// Reads the rows of a trace's `meta`.
    init(rows: [String: String]) {
        var other = rows
        for key in Key.allCases {
            guard let value = other.removeValue(forKey: key.rawValue) else { continue }
            switch key {
            case .schemaVersion: schemaVersion = Int(value)
            case .engineVersion: engineVersion = value
            case .ltraceVersion: ltraceVersion = value
            case .scenePath: scenePath = value
            case .sceneSource: sceneSource = value
            case .sceneView: sceneView = value.isEmpty ? nil : value
            case .sceneRoot: sceneRoot = SceneRoot(rawValue: value)
            case .sceneDefines: sceneDefines = value.split(separator: ",").map(String.init)
            case .randomSeed: randomSeed = UInt64(value)
            case .createdAt: createdAt = value
            case .command: command = value
            case .device: devices = value.split(separator: ",").map(String.init)
            case .textWidths: textWidths = value
            case .colorScheme: colorScheme = ColorScheme(rawValue: value) ?? .light
            case .linkedSDK: linkedSDK = Int(value)
            }
        }
        self.other = other
    }

    /// The same facts, for another recording of the same scene (replay, what-if): without the
    /// versions and date, which the writer sets.
    public func rerecorded(by command: String) -> TraceMeta {
        var copy = self
        copy.schemaVersion = nil
        copy.engineVersion = nil
        copy.createdAt = nil
        copy.command = command
        return copy
    }
}
