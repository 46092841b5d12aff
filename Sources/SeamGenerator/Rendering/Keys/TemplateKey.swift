/// One key a template reads on a value the generator hands it (`fake.isSendable`,
/// `item.stubType`), defined once: its name, what kind of value it holds, one line saying what
/// it means, and how its value is read from the model.
///
/// The record a template reads, its shape (the field names, for lookups and "did you mean"),
/// the renamed keys a template may still use, and the reference in `TemplateModel.md` all come
/// from these definitions (see ``TemplateKeys``).
///
/// ```swift
/// .bool("isActor", "the fake is an actor") { $0.isActor }
/// ```
struct TemplateKey<Model>: Sendable {
    /// The name a template reads.
    let name: String
    /// What the value is, for the reference.
    let kind: TemplateKeyKind
    /// What the key means, one line of Markdown for the reference.
    let doc: String
    /// The key's former name, which templates may still read (with a warning), or `nil`.
    let renamedFrom: String?
    /// How the value is read from one model.
    let reader: Reader

    /// How a key's value is read: a flag or a text keeps its closure's own result, so a record
    /// calls that closure directly instead of one that wraps it.
    enum Reader: Sendable {
        /// A flag.
        case bool(@Sendable (Model) -> Bool)
        /// A text.
        case string(@Sendable (Model) -> String)
        /// Any other value.
        case value(@Sendable (Model) -> TemplateValue)

        /// The value for `model`.
        @inline(__always)
        func callAsFunction(_ model: Model) -> TemplateValue {
            switch self {
            case .bool(let read): return .bool(read(model))
            case .string(let read): return .string(read(model))
            case .value(let read): return read(model)
            }
        }
    }

    /// A key of `kind` whose value `read` builds.
    init(
        _ name: String, _ kind: TemplateKeyKind, _ doc: String, renamedFrom: String? = nil,
        read: @escaping @Sendable (Model) -> TemplateValue
    ) {
        self.init(name, kind, doc, renamedFrom: renamedFrom, reader: .value(read))
    }

    private init(
        _ name: String, _ kind: TemplateKeyKind, _ doc: String, renamedFrom: String?,
        reader: Reader
    ) {
        self.name = name
        self.kind = kind
        self.doc = doc
        self.renamedFrom = renamedFrom
        self.reader = reader
    }

    /// The value of the key for `model`.
    func read(_ model: Model) -> TemplateValue {
        reader(model)
    }

    /// A flag for `{% if %}`.
    static func bool(
        _ name: String, _ doc: String, renamedFrom: String? = nil,
        _ read: @escaping @Sendable (Model) -> Bool
    ) -> Self {
        Self(name, .bool, doc, renamedFrom: renamedFrom, reader: .bool(read))
    }

    /// Text to print.
    static func string(
        _ name: String, _ doc: String, renamedFrom: String? = nil,
        _ read: @escaping @Sendable (Model) -> String
    ) -> Self {
        Self(name, .string, doc, renamedFrom: renamedFrom, reader: .string(read))
    }

    /// An array of strings.
    static func strings(
        _ name: String, _ doc: String, _ read: @escaping @Sendable (Model) -> [String]
    ) -> Self {
        Self(name, .strings, doc) { .array(read($0).map { .string($0) }) }
    }

    /// An array of records of `keys`.
    static func array<Element>(
        _ name: String, of keys: TemplateKeys<Element>, _ doc: String,
        _ read: @escaping @Sendable (Model) -> [Element]
    ) -> Self {
        Self(name, .records(keys.title), doc) { .array(read($0).map(keys.value)) }
    }

    /// One record of `keys`.
    static func record<Element>(
        _ name: String, of keys: TemplateKeys<Element>, _ doc: String,
        _ read: @escaping @Sendable (Model) -> Element
    ) -> Self {
        Self(name, .record(keys.title), doc) { keys.value(read($0)) }
    }
}

/// What kind of value a ``TemplateKey`` holds, as the reference names it.
enum TemplateKeyKind: Sendable, Hashable {
    /// A bool.
    case bool
    /// A string.
    case string
    /// An array of strings.
    case strings
    /// An array of records whose keys the reference lists under this title.
    case records(String)
    /// One record whose keys the reference lists under this title.
    case record(String)
    /// An array whose items are records of several kinds (a fake's `items`).
    case items

    /// The kind as the reference's "Type" column prints it.
    var description: String {
        switch self {
        case .bool: return "bool"
        case .string: return "string"
        case .strings: return "array of strings"
        case .records(let title): return "array of \(title)"
        case .record(let title): return title
        case .items: return "array of items"
        }
    }
}

/// The keys of one kind of record (a fake, a method, a dependency...), in order: the one
/// place a key is defined. Create one per kind and keep it (a `static let`).
final class TemplateKeys<Model>: Sendable {
    /// What the reference calls a record of this kind: "fake", "method".
    let title: String
    /// The keys, in slot order.
    let keys: [TemplateKey<Model>]
    /// The field names, with each renamed key's former name as an alias.
    let shape: TemplateShape
    /// Each key's `read`, in slot order. Building a record walks these rather than `keys`:
    /// a key is five fields, and walking `keys` copies and releases each key's strings
    /// (a large share of a record's cost; the figure is in `Benchmarks/README.md`).
    private let readers: [TemplateKey<Model>.Reader]

    /// The keys `keys` of the records called `title`; names must be unique.
    init(_ title: String, _ keys: [TemplateKey<Model>]) {
        self.title = title
        self.keys = keys
        var aliases: [String: String] = [:]
        for key in keys {
            if let old = key.renamedFrom { aliases[old] = key.name }
        }
        self.shape = TemplateShape(keys.map(\.name), aliases: aliases)
        self.readers = keys.map(\.reader)
    }

    /// The record of `model`.
    @Sendable func value(_ model: Model) -> TemplateValue {
        var values: [TemplateValue] = []
        values.reserveCapacity(readers.count)
        for read in readers { values.append(read(model)) }
        return .record(TemplateRecord(shape, values: values))
    }

    /// The context of a top-level template: one variable per key.
    func context(_ model: Model) -> [String: TemplateValue] {
        Dictionary(uniqueKeysWithValues: keys.map { ($0.name, $0.read(model)) })
    }
}

/// A key as the reference describes it: a ``TemplateKey`` without its model.
struct TemplateKeyEntry: Sendable, Hashable {
    /// The name a template reads.
    let name: String
    /// What the value is.
    let kind: TemplateKeyKind
    /// What the key means.
    let doc: String
    /// The key's former name, or `nil`.
    let renamedFrom: String?
}

/// The keys of one kind of record, whatever its model: what the reference and the renamed-key
/// warnings read.
protocol TemplateKeyList: Sendable {
    /// What the reference calls a record of this kind.
    var title: String { get }
    /// The keys, in order.
    var entries: [TemplateKeyEntry] { get }
}

extension TemplateKeys: TemplateKeyList {
    /// The keys, without their models.
    var entries: [TemplateKeyEntry] {
        keys.map {
            TemplateKeyEntry(name: $0.name, kind: $0.kind, doc: $0.doc, renamedFrom: $0.renamedFrom)
        }
    }
}
