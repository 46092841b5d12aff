import Foundation
import Seam

/// Injectors whose construction loops, run in a child process because a cycle traps.
enum CycleScenarios {
    /// The environment variable that names the scenario a child process runs.
    static let variable = "SEAM_CYCLE_SCENARIO"

    /// Runs the scenario `name`; each one traps, so this returns only for unknown names.
    static func run(_ name: String) {
        switch name {
        case "sharedAndUnique":
            _ = Injector().router
        case "uniqueOnly":
            _ = Injector().view
        case "perArgument":
            _ = Injector().orders(for: 1)
        case "throughAKey":
            _ = Injector().home
        case "weak":
            _ = Injector().session
        case "acrossThreads":
            runAcrossThreads()
        case "acrossThreadsThroughKeys":
            runAcrossThreadsThroughKeys()
        default:
            _ = MisuseScenarios.run(name)
        }
    }

    /// Thread 1 builds `left`, which needs `right`; thread 2 builds `right`, which needs
    /// `left`. Thread 2 reads `left` only after thread 1 already waits for `right`.
    private static func runAcrossThreads() {
        let injector = Injector()
        Thread { _ = injector.left }.start()
        _ = injector.right
    }

    /// As ``runAcrossThreads()``, with two keys of one `Cached` member: thread 1 builds
    /// `leg(3)`, which needs `leg(4)`; thread 2 builds `leg(4)`, which needs `leg(3)`.
    private static func runAcrossThreadsThroughKeys() {
        let injector = Injector()
        Thread { _ = injector.leg(3) }.start()
        _ = injector.leg(4)
    }

    final class Injector: Sendable {
        private let routerCell = Shared<any Sendable>()
        private let presenterCell = Unique<any Sendable>()
        private let viewCell = Unique<any Sendable>()
        private let interactorCell = Unique<any Sendable>()
        private let ordersCell = Cached<Int, any Sendable>()
        private let homeCell = Shared<any Sendable>()
        private let profileCell = Cached<String, any Sendable>()
        private let legCell = Cached<Int, any Sendable>()
        private let sessionCell = Weak<Session>()
        private let leftCell = Shared<any Sendable>()
        private let rightCell = Shared<any Sendable>()
        private let leftStarted = DispatchSemaphore(value: 0)
        private let rightStarted = DispatchSemaphore(value: 0)

        var router: any Sendable { routerCell(self) { [presenter] } }
        var presenter: any Sendable { presenterCell(self) { [router] } }
        var view: any Sendable { viewCell(self) { [interactor] } }
        var interactor: any Sendable { interactorCell(self) { [view] } }

        func orders(for customerID: Int) -> any Sendable {
            ordersCell(self, customerID) { [orders(for: customerID % 2 + 1)] }
        }

        var home: any Sendable { homeCell(self) { [profile(for: "alice")] } }

        func profile(for name: String) -> any Sendable {
            profileCell(self, name) { [home] }
        }

        var session: Session {
            sessionCell(self) {
                _ = self.session  // reads itself while being built: the cycle under test
                return Session()
            }
        }

        func leg(_ number: Int) -> any Sendable {
            legCell(self, number) {
                if number == 3 {
                    leftStarted.signal()
                    rightStarted.wait()
                    return [leg(4)]
                }
                rightStarted.signal()
                leftStarted.wait()
                Thread.sleep(forTimeInterval: 0.3)  // lets thread 1 start waiting first
                return [leg(3)]
            }
        }

        var left: any Sendable {
            leftCell(self) {
                leftStarted.signal()
                rightStarted.wait()
                return [right]
            }
        }

        var right: any Sendable {
            rightCell(self) {
                rightStarted.signal()
                leftStarted.wait()
                Thread.sleep(forTimeInterval: 0.3)  // lets thread 1 start waiting first
                return [left]
            }
        }
    }
}
