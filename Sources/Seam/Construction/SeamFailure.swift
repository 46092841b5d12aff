/// The misuse that the compiler cannot catch, reported by name; each one traps.
enum SeamFailure {
    /// The text of the cycle report for `chain`, outermost member first.
    ///
    /// The first line is exactly `Seam: dependency cycle: A.x -> A.y -> A.x`.
    static func cycleMessage(_ chain: [String]) -> String {
        """
        Seam: dependency cycle: \(chain.joined(separator: " -> "))
        To fix it, let one of these members read the next one later (on first use, \
        or through a closure), not while it is being built.
        """
    }

    /// Stops the process with the cycle report; the same in debug and release builds.
    @usableFromInline
    static func cycle(_ chain: [String]) -> Never {
        fatalError(cycleMessage(chain))
    }

    /// Reports a cycle found on the calling thread: `frame` is on this thread's stack.
    @usableFromInline
    static func cycle(
        reentering frame: UnsafeMutablePointer<BuildFrame>,
        context: ThreadContext,
        extra: UnsafeMutablePointer<BuildFrame>? = nil
    ) -> Never {
        let frames = context.frames(from: frame) + [extra ?? frame]
        cycle(frames.map(\.pointee.displayName))
    }

    /// The text of the report for a ``Weak`` cell of a type no weak reference can hold.
    static func notWeakMessage(_ type: String) -> String {
        """
        Seam: Weak<\(type)> cannot hold its value weakly: \(type) is not a class or a \
        protocol that only classes adopt.
        To fix it, make the protocol class-bound (protocol P: AnyObject), or use Shared.
        """
    }

    /// Stops the process: a ``Weak`` cell built a value that no weak reference can hold.
    static func notWeak(_ type: Any.Type) -> Never {
        fatalError(notWeakMessage("\(type)"))
    }

    /// The text of the report for one cell read by two members.
    static func sharedCellMessage(
        owner: String, first: String, second: String, cell: String
    ) -> String {
        let name = second.prefix { $0 != "(" }
        return """
            Seam: \(owner).\(second) reads the cell of \(owner).\(first); a cell belongs to \
            one member, and this one returns \(owner).\(first)'s value.
            To fix it, give \(owner).\(second) a cell of its own \
            (let \(name)Cell = \(cell)()) and read that one there.
            """
    }

    /// Stops the process: a cell read by two members; the same in debug and release builds.
    static func sharedCell(
        owner: AnyObject, first: String, second: String, cell: String
    ) -> Never {
        fatalError(
            sharedCellMessage(
                owner: "\(type(of: owner))", first: first, second: second, cell: cell
            )
        )
    }
}
