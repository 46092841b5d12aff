/// What a spy's setter of a property or subscript does with its real instance.
///
/// A protocol that is not class-bound can be adopted by a value type. A spy holds its real
/// instance as a constant, so assigning a value-type real instance would change a copy that is
/// then thrown away; such a spy keeps the value in its stub and reads it back from there
/// instead (``blocked``), and the generator warns about it.
enum SpySetter: Sendable, Hashable {
    /// The setter records only: there is no setter, the member is static, or the fake is no
    /// spy (or the member is outside its isolation).
    case none
    /// The spy records the value and assigns its real instance, bound with `binding`: a
    /// constant for a `nonmutating` setter (every setter a class-bound protocol declares), a
    /// variable (a copy of the reference) for one a class-bound protocol inherits from one
    /// that is not.
    case assigns(binding: Binding)
    /// The protocol is not class-bound: the setter records the value and leaves the real
    /// instance alone, and the spy reads the member from its stub once it is set.
    case blocked

    /// Whether the spy assigns its real instance.
    var assigns: Bool {
        if case .assigns = self { return true }
        return false
    }

    /// How the setter binds the real instance, or `nil` when it does not.
    var binding: Binding? {
        if case .assigns(let binding) = self { return binding }
        return nil
    }
}
