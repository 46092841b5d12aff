import Foundation
import XCTest

@testable import SeamGenerator

/// Truncated and mutated sources never crash or hang the parser, and an input that lost a
/// closing brace always gets an error.
final class ParserRobustnessTests: XCTestCase {
    /// Bytes that most often break a lexer or parser when dropped in anywhere.
    private static let troublemakers = Array("{}()[]<>\"'/*#@`\\\n:,.=?!&-$_ ".utf8)

    private func fixtures() throws -> [(name: String, bytes: [UInt8])] {
        let folder = ParserFixtureTests.folder
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".input.txt") }
            .sorted()
            .map { ($0, Array(try Data(contentsOf: folder.appendingPathComponent($0)))) }
    }

    func testEveryTruncationTerminatesAndReportsMissingBraces() throws {
        var inputs = 0
        for (name, bytes) in try fixtures() {
            for end in 0...bytes.count {
                check(Array(bytes[..<end]), name: "\(name) truncated at \(end)")
                inputs += 1
            }
        }
        XCTAssertGreaterThan(inputs, 10_000)
    }

    func testMutationsAtManyOffsetsTerminate() throws {
        var generator = SplitMix(seed: 0x5EA3)
        for (name, bytes) in try fixtures() where !bytes.isEmpty {
            for _ in 0..<400 {
                var mutated = bytes
                let offset = Int(generator.next() % UInt64(mutated.count))
                let byte = Self.troublemakers[
                    Int(generator.next() % UInt64(Self.troublemakers.count))]
                switch generator.next() % 3 {
                case 0: mutated[offset] = byte
                case 1: mutated.insert(byte, at: offset)
                default: mutated.remove(at: offset)
                }
                check(mutated, name: "\(name) mutated at \(offset)")
            }
        }
    }

    func testDeepNestingIsRefusedNotOverflowed() {
        let deepType = "protocol P { var x: " + String(repeating: "[", count: 50_000) + "Int } }"
        let deepTypes = String(repeating: "struct S { ", count: 50_000) + "protocol P {}"
        let deepStrings = "let s = " + String(repeating: "\"\\(", count: 50_000) + "\nprotocol P {}"
        for source in [deepType, deepTypes, deepStrings] {
            let file = check(Array(source.utf8), name: "deep")
            XCTAssertFalse(file.diagnostics.isEmpty)
        }
    }

    /// Parses `bytes`, asserting a step bound (no spinning) and an error when braces are
    /// left open.
    @discardableResult
    private func check(
        _ bytes: [UInt8], name: String, file: StaticString = #filePath, line: UInt = #line
    ) -> ParsedFile {
        let (parsed, steps) = bytes.withUnsafeBufferPointer {
            Parser.parseCountingSteps(buffer: $0, path: "x.swift")
        }
        XCTAssertLessThanOrEqual(
            steps, bytes.count + 64, "\(name): parser spun", file: file, line: line)
        let isFullyParsed = bytes.withUnsafeBufferPointer {
            ByteSearch.contains($0, "protocol") || ByteSearch.contains($0, "extension")
        }
        if isFullyParsed, Self.openBraces(bytes) > 0 {
            XCTAssertTrue(
                parsed.diagnostics.contains { $0.severity == .error },
                "\(name): unclosed '{' without an error", file: file, line: line
            )
        }
        return parsed
    }

    /// `{` tokens minus `}` tokens (braces in strings and comments do not count).
    private static func openBraces(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer)
            var balance = 0
            while true {
                let token = lexer.next()
                switch token.kind {
                case .leftBrace: balance += 1
                case .rightBrace: balance -= 1
                case .endOfFile: return balance
                default: break
                }
            }
        }
    }
}

/// A tiny deterministic random number generator, so failures reproduce.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
