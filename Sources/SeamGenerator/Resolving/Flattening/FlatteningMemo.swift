/// Flattens many protocols, walking each protocol's requirements once where it can: the walk
/// of a protocol takes in the finished walk of a flattened ancestor instead of walking that
/// ancestor's ancestors again, so flattening every protocol of a refinement chain of N
/// protocols adds N requirements, not N²/2.
///
/// Each result is what ``ProtocolFlattener/flatten(_:index:)`` gives the protocol. A walk is
/// taken in only before the walk has added any protocol's members and when the two walks met
/// no protocol in common (``ProtocolFlattener/absorbWalk(of:)``), which holds along chains of
/// single inheritance; elsewhere (diamonds, several parents) the walk goes on as usual.
/// Inheritance cycles must have been rejected before (``DeclarationCheck``): the memo of
/// isolation and class-boundness is shared by every walk, which is exact only without them.
struct FlatteningMemo {
    private let index: ProtocolIndex
    /// The protocols whose flattening is asked for: their walks are kept. Protocols are known
    /// by their declaration's location, as two `#if` branches can declare one name.
    private let requested: Set<SourceLocation>
    /// Each kept protocol's finished walk, before the `id` of `Identifiable where ID == X` is
    /// added, by the protocol's location, until a walk takes it in: that walk then owns its
    /// sets and lists and extends them in place instead of copying them.
    private var walks: [SourceLocation: ProtocolFlattener] = [:]
    /// Each kept protocol's flattened requirements, by the protocol's location.
    private var results: [SourceLocation: FlatProtocol] = [:]
    /// Isolation and class-boundness by qualified name, shared by every walk.
    private var isolation: [String: Bool] = [:]
    private var classBound: [String: Bool] = [:]
    /// How many requirements the walks added, in all: the flattening's work.
    private(set) var requirementVisits = 0

    /// Creates an empty memo over `index` that keeps the walks of the `requested` protocols
    /// (their declarations' locations).
    init(index: ProtocolIndex, requested: Set<SourceLocation>) {
        self.index = index
        self.requested = requested
    }

    /// The flattened requirements of each of `decls`, in order, with one memo for all (the
    /// tests' entry point; the pipeline keeps its memo and calls ``flat(of:)``).
    static func flatten(_ decls: [ProtocolDecl], index: ProtocolIndex) -> [FlatProtocol] {
        var memo = FlatteningMemo(index: index, requested: Set(decls.map(\.location)))
        return decls.map { memo.flat(of: $0) }
    }

    /// The flattened requirements of `decl`.
    mutating func flat(of decl: ProtocolDecl) -> FlatProtocol {
        if let result = results[decl.location] { return result }
        walk(decl)
        return results[decl.location]!
    }

    /// Walks `decl`, after the requested protocols down its chain of sole parents, deepest
    /// first, so that each walk can take in the one below.
    private mutating func walk(_ decl: ProtocolDecl) {
        var pending = [decl]
        var seen: Set<SourceLocation> = [decl.location]
        var current = decl
        while let parent = soleParent(of: current), walks[parent.location] == nil,
            seen.insert(parent.location).inserted
        {
            if requested.contains(parent.location) { pending.append(parent) }
            current = parent
        }
        for decl in pending.reversed() {
            var flattener = ProtocolFlattener(index: index)
            swap(&flattener.isolation, &isolation)
            swap(&flattener.classBound, &classBound)
            swap(&flattener.finishedWalks, &walks)
            flattener.walk(decl)
            swap(&flattener.isolation, &isolation)
            swap(&flattener.classBound, &classBound)
            swap(&flattener.finishedWalks, &walks)
            requirementVisits += flattener.requirementVisits
            var finished = flattener
            finished.addIdentifiableID(at: decl.location)
            ConstrainedIterators.apply(to: &finished.result)
            results[decl.location] = finished.result
            walks[decl.location] = flattener
        }
    }

    /// The one protocol of the index that `decl` inherits (through its inheritance list,
    /// compositions and `where Self: P`), or `nil` when it inherits none or several.
    private func soleParent(of decl: ProtocolDecl) -> ProtocolDecl? {
        var probe = ProtocolFlattener(index: index)
        guard var steps = probe.begin(decl) else { return nil }
        var parent: ProtocolDecl?
        while let step = steps.popLast() {
            switch step {
            case .requirement: continue
            case .inherited(.composition(let parts)):
                steps += parts.reversed().map(ProtocolFlattener.Step.inherited)
            case .inherited(let type):
                guard let entry = probe.visitInherited(type) else { continue }
                if parent != nil { return nil }
                parent = entry.decl
            }
        }
        return parent
    }
}

extension ProtocolFlattener {
    /// Walks `decl` and all its ancestors, as the root of the walk.
    mutating func walk(_ decl: ProtocolDecl) {
        tracksUnisolated = isIsolated(decl)
        visit(decl)
    }

    /// Takes in the finished walk of `decl`, if there is one, as if walked here: only while
    /// no protocol's members were added yet, and when no protocol met so far is in it, so the
    /// walk here would have found exactly what it did. Returns whether it did.
    mutating func absorbWalk(of decl: ProtocolDecl) -> Bool {
        guard !hasFinished, var walk = finishedWalks[decl.location], !meets(walk.visited)
        else { return false }
        // This walk owns the one it takes in, so that extending its sets copies nothing.
        finishedWalks[decl.location] = nil
        let mine = result
        result = walk.result
        result.protocols = mine.protocols.followed(by: walk.result.protocols)
        result.whereClause = mine.whereClause + walk.result.whereClause
        result.standard.formUnion(mine.standard)
        result.isClassBound = result.isClassBound || mine.isClassBound
        result.imports = mine.imports + walk.result.imports
        result.unknown = mine.unknown + walk.result.unknown.filter { !visited.contains($0) }
        if tracksUnisolated && !walk.tracksUnisolated {
            // No ancestor there is isolated, so each of its requirements is unisolated.
            result.unisolated = Set(FakeResolver.members(of: walk.result.entries))
        }
        take(&walk)
        return true
    }

    /// Whether a protocol this walk met is among `visited`. Names of unknown protocols may
    /// be in both: each is recorded once (``absorbWalk(of:)``).
    private func meets(_ visited: Set<String>) -> Bool {
        let (fewer, more) =
            self.visited.count <= visited.count ? (self.visited, visited) : (visited, self.visited)
        return fewer.contains { more.contains($0) && index.entry(named: $0) != nil }
    }

    /// Takes the visited names and seen members of `walk`, extending the larger set.
    private mutating func take(_ walk: inout ProtocolFlattener) {
        var theirs: Set<String> = []
        swap(&theirs, &walk.visited)
        if theirs.count > visited.count { swap(&theirs, &visited) }
        visited.formUnion(theirs)
        swap(&seenMembers, &walk.seenMembers)
        hasFinished = true
    }
}
