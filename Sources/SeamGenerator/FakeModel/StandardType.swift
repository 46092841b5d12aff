/// A standard-library type that the generated code writes itself (not one a protocol wrote),
/// spelled so that no module can shadow it.
///
/// A module that declares its own `Error` (`public struct Error: Swift.Error {}`) makes a bare
/// `Error` in the fakes' files name that struct, since an imported module's names shadow the
/// standard library's; `Swift.Error` always names the protocol (issue 29).
enum StandardType: String {
    /// `any Swift.Error`: what an untyped `throws` throws.
    case anyError = "any Swift.Error"
    /// `Swift.Never`: an absent handler, result or error.
    case never = "Swift.Never"
    /// `Swift.Void`: no arguments or no result.
    case void = "Swift.Void"
    /// `Swift.Sendable`.
    case sendable = "Swift.Sendable"

    /// The type as the generated code writes it.
    var spelling: String { rawValue }

    /// The type as a tree: `Swift.Never`, `any Swift.Error`.
    var type: TypeRef {
        switch self {
        case .anyError:
            return .existential(
                .named([TypeComponent(name: "Swift"), TypeComponent(name: "Error")]))
        case .never, .void, .sendable:
            return .named(rawValue.split(separator: ".").map { TypeComponent(name: String($0)) })
        }
    }
}
