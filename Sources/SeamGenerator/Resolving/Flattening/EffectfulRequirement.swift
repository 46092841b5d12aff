/// A requirement with effects: a method, or a property or subscript whose getter can be
/// `async` or throw.
///
/// A refining protocol may restate a requirement with narrower effects
/// (`func encode(into:) throws` restated `func encode(into:)`): a class has one member of a
/// signature, so the fake implements it once, with the narrower effects, which satisfy both
/// (issue 29).
protocol EffectfulRequirement: Equatable {
    var isAsync: Bool { get set }
    var throwing: ThrowsClause { get set }
}

extension FunctionDecl: EffectfulRequirement {}
extension PropertyDecl: EffectfulRequirement {}
extension SubscriptDecl: EffectfulRequirement {}

extension EffectfulRequirement {
    /// The requirement neither `async` nor throwing, to compare two declarations.
    var withoutEffects: Self {
        var copy = self
        (copy.isAsync, copy.throwing) = (false, .none)
        return copy
    }

    /// Whether one member can satisfy both `self` and `other`: the same requirement, whose
    /// ways to throw have a narrower one.
    func isRestatement(of other: Self) -> Bool {
        withoutEffects == other.withoutEffects && throwing.narrower(than: other.throwing) != nil
    }

    /// Narrows the effects to those of `other` where they are narrower: `async` only if both
    /// are, and the narrower way to throw. Returns whether they changed.
    mutating func narrowEffects(to other: Self) -> Bool {
        let (wasAsync, threw) = (isAsync, throwing)
        isAsync = isAsync && other.isAsync
        throwing = throwing.narrower(than: other.throwing) ?? throwing
        return isAsync != wasAsync || throwing != threw
    }
}

extension ThrowsClause {
    /// The narrower of two ways to throw, which a member may have to satisfy a requirement
    /// declared either way, or `nil` when neither is (two typed errors, or `rethrows` and a
    /// typed error).
    func narrower(than other: ThrowsClause) -> ThrowsClause? {
        switch (self, other) {
        case _ where self == other: return self
        case (.none, _), (_, .none): return ThrowsClause.none
        case (.typed, .untyped), (.rethrows, .untyped): return self
        case (.untyped, .typed), (.untyped, .rethrows): return other
        default: return nil
        }
    }
}
