/// The benchmark's command-line options.
struct BenchmarkOptions {
    var folder: String?
    var repeatCount = 1
    var printsDiagnostics = false
    var listsProtocols = false
    var isStreaming = false

    init(arguments: [String]) {
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--repeat":
                index += 1
                if index < arguments.count { repeatCount = max(1, Int(arguments[index]) ?? 1) }
            case "--diagnostics":
                printsDiagnostics = true
            case "--streaming":
                isStreaming = true
            case "--list":
                listsProtocols = true
            default:
                folder = arguments[index]
            }
            index += 1
        }
    }
}
