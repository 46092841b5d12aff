/// The synthetic input of the generator benchmark.
enum SyntheticSource {
    /// File `index`: protocols `Grand<index>`, `Parent<index>: Grand<index>` and
    /// `Child<index>: Parent<index>`, five members each.
    static func text(_ index: Int) -> String {
        """
        import Foundation

        protocol Grand\(index) {
            var name: String { get }
            var count: Int { get set }
            func load(id: Int) async throws -> [String]
            func save(_ value: String, forKey key: String)
            func reset()
        }

        protocol Parent\(index): Grand\(index) {
            var isReady: Bool { get }
            func fetch(_ url: String) async -> Data?
            func map<T>(_ value: T) -> T
            func count(of items: [Int]) -> Int
            func notify(_ handler: @escaping @Sendable (Int) -> Void)
        }

        protocol Child\(index): Parent\(index) {
            var delegate: Child\(index)? { get set }
            func route(to path: String) -> Bool
            func route(to path: String, animated: Bool) -> Bool
            func values() throws -> [String: Int]
            static func make() -> Int
        }

        """
    }
}
