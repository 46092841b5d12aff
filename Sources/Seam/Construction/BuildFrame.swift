/// One member under construction on one thread: a link in that thread's build stack.
///
/// Frames live on the builder's own stack (`withUnsafeTemporaryAllocation`), so starting
/// a build allocates nothing. Another thread may read a frame only while it holds the
/// ``WaitRegistry`` lock and the frame's builder cannot finish without that lock (see
/// ``WaitRegistry``).
@usableFromInline
struct BuildFrame {
    /// The frame of the member that was being built when this one started, if any.
    @usableFromInline var parent: UnsafeMutablePointer<BuildFrame>?
    /// The injector that owns the member; with `member` it identifies a unique member.
    /// Unretained: the injector is alive while one of its members is being built.
    @usableFromInline let owner: Unmanaged<AnyObject>
    /// The member's name as `#function` spelled it.
    @usableFromInline let member: StaticString
    /// The thread that builds this member. Set before the frame is published in a cell,
    /// so that a thread that finds the frame there also sees its builder.
    @usableFromInline let thread: Unmanaged<ThreadContext>
    /// For a ``Cached`` member, the key being built and its type, so that a cycle report
    /// names the key; `nil` for the other cells. The key lives on the builder's stack as
    /// long as the frame does.
    @usableFromInline let key: (address: UnsafeRawPointer, type: Any.Type)?

    @inlinable
    init(
        owner: AnyObject,
        member: StaticString,
        thread: Unmanaged<ThreadContext>,
        key: (address: UnsafeRawPointer, type: Any.Type)? = nil
    ) {
        self.parent = nil
        self.owner = Unmanaged.passUnretained(owner)
        self.member = member
        self.thread = thread
        self.key = key
    }

    /// `Injector.router`, or `Injector.orders(for:)[3]` for a key of a ``Cached`` member:
    /// the name a cycle message shows. The key is printed as `String(describing:)` prints it.
    var displayName: String {
        let name = "\(type(of: owner.takeUnretainedValue())).\(member)"
        guard let key else { return name }
        return "\(name)[\(Self.describe(key.type, at: key.address))]"
    }

    /// The text of the key of type `Key` at `address`.
    private static func describe<Key>(_: Key.Type, at address: UnsafeRawPointer) -> String {
        String(describing: address.assumingMemoryBound(to: Key.self).pointee)
    }

    /// Whether this frame builds the same member of the same injector as `other`.
    func isSameMember(as other: BuildFrame) -> Bool {
        owner.toOpaque() == other.owner.toOpaque() && member.utf8Start == other.member.utf8Start
    }
}
