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

    @inlinable
    init(owner: AnyObject, member: StaticString, thread: Unmanaged<ThreadContext>) {
        self.parent = nil
        self.owner = Unmanaged.passUnretained(owner)
        self.member = member
        self.thread = thread
    }

    /// `Injector.router`: the name a cycle message shows.
    var displayName: String {
        "\(type(of: owner.takeUnretainedValue())).\(member)"
    }

    /// Whether this frame builds the same member of the same injector as `other`.
    func isSameMember(as other: BuildFrame) -> Bool {
        owner.toOpaque() == other.owner.toOpaque() && member.utf8Start == other.member.utf8Start
    }
}
