extension SpySetter {
    /// The forwarding of the setter of a member of a fake with `context`.
    ///
    /// - Parameters:
    ///   - accessors: Whether the member has a setter, whether it is `nonmutating`, and
    ///     whether its getter is `mutating` (an assignment through a `let` needs a getter
    ///     that is not).
    ///   - isStatic: Whether the member is static: a spy forwards no static member.
    ///   - context: The fake's context: whether it is a spy, and class-bound.
    static func of(
        _ accessors: (hasSetter: Bool, isNonmutating: Bool, isMutatingGetter: Bool),
        isStatic: Bool, context: ResolutionContext
    ) -> SpySetter {
        guard accessors.hasSetter, context.canSpy, !isStatic else { return .none }
        let throughConstant = accessors.isNonmutating && !accessors.isMutatingGetter
        if throughConstant { return .assigns(binding: .constant) }
        return context.isClassBound ? .assigns(binding: .variable) : .blocked
    }
}
