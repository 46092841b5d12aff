extension ProtocolFlattener {
    /// A property restated by a refining protocol with another type (`var rawValue: Int` for
    /// `RawRepresentable`'s `RawValue`, a narrower type) or other attributes: a class has one
    /// property of a name, so the fake implements it once, with the restated type, which
    /// satisfies both.
    mutating func restate(_ earlier: Member, as type: TypeRef, name: String, at index: Int) {
        guard case .property(var property) = earlier.kind, property.type != type else { return }
        property.type = type
        var restated = earlier
        restated.kind = .property(property)
        seenMembers[name]?[index] = restated
        if result.unisolated.remove(earlier) != nil { result.unisolated.insert(restated) }
        if let position = result.entries.firstIndex(of: .member(earlier)) {
            result.entries[position] = .member(restated)
        }
    }

    /// Whether `a` and `b` are one requirement, whether or not either is `mutating`, for a
    /// property, whether or not either has a setter (`{ get }` restated `{ get set }`), and
    /// whatever their effects when one's are narrower (`throws` restated without).
    static func isSame(_ a: Member, _ b: Member) -> Bool {
        let unmutated = { (member: Member) in
            member.modifiers.filter { !mutationModifiers.contains($0) }
        }
        guard a.attributes == b.attributes, unmutated(a) == unmutated(b) else { return false }
        switch (a.kind, b.kind) {
        case (.property(let first), .property(let second)):
            return first.withoutAccessors.isRestatement(of: second.withoutAccessors)
        case (.subscript(let first), .subscript(let second)):
            return first.withoutAccessors.isRestatement(of: second.withoutAccessors)
        case (.function(let first), .function(let second)):
            return first.isRestatement(of: second)
        default: return a.kind == b.kind
        }
    }

    private static let mutationModifiers: Set<Modifier> = [.mutating, .nonmutating]

    /// Marks the setter of a class-bound protocol's property or subscript `nonmutating`, as
    /// the compiler treats it.
    static func makeSetterNonmutating(_ member: inout Member) {
        switch member.kind {
        case .property(var property) where property.hasSetter && !property.isNonmutatingSetter:
            property.isNonmutatingSetter = true
            member.kind = .property(property)
        case .subscript(var sub) where sub.hasSetter && !sub.isNonmutatingSetter:
            sub.isNonmutatingSetter = true
            member.kind = .subscript(sub)
        default: break
        }
    }

    /// Sets `earlier` when `other` is mutating; returns whether they differed.
    fileprivate static func merge(_ earlier: inout Bool, _ other: Bool) -> Bool {
        defer { earlier = earlier || other }
        return earlier != other
    }

    /// One implementation for a requirement that two protocols declare:
    /// - `mutating` (a method or a getter) in one and not in the other (GRDB's `willInsert`): a
    ///   fake is a class, whose one non-mutating member satisfies both. It stays `mutating` in
    ///   the model if either declaration is, so it is not forwarded to a real instance that is
    ///   not a class; `nonmutating` among its modifiers records that one declaration is not,
    ///   so a class-bound spy calls it through a `let`;
    /// - a property or subscript one reads (`{ get }`) and the other also writes
    ///   (`{ get set }`): it gets the setter;
    /// - `throws` or `async` in one and not in the other: it has the narrower effects, which
    ///   satisfy both (see ``EffectfulRequirement``).
    mutating func merge(_ earlier: Member, with member: Member, name: String, at index: Int) {
        var merged = earlier
        var isMixed = false
        switch (earlier.kind, member.kind) {
        case (.property(var property), .property(let other)):
            isMixed = property.mergeAccessors(of: other)
            if property.narrowEffects(to: other) { result.narrowedProperties.insert(name) }
            merged.kind = .property(property)
        case (.subscript(var sub), .subscript(let other)):
            isMixed = sub.mergeAccessors(of: other)
            _ = sub.narrowEffects(to: other)
            merged.kind = .subscript(sub)
        case (.function(var function), .function(let other)):
            _ = function.narrowEffects(to: other)
            merged.kind = .function(function)
            fallthrough
        default:
            var isMutating = earlier.modifiers.contains(.mutating)
            isMixed = Self.merge(&isMutating, member.modifiers.contains(.mutating))
            if isMixed {
                merged.modifiers =
                    merged.modifiers.filter { !Self.mutationModifiers.contains($0) } + [.mutating]
            }
        }
        if isMixed, !merged.modifiers.contains(.nonmutating) {
            merged.modifiers.append(.nonmutating)
        }
        guard merged != earlier else { return }
        seenMembers[name]?[index] = merged
        if result.unisolated.remove(earlier) != nil { result.unisolated.insert(merged) }
        if let position = result.entries.firstIndex(of: .member(earlier)) {
            result.entries[position] = .member(merged)
        }
    }
}

/// A property or subscript requirement: its accessors can differ between two declarations of
/// one requirement (`{ get }` and `{ get set }`, `mutating get` and `get`).
private protocol AccessorRequirement: Equatable {
    var hasSetter: Bool { get set }
    var isNonmutatingSetter: Bool { get set }
    var isMutatingGetter: Bool { get set }
}

extension PropertyDecl: AccessorRequirement {}
extension SubscriptDecl: AccessorRequirement {}

extension AccessorRequirement {
    /// The requirement with neither setter nor `mutating get`, to compare two declarations.
    var withoutAccessors: Self {
        var copy = self
        (copy.hasSetter, copy.isNonmutatingSetter, copy.isMutatingGetter) = (false, false, false)
        return copy
    }

    /// Adds `other`'s setter and `mutating get`; returns whether one getter was `mutating`
    /// and the other not.
    mutating func mergeAccessors(of other: Self) -> Bool {
        if !hasSetter && other.hasSetter {
            (hasSetter, isNonmutatingSetter) = (true, other.isNonmutatingSetter)
        }
        return ProtocolFlattener.merge(&isMutatingGetter, other.isMutatingGetter)
    }
}
