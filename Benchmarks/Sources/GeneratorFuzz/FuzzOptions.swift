import Foundation

/// `GeneratorFuzz [--seed S] [--count N] [--start I] [--work <folder>] [--timeout SECONDS]
/// [--corpus <folder>]... [--compile-every N]`
struct FuzzOptions {
    var seed: UInt64 = 17
    var count = 1_000
    var start = 0
    var work = NSTemporaryDirectory() + "seam-fuzz"
    var timeout = 20.0
    var corpora: [String] = []
    /// Save every Nth generator input that wrote fakes, with its fakes, to compile; 0 for none.
    var compileEvery = 0

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else {
                throw FuzzError("missing value after \(flag)")
            }
            switch flag {
            case "--seed": seed = try Self.number(value, flag)
            case "--count": count = Int(try Self.number(value, flag))
            case "--start": start = Int(try Self.number(value, flag))
            case "--work": work = value
            case "--timeout": timeout = Double(try Self.number(value, flag))
            case "--corpus": corpora.append(value)
            case "--compile-every": compileEvery = Int(try Self.number(value, flag))
            default: throw FuzzError("unknown option '\(flag)'")
            }
        }
    }

    private static func number(_ text: String, _ flag: String) throws -> UInt64 {
        guard let value = UInt64(text) else {
            throw FuzzError("\(flag) needs a number, not '\(text)'")
        }
        return value
    }
}

struct FuzzError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
