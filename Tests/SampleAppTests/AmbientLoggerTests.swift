import Seam
import Testing

@testable import SampleApp

/// The ambient logger, overridden per task: these tests run in parallel (Swift Testing's
/// default), and each sees only the messages of its own controller.
struct AmbientLoggerTests {
    @Test(arguments: ["Read blog", "Orders", "Settings", "Help"])
    func eachParallelTestSeesOnlyItsOwnLogger(title: String) {
        let logger = FakeLogging()

        World.withValues {
            $0.logger = logger
        } operation: {
            Controller(injector: FakeInjector()).tapButton(title)
        }

        #expect(logger.logStub.receivedArguments.first == "tapped \(title)")
        #expect(
            logger.logStub.receivedArguments.allSatisfy {
                !$0.contains("tapped") || $0 == "tapped \(title)"
            })
    }

    @Test func concurrentTasksKeepTheirOverridesApart() async {
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<20 {
                group.addTask {
                    let logger = FakeLogging()
                    World.withValues {
                        $0.logger = logger
                    } operation: {
                        Controller(injector: FakeInjector()).tapButton("Button \(index)")
                    }
                    #expect(logger.logStub.receivedArguments.first == "tapped Button \(index)")
                }
            }
        }
    }
}
