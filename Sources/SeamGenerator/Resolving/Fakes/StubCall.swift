/// The `call` methods of `SeamMethodStub` (`Stubs.swift`): each records a call, throws the
/// error stub, and runs the handler or gives the return value stub, for one shape of handler.
///
/// A fake's method that calls its handler itself reads it out of a generic stub, and Swift
/// then wraps it in a reabstraction thunk, with its context, for every method. Calling it
/// inside the generic stub needs none, and one call replaces four reads. The method's name
/// says the shape: `call` (no parameter or one), `call2`... by parameter count, `async`, and
/// `sendable` or `mainActor` for the handler's isolation.
enum StubCall {
    /// The most parameters a method may have to use a call method; one with more calls its
    /// handler itself.
    static let maxArity = 6

    /// The call methods' isolation for a handler of `isolation`, or `nil` for a global actor
    /// other than the main actor, which has no call methods.
    static func isolation(of isolation: HandlerIsolation) -> StubCallMethod.Isolation? {
        switch isolation {
        case .none: return .plain
        case .sendable: return .sendable
        case .globalActor(let actor): return actor.isMainActor ? .mainActor : nil
        }
    }
}
