import Foundation
import LayoutEngine
import SceneParser
import TraceStore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A parsed XML element: enough of a DOM to check pictures.
final class XMLElement {
    let name: String
    let attributes: [String: String]
    var children: [XMLElement] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// Every element below this one (itself included), in document order.
    var all: [XMLElement] { [self] + children.flatMap(\.all) }

    func elements(_ name: String, class cls: String? = nil) -> [XMLElement] {
        all.filter { $0.name == name && (cls == nil || ($0.attributes["class"] ?? "").split(separator: " ").contains(Substring(cls!))) }
    }

    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

    static func parse(_ text: String) throws -> XMLElement {
        let builder = Builder()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")"])
        }
        return root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: XMLElement?
        var stack: [XMLElement] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            let element = XMLElement(name: name, attributes: attributes)
            if let parent = stack.last { parent.children.append(element) } else { root = element }
            stack.append(element)
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) { stack.removeLast() }
        func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }
    }
}
