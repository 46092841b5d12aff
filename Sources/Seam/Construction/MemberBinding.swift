/// The member a cell belongs to, so that a cell read by a second member stops with a
/// message instead of handing that member the first one's value.
///
/// Holds the address of the first reader's `#function` text. Two members never share that
/// text, so a read under another address compares the text once and traps if it differs.
/// Every cell checks it on its slow path, and on every read in DEBUG builds. The warm reads
/// of release builds need no check: a built ``Shared`` cell's word (the address this binding
/// holds, see ``CellState``), and each ``Weak`` and ``Cached`` node, names the member, so a
/// read by another member misses the warm path and comes here.
@usableFromInline
struct MemberBinding: ~Copyable {
    @usableFromInline let word = AtomicWord(0)

    @inlinable
    init() {}

    /// Binds the cell to `member` on the first read; traps if it is bound to another one.
    ///
    /// - Parameters:
    ///   - member: The reading member's name (`#function`).
    ///   - owner: The injector, for the message.
    ///   - cell: The cell's type, for the fix the message proposes.
    @inlinable
    func check(_ member: StaticString, owner: AnyObject, cell: @autoclosure () -> String) {
        let address = UInt(bitPattern: member.utf8Start)
        if word.load() == address { return }
        bind(member, owner: owner, cell: cell)
    }

    /// ``check(_:owner:cell:)`` for a build: binds an unbound cell in line, with no call,
    /// since every first build binds. Kept apart from `check`, whose larger body would make
    /// the warm reads that inline it slower.
    @inlinable
    @inline(__always)
    func checkBuild(_ member: StaticString, owner: AnyObject, cell: @autoclosure () -> String) {
        let address = UInt(bitPattern: member.utf8Start)
        let bound = word.load()
        if bound == address { return }
        if bound == 0 && word.compareExchange(expected: 0, desired: address).exchanged { return }
        bind(member, owner: owner, cell: cell)
    }

    /// Binds the cell to `member` unless another read bound it first; traps if that read
    /// was another member's.
    @usableFromInline
    func bind(_ member: StaticString, owner: AnyObject, cell: () -> String) {
        let address = UInt(bitPattern: member.utf8Start)
        let (exchanged, bound) = word.compareExchange(expected: 0, desired: address)
        if exchanged || bound == address { return }
        // `#function` texts are C strings: the compiler ends every literal with a NUL.
        let first = String(cString: UnsafePointer<CChar>(bitPattern: bound).unsafelyUnwrapped)
        let second = member.description
        if first == second { return }
        SeamFailure.sharedCell(owner: owner, first: first, second: second, cell: cell())
    }
}
