import Foundation
@_spi(Benchmarks) import SeamGenerator

/// Totals over a parsed corpus.
struct CorpusSummary {
    var files = 0
    var bytes = 0
    var protocols = 0
    var protocolMembers = 0
    var extensions = 0
    var extensionMembers = 0
    var imports = 0
    var errors = 0
    var warnings = 0

    init(_ results: [ParseSummary], bytes: Int) {
        self.bytes = bytes
        files = results.count
        for file in results {
            protocols += file.protocolNames.count
            protocolMembers += file.protocolMemberCount
            extensions += file.extensionCount
            extensionMembers += file.extensionMemberCount
            imports += file.importCount
            errors += file.diagnostics.filter { $0.severity == .error }.count
            warnings += file.diagnostics.filter { $0.severity == .warning }.count
        }
    }

    func report(parse: Duration, cpu: Duration, read: Duration, isStreaming: Bool) -> String {
        let seconds = Self.seconds(parse)
        let readSeconds = Self.seconds(read)
        let megabytes = Double(bytes) / 1_000_000
        return """
            files: \(files)
            bytes: \(bytes) (\(String(format: "%.1f", megabytes)) MB)
            protocols: \(protocols) (members: \(protocolMembers))
            extensions: \(extensions) (members: \(extensionMembers))
            imports: \(imports)
            diagnostics: \(errors) errors, \(warnings) warnings
            \(isStreaming ? "read + parse" : "read: \(String(format: "%.3f", readSeconds)) s\nparse"): \
            \(String(format: "%.3f", seconds)) s wall, \(String(format: "%.3f", Self.seconds(cpu))) s CPU \
            (\(String(format: "%.0f", megabytes / seconds)) MB/s, one thread)
            """
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
