// FontCollection.swift: a font file as a list of faces: one for .ttf and .otf, several for a .ttc collection.

/// FontCollection finds the faces of a font file and picks one by index or by name.
public struct FontCollection: Sendable {
    /// faces are the table directories of the file's faces, in the file's order.
    public let faces: [TableDirectory]

    /// A collection header ('ttcf') holds at most this many faces here: real collections hold
    /// a few dozen, and a hostile count is refused before any directory is read.
    static let maximumFaces = 4096

    public init(bytes: [UInt8]) throws(FontError) {
        let file = FontBytes(bytes)
        guard bytes.count >= 12 else {
            throw FontError(table: "font", "the file has \(bytes.count) bytes, too few for a font's header")
        }
        guard try file.tag(0) == "ttcf" else {
            faces = [try TableDirectory(file: bytes, at: 0)]
            return
        }
        let count = Int(try file.u32(8))
        guard count >= 1 else { throw FontError(table: "font", offset: 8, "the collection holds no fonts") }
        guard count <= Self.maximumFaces else {
            throw FontError(table: "font", offset: 8, "the collection claims \(count) fonts; at most \(Self.maximumFaces) are read")
        }
        try file.require(at: 12, count: count, stride: 4)
        var faces: [TableDirectory] = []
        for index in 0..<count {
            faces.append(try TableDirectory(file: bytes, at: Int(try file.u32(12 + index * 4))))
        }
        self.faces = faces
    }

    /// face(named:) is the face `selector` names: a number is an index from 0, anything
    /// else must equal a face's full name or PostScript name. Nil selects the first face.
    public func face(_ selector: String?) throws(FontError) -> TableDirectory {
        guard let selector else { return faces[0] }
        if let index = Int(selector) {
            guard index >= 0, index < faces.count else {
                throw FontError(table: "font", "the file has \(faces.count) face\(faces.count == 1 ? "" : "s") (0 to \(faces.count - 1)), no face \(index)")
            }
            return faces[index]
        }
        var names: [String] = []
        for face in faces {
            let table = try NameTable(face.required("name", for: "the face's name"))
            if table.fullName == selector || table.postScriptName == selector { return face }
            names.append(table.fullName ?? table.postScriptName ?? "?")
        }
        throw FontError(table: "font", "no face is named `\(selector)`; the faces are " + names.map { "`\($0)`" }.joined(separator: ", "))
    }
}
