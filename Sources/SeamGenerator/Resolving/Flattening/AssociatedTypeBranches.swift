/// An `#if` block of a protocol's body that declares an associated type in two or more of its
/// branches, each with its own constraint (`#if A associatedtype D: Kit.Digest #else
/// associatedtype D: Digest #endif`).
struct AssociatedTypeChoice: Sendable, Equatable {
    /// Each branch's own condition, `nil` for `#else`.
    var conditions: [CompilationCondition?]
    /// The associated types each branch declares.
    var declarations: [[AssociatedTypeDecl]]

    /// The choice `block` makes, or `nil` when no associated type is declared in two of its
    /// branches.
    init?(_ block: ConditionalBlock) {
        let declarations = block.clauses.map { clause in
            clause.items.compactMap { item -> AssociatedTypeDecl? in
                guard case .member(let member) = item,
                    case .associatedType(let associated) = member.kind
                else { return nil }
                return associated
            }
        }
        let names = declarations.flatMap { Set($0.map(\.name)) }
        guard names.count > Set(names).count else { return nil }
        self.conditions = block.clauses.map(\.directive.condition)
        self.declarations = declarations
        // With no `#else`, the last branch stands for it: a fake exists whatever holds.
        if self.conditions.last! != nil, self.conditions.count > 1 {
            self.conditions[self.conditions.count - 1] = nil
        }
    }
}

extension FlatProtocol {
    /// One flat protocol per branch of the first ``associatedTypeChoices``, with that branch's
    /// associated types and, in ``branchCondition``, the condition under which it is the
    /// protocol; `[self]` when there is no choice.
    ///
    /// A branch that names a type of a module in `modules` (`Kit.Digest`, with `Kit` imported
    /// by the protocols' files) also needs `canImport(Kit)`: where the fake is compiled, a
    /// branch whose module cannot be imported is not the one its protocol was built with.
    func branches(modules: Set<String>) -> [FlatProtocol] {
        guard let choice = associatedTypeChoices.first else { return [self] }
        let owns = zip(choice.conditions, choice.declarations).map { condition, declarations in
            condition?.requiringImports(of: Self.modules(named: declarations, among: modules))
        }
        return choice.declarations.indices.map { index in
            var branch = self
            for declared in choice.declarations[index] {
                if let at = branch.associatedTypes.firstIndex(where: { $0.name == declared.name }) {
                    branch.associatedTypes[at] = declared
                }
            }
            // The branches repeat the same `#if` blocks: the first one warns about them.
            if index > 0 { branch.customConditions = [] }
            branch.branchCondition =
                ConditionBranch(previous: owns[..<index].compactMap { $0 }, current: owns[index])
                .expression
            return branch
        }
    }

    /// The modules of `modules` whose types `declarations` constrain to, sorted.
    private static func modules(
        named declarations: [AssociatedTypeDecl], among modules: Set<String>
    ) -> [String] {
        var named: Set<String> = []
        for declared in declarations {
            for type in declared.inherited {
                let parts: [TypeRef]
                if case .composition(let composed) = type {
                    parts = composed
                } else {
                    parts = [type]
                }
                for part in parts {
                    guard case .named(let components) = part, components.count > 1,
                        modules.contains(components[0].name)
                    else { continue }
                    named.insert(components[0].name)
                }
            }
        }
        return named.sorted()
    }
}
