/// A flag `seam` accepts: a target setting or a run flag, found by its spelling.
enum CommandLineOption: Sendable {
    /// A setting of the target (`--source`), from ``TargetSetting/all``.
    case setting(TargetSetting)
    /// A flag about the run (`--check`), from ``RunFlag/all``.
    case run(RunFlag)

    /// The option spelled `name` (`--source` or `-s`), if any.
    static func named(_ name: String) -> CommandLineOption? {
        if let flag = RunFlag.all.first(where: { $0.longName == name || $0.short == name }) {
            return .run(flag)
        }
        let setting = TargetSetting.all.first {
            $0.flag != nil && ($0.longName == name || $0.short == name)
        }
        return setting.map(CommandLineOption.setting)
    }

    /// Every long spelling, for "did you mean".
    static var longNames: [String] {
        RunFlag.all.map(\.longName) + TargetSetting.all.compactMap(\.longName)
    }

    /// The long spelling, `--source`.
    var longName: String {
        switch self {
        case .setting(let setting): setting.longName ?? ""
        case .run(let flag): flag.longName
        }
    }

    /// Whether the flag needs a value (`--source <path>`).
    var takesValue: Bool {
        switch self {
        case .setting(let setting): setting.valueName != nil
        case .run(let flag): flag.valueName != nil
        }
    }
}
