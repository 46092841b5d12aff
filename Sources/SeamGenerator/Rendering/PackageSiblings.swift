/// The other modules of the package a protocol is declared in, among the reference sources.
///
/// A requirement may name a `package` type of such a module (swift-crypto's internal
/// `OpenSSLSupportedNISTCurve` has `static var group: BoringSSLEllipticCurveGroup`, a `package`
/// class of `CryptoBoringWrapper`). The protocol's file sees it because it is in the same
/// package; a fake compiled in another package (a shared test-support package) sees it only
/// through `@testable import`. An internal fake already imports the protocol's module
/// `@testable`, so it imports these modules the same way and sees what its protocol sees.
enum PackageSiblings {
    /// The modules among `references` (files or module folders) that sit in the same
    /// `Sources` folder as one of `paths`: `…/swift-crypto/Sources/CryptoBoringWrapper` for
    /// `…/swift-crypto/Sources/Crypto/Keys/Curve.swift`.
    static func modules(of paths: [String], references: [String]) -> Set<String> {
        // Several fakes share a source file: place each path once.
        guard !references.isEmpty else { return [] }
        let roots = Set(Set(paths).compactMap { place($0)?.root })
        guard !roots.isEmpty else { return [] }
        var modules: Set<String> = []
        for reference in references {
            guard let (root, module) = place(reference), roots.contains(root) else { continue }
            modules.insert(module)
        }
        return modules
    }

    /// The module that the package layout places `path` in (`Lib` for `.../Sources/Lib/P.swift`),
    /// if any.
    static func module(of path: String) -> String? {
        place(path)?.module
    }

    /// The path up to its last `Sources` component, and the component after it.
    ///
    /// Splits the UTF-8 bytes, not the characters: the render stage calls this once per
    /// source file and reference, and splitting characters costs many times more (the figure
    /// is in `Benchmarks/README.md`).
    private static func place(_ path: String) -> (root: String, module: String)? {
        let components = path.utf8.split(
            separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard let index = components.lastIndex(where: { $0.elementsEqual("Sources".utf8) }),
            index + 1 < components.count, !components[index + 1].isEmpty
        else { return nil }
        let module = components[index + 1]
        return (
            String(path[..<components[index].endIndex]),
            String(path[module.startIndex..<module.endIndex])
        )
    }
}
