// SVGShape.swift checks SVG reports with a real XML parser.

import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Checks an SVG report with a real XML parser: well-formed, an `svg` root, unique ids.
enum SVGShape {
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [String] = []
        var ids: [String] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            elements.append(name)
            if let id = attributes["id"] { ids.append(id) }
        }
    }

    static func expectWellFormed(_ svg: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        let ok = parser.parse()
        #expect(ok, "\(name) is not well-formed XML: \(String(describing: parser.parserError))", sourceLocation: sourceLocation)
        #expect(collector.elements.first == "svg", sourceLocation: sourceLocation)
        #expect(Set(collector.ids).count == collector.ids.count, "\(name) repeats an id", sourceLocation: sourceLocation)
    }
}
