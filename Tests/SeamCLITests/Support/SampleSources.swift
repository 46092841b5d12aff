/// Source and configuration texts shared by the executable tests.
enum SampleSources {
    /// Two annotated protocols and one that is not.
    static let services = """
        /// Tells the time.
        /// seam:fake
        protocol Clock {
            func now() -> Int
        }

        /// seam:fake
        protocol Logger {
            func log(_ message: String)
        }

        protocol Unmarked {
            func run()
        }

        """

    /// A `seam.json` with one target writing a folder.
    static let configuration = """
        {"targets": [{"name": "AppTests", "sources": ["Sources"], "outputFolder": "Fakes"}]}
        """
}
