/// Where names come from.
/// seam:fake
public protocol NameSource {
    func name(for id: Int) -> String
}

/// Greets the people a ``NameSource`` names.
public struct Greeter {
    let names: any NameSource

    /// Creates a greeter that looks names up in `names`.
    public init(names: any NameSource) {
        self.names = names
    }

    /// `Hello, <name>!` for the person with `id`.
    public func greet(_ id: Int) -> String {
        "Hello, \(names.name(for: id))!"
    }
}
