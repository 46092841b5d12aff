import XCTest

@testable import SeamCLI

/// `seam --help` is made from the flag tables, so every flag is described exactly once.
final class HelpTextTests: XCTestCase {
    func testEveryFlagHasOneEntryWithItsHelp() {
        let text = HelpText.text
        for setting in TargetSetting.all {
            guard let name = setting.longName else { continue }
            XCTAssertEqual(entries(of: name, in: text), 1, name)
            XCTAssertFalse(setting.help.isEmpty, name)
        }
        for flag in RunFlag.all {
            XCTAssertEqual(entries(of: flag.longName, in: text), 1, flag.longName)
        }
    }

    // Bug: the help's list of exit codes was kept by hand and left out 75.
    func testEveryExitCodeIsListedOnce() {
        for code in ExitCode.allCases {
            XCTAssertEqual(
                HelpText.text.components(separatedBy: "\n      \(code.rawValue) ").count, 2,
                "exit code \(code.rawValue)")
        }
    }

    func testShortEntryFitsOnOneLine() {
        XCTAssertEqual(
            HelpText.entry("-q", "--quiet", nil, "no summary lines"),
            "  -q, --quiet                   no summary lines\n")
    }

    func testLongHelpWrapsUnderItsColumn() {
        XCTAssertEqual(
            HelpText.entry(nil, "--check", nil, String(repeating: "word ", count: 14)),
            "      --check                   " + String(repeating: "word ", count: 11) + "word\n"
                + String(repeating: " ", count: 32) + "word word\n")
    }

    func testLongFlagPutsItsHelpOnTheNextLine() {
        XCTAssertEqual(
            HelpText.entry(nil, "--testable-import", "<module>", "imported"),
            "      --testable-import <module>\n" + String(repeating: " ", count: 32) + "imported\n")
    }

    func testFlagsAndKeysAreDeclaredOnce() {
        let flags = CommandLineOption.longNames
        XCTAssertEqual(flags.count, Set(flags).count)
        let shorts = RunFlag.all.compactMap(\.short) + TargetSetting.all.compactMap(\.short)
        XCTAssertEqual(shorts.count, Set(shorts).count)
        let keys = TargetSetting.all.compactMap(\.key)
        XCTAssertEqual(keys.count, Set(keys).count)
    }

    /// The number of lines that start an entry for `flag`: `  -s, --source ...` or
    /// `      --all ...`.
    private func entries(of flag: String, in text: String) -> Int {
        text.split(separator: "\n").filter { line in
            var head = line.drop { $0 == " " }
            if head.first == "-", head.dropFirst(2).hasPrefix(", ") { head = head.dropFirst(4) }
            return head == flag[...] || head.hasPrefix(flag + " ")
        }.count
    }
}
