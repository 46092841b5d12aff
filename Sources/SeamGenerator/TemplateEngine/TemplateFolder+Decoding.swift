extension TemplateFolder {
    /// The text of a template file, or an error at its first byte that is not UTF-8.
    package static func decode(_ bytes: [UInt8], path: String) throws(TemplateError) -> String {
        if Diagnostic.isValidUTF8(bytes) { return String(decoding: bytes, as: UTF8.self) }
        var offset = 0
        var line = 1
        var lineStart = 0
        while offset < bytes.count {
            let length = Diagnostic.scalarLength(bytes, at: offset)
            guard length > 0 else { break }
            if bytes[offset] == UInt8(ascii: "\n") { (line, lineStart) = (line + 1, offset + 1) }
            offset += length
        }
        throw TemplateError(
            template: path, line: line, column: offset - lineStart + 1,
            message: "template is not valid UTF-8: found byte \\x"
                + Diagnostic.hex(bytes[offset], digits: 2))
    }
}
