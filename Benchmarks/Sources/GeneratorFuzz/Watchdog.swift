import Foundation

/// Records which input runs (in `<work>/progress`, for `.ci/fuzz` to resume after a crash)
/// and ends the process when one runs longer than `timeout`, saving it as a hang.
// @unchecked Sendable: every mutable field is read and written under `lock`.
final class Watchdog: @unchecked Sendable {
    private let work: String
    private let timeout: Double
    private let lock = NSLock()
    private var index = -1
    private var input: [UInt8] = []
    private var started = Date()
    private let progress: FileHandle?

    init(work: String, timeout: Double) {
        self.work = work
        self.timeout = timeout
        save([], to: "\(work)/progress")
        progress = FileHandle(forWritingAtPath: "\(work)/progress")
    }

    func start() {
        Thread.detachNewThread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 0.5)
                lock.lock()
                let (running, bytes, elapsed) = (index, input, Date().timeIntervalSince(started))
                lock.unlock()
                guard running >= 0, elapsed > timeout else { continue }
                save(bytes, to: "\(work)/findings/hang-\(running).input")
                FileHandle.standardError.write(
                    Data("hang: input \(running) ran \(Int(elapsed)) s\n".utf8))
                exit(3)
            }
        }
    }

    /// Marks input `index` as running, and saves where a crash would leave off.
    func begin(_ index: Int, _ input: [UInt8]) {
        lock.lock()
        (self.index, self.input, started) = (index, input, Date())
        lock.unlock()
        progress?.seek(toFileOffset: 0)
        progress?.write(Data(String(format: "%12d\n", index).utf8))
    }

    func finish() {
        lock.lock()
        index = -1
        lock.unlock()
        progress?.seek(toFileOffset: 0)
        progress?.write(Data(String(format: "%12d\n", -1).utf8))
    }
}
