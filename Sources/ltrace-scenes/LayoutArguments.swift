import ArgumentParser
import Foundation
import LayoutEngine
import SceneParser

// The typed values of `--proposal`, `--width`/`--height`, `--device` and `--sweep`, each parsed
// once, where swift-argument-parser reads the option: a mistake is reported with the option it
// was given to (`The value '-3x4' is invalid for '--proposal <WxH>': …`).

/// `--proposal 620x80`: a root proposal, each side a number, `nil` or `inf`.
struct ProposalArgument: ExpressibleByArgument {
    let proposal: ProposedViewSize

    init?(argument: String) { try? self.init(parsing: argument) }

    init(parsing text: String) throws {
        guard let proposal = ProposalSyntax.parse(text) else {
            throw ArgumentError("write WxH, each side a number, nil or inf (620x80, nilx80)")
        }
        self.proposal = proposal
    }

    static var defaultValueDescription: String { "WxH" }
}

/// `--height 400`, `--width nil`: one side of a proposal.
struct SideArgument: ExpressibleByArgument {
    let value: CGFloat?

    init?(argument: String) { try? self.init(parsing: argument) }

    init(parsing text: String) throws {
        guard let side = ProposalSyntax.side(text) else { throw ArgumentError("write a number, nil or inf") }
        value = side
    }
}

/// `--device iphone-15`, `iphone-15:landscape`: a device's screen in an orientation.
struct DeviceArgument: ExpressibleByArgument {
    let screen: DeviceScreen

    init?(argument: String) { try? self.init(parsing: argument) }

    init(parsing text: String) throws {
        do {
            screen = try Device.screen(named: text)
        } catch {
            throw ArgumentError(Self.message(error))
        }
    }

    static func message(_ error: Device.NameError) -> String {
        switch error {
        case .unknownDevice(let name): "no such device\(NameSuggestions.hint(Device.normalized(name), among: Device.allNames)); `ltrace devices` lists them"
        case .unknownOrientation(let name): "no such orientation: write \(name):portrait or \(name):landscape"
        }
    }
}

/// `--dynamic-type accessibility3`: the Dynamic Type size text styles are scaled to.
struct DynamicTypeArgument: ExpressibleByArgument {
    let size: DynamicTypeSize

    init?(argument: String) { try? self.init(parsing: argument) }

    init(parsing text: String) throws {
        guard let size = DynamicTypeSize(rawValue: text) else {
            throw ArgumentError("write one of \(DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self.size = size
    }
}

/// `--sweep width=200...800:20`, `height=…`, `device=iphone-se,iphone-15` or
/// `dynamic-type=large,xxxLarge,accessibility3`: one pass per value.
enum SweepArgument: ExpressibleByArgument {
    case length(Sweep)
    case devices([DeviceArgument])
    case dynamicTypes([DynamicTypeSize])

    init?(argument: String) { try? self.init(parsing: argument) }

    init(parsing text: String) throws {
        if text.hasPrefix("device=") {
            // `device=iphones` (every iPhone), `ipads`, `all`, or names.
            self = .devices(
                try text.dropFirst("device=".count).split(separator: ",").flatMap { written -> [DeviceArgument] in
                    let parts = written.split(separator: ":", maxSplits: 1).map(String.init)
                    guard let head = parts.first else { throw ArgumentError("no device name in '\(written)'") }
                    if let group = Device.group(head) {
                        return try group.map { try DeviceArgument(parsing: parts.count == 2 ? "\($0.name):\(parts[1])" : $0.name) }
                    }
                    return [try DeviceArgument(parsing: String(written))]
                })
            return
        }
        if text.hasPrefix("dynamic-type=") {
            let sizes = try text.dropFirst("dynamic-type=".count).split(separator: ",").map { try DynamicTypeArgument(parsing: String($0)).size }
            guard !sizes.isEmpty else { throw ArgumentError("name at least one Dynamic Type size") }
            self = .dynamicTypes(sizes)
            return
        }
        switch Sweep.parse(text) {
        case .success(let sweep): self = .length(sweep)
        case .failure(let error): throw ArgumentError(error.description)
        }
    }
}

/// `--scale 2`: pixels per point of a pass without a device (1, 2 or 3, as UIScreen.scale is).
struct ScaleArgument: ExpressibleByArgument {
    let scale: CGFloat

    init?(argument: String) { try? self.init(parsing: argument) }

    init(parsing text: String) throws {
        let written = text.lowercased().hasSuffix("x") ? String(text.dropLast()) : text
        guard let n = Int(written), (1...3).contains(n) else { throw ArgumentError("write 1, 2 or 3 (pixels per point, as UIScreen.scale)") }
        scale = CGFloat(n)
    }
}

/// Why an option's value cannot be read; swift-argument-parser prints it after the option.
struct ArgumentError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
