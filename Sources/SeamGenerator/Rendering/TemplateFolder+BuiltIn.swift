// Generated from Templates/ by `swift .ci/embed-templates.swift`. Do not edit.

extension TemplateFolder {
    /// The default templates, `Templates/*.stencil`: each template's name (the file name
    /// without ".stencil") and text.
    static let builtInTexts: [String: String] = [
        "Conformances.swift": ##"""
        {# Standard protocols the fake implements by identity. #}
        {% if fake.isEquatable %}

            {{ fake.access }}{{ fake.nonisolatedStatic }}static func == (lhs: {{ fake.name }}, rhs: {{ fake.name }}) -> Swift.Bool {
                lhs === rhs
            }
        {% endif %}
        {% if fake.isHashable %}

            {{ fake.access }}{{ fake.nonisolatedInstance }}func hash(into hasher: inout Swift.Hasher) {
                hasher.combine(Swift.ObjectIdentifier(self))
            }
        {% endif %}
        {% if fake.isComparable %}

            {{ fake.access }}{{ fake.nonisolatedStatic }}static func < (lhs: {{ fake.name }}, rhs: {{ fake.name }}) -> Swift.Bool {
                Swift.ObjectIdentifier(lhs) < Swift.ObjectIdentifier(rhs)
            }
        {% endif %}
        {% if fake.isEncodable %}

            {{ fake.access }}{{ fake.nonisolatedInstance }}func encode(to encoder: any Swift.Encoder) throws {}
        {% endif %}
        {% if fake.isDecodable %}

            {{ fake.access }}{{ fake.nonisolatedInit }}{% if not fake.isActor %}convenience {% endif %}init(from decoder: any Swift.Decoder) throws {
                self.init()
            }
        {% endif %}

        """##,
        "Fake.swift": ##"""
        {# The fake of one protocol. Context: `fake` (see "The template model"). The real instance
           (`fake.realInstance`) is a constant, except in a global actor's fake: its
           `nonisolated init()` cannot set an isolated property, so it starts as `nil` and only
           `init(forwardingTo:)`, isolated, sets it.
           A subclass implements its superclass's `init(forwardingTo:)` as an unavailable convenience
           initializer; it then inherits, unavailable too, those of the fakes further up. A subclass
           that cannot spy (no spies) declares no initializer: it inherits `init()`. The fake of a
           deprecated protocol is deprecated the same way (`fake.deprecations`), so that its own uses
           of the protocol do not repeat the warning. #}
        {% if fake.condition %}
        #if {{ fake.condition }}
        {% endif %}
        {% if fake.hasStatics and not fake.storesStatics %}
        /// The stubs of `{{ fake.name }}`'s static members.
        private let {{ fake.staticStubs }} = SeamStaticStubs()

        {% endif %}
        /// A fake `{{ fake.protocolName }}`: records every call and returns what a test stubs.
        {% if fake.isSendable %}
        ///
        /// `@unchecked Sendable`: each stub guards its own state{% if fake.canSpy %};
        /// `forwardee` never changes{% endif %}.
        {% endif %}
        {% if fake.superclass %}
        ///
        /// It inherits the members of `{{ fake.superclass }}`, the fake of a protocol it refines.
        {% endif %}
        {% for deprecation in fake.deprecations %}
        {{ deprecation }}
        {% endfor %}
        {% for attribute in fake.spiAttributes %}
        {{ attribute }}
        {% endfor %}
        {% if fake.globalActor %}{{ fake.globalActor }} {% endif %}{{ fake.access }}{% if fake.isActor %}actor{% elif fake.isSubclassed %}class{% else %}final class{% endif %} {{ fake.name }}{{ fake.genericClause }}: {% if fake.superclass %}{{ fake.superclass }}, {% endif %}{{ fake.protocolName }}{% if not fake.superclass %}, SeamFake{% endif %}{% if fake.isSendable %}, @unchecked Swift.Sendable{% endif %}{{ fake.whereClause }} {
        {% if fake.canSpy %}
        {% if fake.globalActor %}
            private var {{ fake.realInstance }}: (any {{ fake.protocolName }})? = nil
        {% else %}
            private let {{ fake.realInstance }}: (any {{ fake.protocolName }})?
        {% endif %}
        {% endif %}
        {% for alias in fake.typeAliases %}
            {{ fake.access }}typealias {{ alias.name }} = {{ alias.type }}
        {% endfor %}
        {% if fake.canSpy or fake.typeAliases %}

        {% endif %}
        {% if fake.canSpy %}
            /// Creates a fake with nothing stubbed.
            {{ fake.access }}{{ fake.nonisolatedInit }}{% if fake.superclass %}override {% endif %}init() {
        {% if not fake.globalActor %}
                {{ fake.realInstance }} = nil
        {% endif %}
        {% if fake.superclass %}
                super.init()
        {% endif %}
            }

            /// Creates a spy: calls are recorded, and those with nothing stubbed go to `real`.
            {{ fake.access }}init(forwardingTo real: any {{ fake.protocolName }}) {
                {{ fake.realInstance }} = real
        {% if fake.superclass %}
                super.init(forwardingTo: real)
        {% endif %}
            }
        {% if fake.superclass %}

            /// Unavailable: a spy of `{{ fake.protocolName }}` needs a `{{ fake.protocolName }}`.
            @available(*, unavailable, message: "a spy needs a value of the fake's own protocol")
            {{ fake.access }}override convenience init(forwardingTo real: any {{ fake.baseProtocol }}) {
                Swift.fatalError("a spy needs a value of the fake's own protocol")
            }
        {% endif %}
        {% elif not fake.superclass %}
            /// Creates a fake with nothing stubbed.
            {{ fake.access }}{{ fake.nonisolatedInit }}init() {}
        {% endif %}
        {% include "Members.swift" %}
        {% include "Conformances.swift" %}
        {% if fake.defaults %}

            /// `{{ fake.protocolName }}` as its extensions implement it: each requirement they leave
            /// goes back to the fake, so an unstubbed call of one they implement runs their code.
            {% if fake.globalActor %}{{ fake.globalActor }} {% endif %}private {% if fake.defaultsAreClass %}final class{% else %}struct{% endif %} {{ fake.defaults }}: {{ fake.protocolName }} {
                let base: {{ fake.name }}
        {% if fake.defaultsAreClass %}

                init(base: {{ fake.name }}) {
                    self.base = base
                }
        {% endif %}
        {% for item in fake.items %}
        {% if item.isDirective %}
        #{{ item.keyword }}{% if item.condition %} {{ item.condition }}{% endif %}
        {% elif item.isMethod and not item.callsDefault %}

                {{ item.declaration }} {
                    {{ item.spyEffects }}{% if item.isStatic %}{{ fake.name }}{% else %}self.base{% endif %}.{{ item.spyCall }}
                }
        {% elif item.isProperty and not item.readsDefault %}

                {{ item.declaration }} {
                    get{{ item.getterEffects }} { {{ item.effects }}{% if item.isStatic %}{{ fake.name }}{% else %}self.base{% endif %}.{{ item.memberName }} }
        {% if item.hasSetter %}
                    {% if not fake.defaultsAreClass and not item.isStatic %}nonmutating {% endif %}set { {% if item.isStatic %}{{ fake.name }}{% else %}self.base{% endif %}.{{ item.memberName }} = newValue }
        {% endif %}
                }
        {% endif %}
        {% endfor %}
            }
        {% endif %}
        {% if fake.hasStatics %}

        {% if fake.storesStatics %}
            /// Resets every static member's stub: no calls, nothing stubbed.
            {{ fake.access }}static func {{ fake.resetName }}() {
        {% for item in fake.items %}
        {% if item.isDirective %}
        #{{ item.keyword }}{% if item.condition %} {{ item.condition }}{% endif %}
        {% elif item.isStatic %}
        {% if item.stubType %}
                {{ item.name }}Stub.reset()
        {% endif %}
        {% endif %}
        {% endfor %}
            }
        {% else %}
            /// Gives every static member a fresh stub (of this specialization, for a generic fake).
            {{ fake.access }}static func {{ fake.resetName }}() {
                {{ fake.staticStubs }}.reset(Self.self)
            }
        {% endif %}
        {% endif %}
        }
        {% if fake.condition %}
        #endif
        {% endif %}

        """##,
        "FakeInjector.swift": ##"""
        {# The app's FakeInjector. Context: `fake`, the injector (see README, "Templates"). #}
        {% if fake.condition %}
        #if {{ fake.condition }}
        {% endif %}
        {% if fake.hasStatics %}
        /// The stubs of `{{ fake.name }}`'s static methods.
        private let {{ fake.staticStubs }} = SeamStaticStubs()

        {% endif %}
        /// A fake `{{ fake.protocolName }}` for tests: every dependency with a fake is that fake
        /// until a test assigns another; the others must be assigned before they are read.
        {% if fake.isSendable %}
        ///
        /// `@unchecked Sendable`: `lock` protects the assigned dependencies and the methods' fakes;
        /// each stub guards its own state.
        {% endif %}
        {% if fake.globalActor %}{{ fake.globalActor }} {% endif %}{{ fake.access }}final class {{ fake.name }}: {{ fake.protocolName }}, SeamFake{% if fake.isSendable %}, @unchecked Swift.Sendable{% endif %} {
        {% if fake.isSendable or fake.hasUnisolated %}
            private let lock = Foundation.NSLock()
        {% endif %}
            private let fallback: ({{ fake.fallbackType }})?

            /// Creates an injector whose dependencies are fakes.
            {{ fake.access }}init() {
                fallback = nil
            }

            /// Creates an injector whose dependencies that a test has not assigned come from `fallback`.
            {{ fake.access }}init(fallback: {{ fake.fallbackType }}) {
                self.fallback = fallback
            }
        {% for dependency in fake.dependencies %}
        {% if dependency.condition %}
        #if {{ dependency.condition }}
        {% endif %}
        {% if dependency.fakeType %}

            /// The fake behind `{{ dependency.name }}`, for stubs and assertions.
            {{ fake.access }}{{ dependency.fakeBinding }} {{ dependency.fakeName }} = {{ dependency.fakeType }}()
        {% endif %}
        {% if fake.isSendable or dependency.isolation %}
            {% if dependency.isolation %}nonisolated(unsafe) {% endif %}private var _{{ dependency.stem }}Override: {{ dependency.overrideType }} = nil
            {% if dependency.isolation %}nonisolated {% endif %}private var {{ dependency.stem }}Override: {{ dependency.overrideType }} {
                get {
                    lock.lock()
                    defer { lock.unlock() }
                    return _{{ dependency.stem }}Override
                }
                set {
                    lock.lock()
                    _{{ dependency.stem }}Override = newValue
                    lock.unlock()
                }
            }
        {% else %}
            private var {{ dependency.stem }}Override: {{ dependency.overrideType }} = nil
        {% endif %}

            {{ fake.access }}{{ dependency.declaration }} {
                get{{ dependency.getterEffects }} {
                    if let value = {{ dependency.stem }}Override {
                        return value
                    }
                    if let fallback {
                        return {{ dependency.fallbackEffects }}fallback.{{ dependency.name }}
                    }
        {% if dependency.fakeType %}
                    return {{ dependency.fakeName }}
        {% elif dependency.defaultValue %}
                    seamFail("{{ dependency.stopMessage }}")
                    return {{ dependency.defaultValue }}
        {% elif dependency.stopThrows %}
                    try seamThrow("{{ dependency.stopMessage }}")
        {% else %}
                    seamStop("{{ dependency.stopMessage }}")
        {% endif %}
                }
        {% if dependency.isSettable %}
                set {
                    {{ dependency.stem }}Override = newValue
                }
        {% endif %}
            }
        {% if dependency.condition %}
        #endif
        {% endif %}
        {% endfor %}
        {% include "Members.swift" %}
        {% if fake.hasStatics %}

            /// Gives every static method a fresh stub.
            {{ fake.access }}static func {{ fake.resetName }}() {
                {{ fake.staticStubs }}.reset(Self.self)
            }
        {% endif %}
        }
        {% if fake.condition %}
        #endif
        {% endif %}

        """##,
        "File.swift": ##"""
        // Generated by seam{% if sources %} from {{ sources | join:", " }}{% endif %}. Do not edit; {% if regeneratedOnBuild %}SeamBuildPlugin regenerates it on every build{% else %}regenerate with `{{ command }}`{% endif %}.{{ hash }}
        {% for import in imports %}
        {% if import.condition %}
        #if {{ import.condition }}
        {% if import.isTestable %}@testable {% endif %}{{ import.attributes }}import {{ import.declaration }}
        #endif
        {% elif import.isConditional %}
        #if canImport({{ import.name }})
        {% if import.isTestable %}@testable {% endif %}{{ import.attributes }}import {{ import.declaration }}
        #endif
        {% else %}
        {% if import.isTestable %}@testable {% endif %}{{ import.attributes }}import {{ import.declaration }}
        {% endif %}
        {% endfor %}
        {% for fake in fakes %}

        {% include "Fake.swift" %}
        {% endfor %}
        {% for fake in injectors %}

        {% include "FakeInjector.swift" %}
        {% endfor %}
        {% if stubs %}
        {% include "Stubs.swift" %}
        {% endif %}

        """##,
        "Initializer.swift": ##"""
        {# An initializer requirement: records its arguments in the new fake's stub. #}
        {% include "Storage.swift" %}
            {{ item.spi }}{{ item.attributes }}{{ fake.access }}{{ item.declaration }} {
                self.init()
        {% if item.hasArguments %}
                {{ item.name }}Stub.record({{ item.recordedArguments }})
        {% endif %}
            }

        """##,
        "Members.swift": ##"""
        {# The members of a fake or FakeInjector, with their `#if` lines. #}
        {% for item in fake.items %}
        {% if item.isDirective %}
        #{{ item.keyword }}{% if item.condition %} {{ item.condition }}{% endif %}
        {% elif item.isMethod %}

        {% include "Method.swift" %}
        {% elif item.isProperty %}

        {% include "Property.swift" %}
        {% elif item.isInitializer %}

        {% include "Initializer.swift" %}
        {% elif item.isSubscript %}

        {% include "Subscript.swift" %}
        {% endif %}
        {% endfor %}

        """##,
        "Method.swift": ##"""
        {# A method: its stub, then the body: evaluate `@autoclosure` arguments once, record, error,
           handler, return value, real instance, default.
           With `item.call`, the stub does the first four in one call (see Stubs.swift). A generic
           result (`item.erasedReturnType`) is stored as `Any`: a value of another type is reported as
           the test's mistake (`seamFail`), then the call ends as an unstubbed one would. A generic
           `inout` parameter (`item.erasedInouts`) that the handler sets to another type is reported
           the same way and keeps its value. #}
        {% include "Storage.swift" %}
            {{ item.spi }}{{ item.attributes }}{{ fake.access }}{{ item.declaration }} {
        {% for autoclosure in item.autoclosures %}
                let {{ autoclosure.name }} = {{ autoclosure.effects }}{{ autoclosure.name }}()
        {% endfor %}
        {% if item.call %}
                if let value = {{ item.effects }}{{ item.name }}Stub.{{ item.call }}({{ item.callArguments }}) {
                    return value
                }
        {% else %}
        {% if item.hasHandler or item.hasReturnValue %}
                let ({% if item.hasHandler %}handler{% else %}_{% endif %}, {% if item.hasReturnValue %}stored{% else %}_{% endif %}) = {% if item.hasError %}try {% endif %}{{ item.name }}Stub.next({{ item.recordedArguments }})
        {% else %}
                _ = {% if item.hasError %}try {% endif %}{{ item.name }}Stub.next({{ item.recordedArguments }})
        {% endif %}
        {% if item.hasHandler %}
                if let handler {
        {% for erased in item.erasedInouts %}
                    var {{ erased.erasedName }}: Any = {{ erased.name }}
                    defer {
                        if let value = {{ erased.erasedName }} as? {{ erased.type }} {
                            {{ erased.name }} = value
                        } else {
                            seamFail(seamMismatch("{{ item.displayName }}", asks: ({{ erased.type }}).self, "{{ item.name }}Stub.handler set an inout argument to", {{ erased.erasedName }}))
                        }
                    }
        {% endfor %}
        {% if item.erasedReturnType %}
                    let result = {{ item.effects }}handler({{ item.handlerArguments }})
                    if let value = result as? {{ item.erasedReturnType }} {
                        return value
                    }
                    {% if item.hasDefault %}seamFail({% elif item.stopThrows %}try seamThrow({% else %}seamStop({% endif %}seamMismatch("{{ item.displayName }}", asks: ({{ item.erasedReturnType }}).self, "{{ item.name }}Stub.handler returned", result))
        {% else %}
                    return {{ item.effects }}handler({{ item.handlerArguments }})
        {% endif %}
                }
        {% endif %}
        {% if item.erasedReturnType and item.hasReturnValue %}
                if let stored {
                    if let value = stored as? {{ item.erasedReturnType }} {
                        return value
                    }
                    {% if item.hasDefault %}seamFail({% elif item.stopThrows %}try seamThrow({% else %}seamStop({% endif %}seamMismatch("{{ item.displayName }}", asks: ({{ item.erasedReturnType }}).self, "{{ item.name }}Stub.returnValue holds", stored))
                }
        {% elif item.hasReturnValue %}
                if let value = stored {
                    return value
                }
        {% endif %}
        {% endif %}
        {% if item.canSpy %}
                if {{ item.spyBinding }} {{ fake.realInstance }} {
                    return {{ item.spyEffects }}{{ fake.realInstance }}.{{ item.spyCall }}
                }
        {% endif %}
        {% if item.hasDefault %}
                return {{ item.defaultValue }}
        {% elif item.isStopping %}
        {% if item.stopThrows %}
                try seamThrow("{{ item.stopMessage }}")
        {% else %}
                seamStop("{{ item.stopMessage }}")
        {% endif %}
        {% endif %}
            }

        """##,
        "Property.swift": ##"""
        {# A property: its stub counts reads and writes and holds the value a test sets. A spy reads
           the real instance and assigns it when `item.spySets`; with `item.readsStubOnceSet` (a
           protocol that is not class-bound) it cannot assign it, so once set it reads the stub. #}
        {% include "Storage.swift" %}
            {{ item.spi }}{{ item.attributes }}{{ fake.access }}{{ item.declaration }} {
                get{{ item.getterEffects }} {
        {% if item.stopMessage %}
                    if let queued = {% if item.hasError %}try {% endif %}{{ item.name }}Stub.get(), let value = queued {
                        return value
                    }
        {% else %}
                    if let value = {% if item.hasError %}try {% endif %}{{ item.name }}Stub.get() {
                        return value
                    }
        {% endif %}
        {% if item.canSpy %}
                    if {{ item.spyBinding }} {{ fake.realInstance }}{% if item.readsStubOnceSet %}, {{ item.name }}Stub.receivedValues.isEmpty{% endif %} {
                        return {{ item.effects }}{{ fake.realInstance }}.{{ item.memberName }}
                    }
        {% endif %}
        {% if item.stopMessage %}
                    guard let value = {{ item.name }}Stub.value else {
        {% if item.readsDefault %}
                        return {{ item.effects }}{{ fake.defaults }}(base: self).{{ item.memberName }}
        {% elif item.stopThrows %}
                        try seamThrow("{{ item.stopMessage }}")
        {% else %}
                        seamStop("{{ item.stopMessage }}")
        {% endif %}
                    }
                    return value
        {% elif item.nonisolated %}
        {# Bound first: returned straight from the stub, a value that is not Sendable trips
           Swift 6.3's region checker in a getter isolated to another global actor. #}
                    let value = {{ item.name }}Stub.value
                    return value
        {% else %}
                    return {{ item.name }}Stub.value
        {% endif %}
                }
        {% if item.hasSetter %}
                set {
                    {{ item.name }}Stub.recordSet(newValue)
        {% if item.spySets %}
                    if {{ item.setBinding }} {{ fake.realInstance }} {
                        {{ fake.realInstance }}.{{ item.memberName }} = newValue
                    }
        {% endif %}
                }
        {% endif %}
            }

        """##,
        "Storage.swift": ##"""
        {# The stub of one member (its calls and what a test stubs, see Stubs.swift; declared with its
           type when an expression cannot spell it), then any state
           of its own (a FakeInjector method's fake), behind the fake's lock when it has one. A
           `nonisolated` member of an isolated fake reads its stub from any context: the stub's lock
           guards it, and its values may not be Sendable (a `let` would need them to be). A static
           member's stub is a static stored property (`fake.storesStatics`), or else it lives in the
           file's table of static stubs, per fake type (a generic fake, or one that is subclassed). #}
        {% if item.stubType %}
        {% if item.isStatic and fake.storesStatics %}
            {{ item.spi }}{{ fake.access }}nonisolated(unsafe) static private(set) var {{ item.name }}Stub: {{ item.stubType }} = .init({{ item.stubArguments }})
        {% elif item.isStatic %}
            {{ item.spi }}{{ fake.access }}{{ item.nonisolated }}static var {{ item.name }}Stub: {{ item.stubType }} {
                {{ fake.staticStubs }}.stub("{{ item.name }}", of: Self.self) { .init({{ item.stubArguments }}) }
            }
        {% elif item.annotatesStub %}
            {{ item.spi }}{{ fake.access }}{% if item.nonisolated %}nonisolated(unsafe) private(set) var{% else %}let{% endif %} {{ item.name }}Stub: {{ item.stubType }} = .init({{ item.stubArguments }})
        {% elif item.nonisolated %}
            {{ item.spi }}{{ fake.access }}nonisolated(unsafe) private(set) var {{ item.name }}Stub = {{ item.stubType }}({{ item.stubArguments }})
        {% else %}
            {{ item.spi }}{{ fake.access }}let {{ item.name }}Stub = {{ item.stubType }}({{ item.stubArguments }})
        {% endif %}
        {% endif %}
        {% for field in item.fields %}
        {% if item.lock %}
            private var _{{ field.name }}: {{ field.type }} = {{ field.initial }}
            {{ fake.access }}var {{ field.name }}: {{ field.type }} {
                get {
                    {{ item.lock }}.lock()
                    defer { {{ item.lock }}.unlock() }
                    return _{{ field.name }}
                }
                set {
                    {{ item.lock }}.lock()
                    _{{ field.name }} = newValue
                    {{ item.lock }}.unlock()
                }
            }
        {% else %}
            {{ fake.access }}var {{ field.name }}: {{ field.type }} = {{ field.initial }}
        {% endif %}
        {% endfor %}

        """##,
        "Stubs.swift": ##"""
        {# The types behind every fake's `<member>Stub`, once per output (one file, or Seam+Stubs.swift
           in the output folder). Context: `access`. Each guards its fields with a lock; a stub is
           Sendable only when the values it holds are, so the compiler still checks what crosses
           isolation; the conformances are left out when no stub can cross isolation (`uses.sendable`).
           Every line here is compiled in every test target, so it is written for the type checker:
           counters read-only (no setter, no `modify` coroutine), a call count derived from the
           arguments, `advanced(by:)` and `is Void.Type` rather than `+=` and `==`, whose many
           overloads cost more to resolve than the rest of the function (Benchmarks/README.md). #}
        {% if uses.reports %}

        /// Reports a mistake in a test's use of a fake (nothing stubbed, a stub of another type, a
        /// call a strict fake did not expect) as a failure of the test that made it, and returns:
        /// through Swift Testing (`Issue.record`) while a Swift Testing test runs on this task, through
        /// XCTest (`XCTFail`) in an XCTest run, both at the location given (the fake's member).
        /// Anywhere else (a fake outside a test, a task a Swift Testing test detached) it stops the
        /// program with `message`, as there is no test to fail.
        {# The path is a `StaticString` and the line a `UInt`, as XCTFail takes them; the conversion
           for Swift Testing is here, once; `case .some` spares the type checker `!=`'s overloads. #}
        {{ access }}func seamFail(
            _ message: Swift.String, fileID: Swift.String = #fileID, filePath: Swift.StaticString = #filePath,
            line: Swift.UInt = #line, column: Swift.Int = #column
        ) {
        #if canImport(Testing)
            if case .some = Testing.Test.current {
                Testing.Issue.record(Testing.Comment(rawValue: message), sourceLocation: seamLocation(fileID, filePath, line, column))
                return
            }
        #endif
        #if canImport(XCTest)
            if seamRunsXCTest {
                XCTFail(message, file: filePath, line: line)
                return
            }
        #endif
            Swift.fatalError(message)
        }

        /// Reports `message` like `seamFail`, then stops the program: for a member that has no value
        /// to return and cannot throw. The message says so.
        {{ access }}func seamStop(
            _ message: Swift.String, fileID: Swift.String = #fileID, filePath: Swift.StaticString = #filePath,
            line: Swift.UInt = #line, column: Swift.Int = #column
        ) -> Swift.Never {
            var stopping = message
            stopping.append(" (the fake has no value to return instead, so the run stops here)")
            seamFail(stopping, fileID: fileID, filePath: filePath, line: line, column: column)
            Swift.fatalError(stopping)
        }

        {% if uses.throwsMistakes %}
        /// Reports `message` like `seamFail` and throws, for a member that can throw `any Error` and
        /// has nothing to return: the error ends the call the way a thrown error would, and a test
        /// that lets it escape still fails once, not twice (Swift Testing's `#require` and XCTest's
        /// `XCTUnwrap` throw errors their runners do not report again).
        {{ access }}func seamThrow(
            _ message: Swift.String, fileID: Swift.String = #fileID, filePath: Swift.StaticString = #filePath,
            line: Swift.UInt = #line, column: Swift.Int = #column
        ) throws -> Swift.Never {
        #if canImport(Testing)
            if case .some = Testing.Test.current {
                let stubbed = false
                try #require(stubbed, Testing.Comment(rawValue: message), sourceLocation: seamLocation(fileID, filePath, line, column))
            }
        #endif
        #if canImport(XCTest)
            if seamRunsXCTest {
                _ = try XCTUnwrap(Swift.Optional<SeamStubbedValue>.none, message, file: filePath, line: line)
            }
        #endif
            Swift.fatalError(message)
        }

        /// What `XCTUnwrap` names when a throwing member has nothing to return: "expected non-nil
        /// value of type "SeamStubbedValue"", followed by what to stub.
        {{ access }}struct SeamStubbedValue {}
        {% endif %}
        #if canImport(Testing)

        /// A Swift Testing location from the parts `seamFail` takes.
        private func seamLocation(
            _ fileID: Swift.String, _ filePath: Swift.StaticString, _ line: Swift.UInt, _ column: Swift.Int
        ) -> Testing.SourceLocation {
            Testing.SourceLocation(fileID: fileID, filePath: filePath.description, line: Swift.Int(bitPattern: line), column: column)
        }
        #endif

        /// The message for a stub of another type than a generic member's call asks for, e.g.
        /// "FakeStore.load(_:) asks for a value of type 'Int', but loadStub.returnValue holds a value
        /// of type 'String'". (Built here, once: an interpolation at every generic member costs every
        /// test target's compile more than the call.)
        {{ access }}func seamMismatch(
            _ member: Swift.String, asks expected: Any.Type, _ source: Swift.String, _ value: Any
        ) -> Swift.String {
            "\(member) asks for a value of type '\(expected)', but \(source) a value of type '\(Swift.type(of: value))'"
        }
        #if canImport(XCTest)

        /// Whether this process runs XCTest tests: `swift test` runs `<Package>Tests.xctest` (Linux),
        /// Xcode and `xctest` set `XCTestConfigurationFilePath`, `XCTestBundlePath` or
        /// `XCTestSessionIdentifier` (Apple platforms); a Swift Testing run passes
        /// `--testing-library swift-testing`.
        private let seamRunsXCTest: Swift.Bool = {
            let process = Foundation.ProcessInfo.processInfo
            if process.arguments.contains("swift-testing") { return false }
            let environment = process.environment
            for key in ["XCTestConfigurationFilePath", "XCTestBundlePath", "XCTestSessionIdentifier"]
            where environment.keys.contains(key) {
                return true
            }
            guard let program = process.arguments.first else { return false }
            return program.hasSuffix(".xctest") || program.hasSuffix("/xctest")
        }()
        #endif
        {% endif %}
        {% if uses.fakes %}

        /// A stub of a generated fake's member, for what a test does to all of a fake's stubs at once
        /// (``SeamFake``).
        protocol SeamStub: Swift.AnyObject {
            /// Forgets every call and everything stubbed.
            func reset()
            /// Changes how the stub reports: strictness and the journal (see ``SeamFake``).
            func configure(_ change: (inout SeamStubSettings) -> Swift.Void)
        }

        /// How a stub reports its calls, set for a whole fake through ``SeamFake``.
        struct SeamStubSettings {
            /// Whether a call with nothing stubbed for it fails the running test.
            var isStrict = false
            /// Where calls are recorded in order with those of other fakes, or `nil`.
            var journal: SeamJournal? = nil
            /// The fake, as entries and failures name it: `router`, `FakeRoutable`.
            var fake = ""
            /// The member, as entries and failures name it: `route` (of `routeStub`).
            var member = ""
            /// Where the test made the fake strict: a strict fake's failures point there.
            var fileID = ""
            /// See ``fileID``.
            var filePath: Swift.StaticString = #filePath
            /// See ``fileID``.
            var line: Swift.UInt = 0
        }

        /// A generated fake (or `FakeInjector`): resets, strictness and a journal for all its stubs
        /// at once, those of its instance members (a `FakeInjector`: also those of every fake it
        /// holds). Static members keep theirs: each fake has its own static reset.
        {{ access }}protocol SeamFake: Swift.AnyObject {}

        extension SeamFake {
            /// Forgets every call and everything stubbed, in every stub of this fake (see
            /// ``SeamStub/reset()``); strictness and the journal stay.
            {{ access }}func resetStubs() {
                seamEachStub(of: self, named: "") { stub, _, _ in stub.reset() }
            }

            /// Makes every member fail the running test when it is called with nothing stubbed for it,
            /// even where it has a default to return (`false`: back to lenient), the failure pointing
            /// at the line that made it strict. Returns the fake.
            @discardableResult
            {{ access }}func makeStrict(
                _ isStrict: Swift.Bool = true, fileID: Swift.String = #fileID,
                filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line
            ) -> Self {
                seamEachStub(of: self, named: Swift.String(describing: Swift.type(of: self))) { stub, fake, member in
                    stub.configure {
                        $0.isStrict = isStrict
                        $0.fileID = fileID
                        $0.filePath = filePath
                        $0.line = line
                        if $0.fake.isEmpty {
                            $0.fake = fake
                            $0.member = member
                        }
                    }
                }
                return self
            }

            /// Records every later call of this fake's members into `journal`, in the order they
            /// happen, with those of the other fakes recording there; `nil` stops it. `name` names the
            /// fake in the entries (by default its type: `FakeRoutable`); a `FakeInjector`'s fakes are
            /// named by their dependency (`router`).
            {{ access }}func recordCalls(into journal: SeamJournal?, as name: Swift.String? = nil) {
                let named = name ?? Swift.String(describing: Swift.type(of: self))
                seamEachStub(of: self, named: named) { stub, fake, member in
                    stub.configure {
                        $0.journal = journal
                        $0.fake = fake
                        $0.member = member
                    }
                }
            }
        }

        /// Runs `body` on every stub `fake` stores (found by reflection, so that a fake declares
        /// nothing for it), with the fake's and the member's names: a stored `routeStub` is member
        /// `route`; a stored `routerFake` (a `FakeInjector`'s) is a fake named `router`. A fake whose
        /// protocol refines `CustomReflectable` shows its own mirror: that is a failure of the test.
        private func seamEachStub(
            of fake: Swift.AnyObject, named name: Swift.String,
            _ body: (any SeamStub, Swift.String, Swift.String) -> Swift.Void
        ) {
            if fake is any Swift.CustomReflectable {
                seamFail("\(Swift.type(of: fake))'s protocol refines CustomReflectable, so its stubs cannot be found: reset, make strict or record each stub by hand")
                return
            }
            var mirror: Swift.Mirror? = Swift.Mirror(reflecting: fake)
            while let current = mirror {
                for child in current.children {
                    // `_`: state behind a `FakeInjector`'s lock (a method's fake), not read here.
                    guard let label = child.label, !label.hasPrefix("_") else { continue }
                    if let stub = child.value as? any SeamStub, label.hasSuffix("Stub") {
                        body(stub, name, Swift.String(label.dropLast(4)))
                    } else if let inner = child.value as? any SeamFake, label.hasSuffix("Fake") {
                        seamEachStub(of: inner, named: Swift.String(label.dropLast(4)), body)
                    }
                }
                mirror = current.superclassMirror
            }
        }

        /// One ordered record of the calls of every fake that records into it
        /// (``SeamFake/recordCalls(into:as:)``), for asserting the order of calls across fakes:
        /// `XCTAssertEqual(journal.lines, ["router.route \"/blog\"", "presenter.present"])`.
        ///
        /// `@unchecked Sendable`: the lock guards both lists, which hold only strings.
        {{ access }}final class SeamJournal: @unchecked Swift.Sendable {
            private let lock = Foundation.NSLock()
            private var fakes: [Swift.String] = []
            private var _lines: [Swift.String] = []

            /// Creates an empty journal.
            {{ access }}init() {}

            /// Every call recorded, in order: the fake, the member and the arguments as
            /// `String(reflecting:)` shows them (a labelled tuple for several): `router.route "/blog"`,
            /// `presenter.present`, `router.title = "Home"`.
            {{ access }}var lines: [Swift.String] {
                lock.lock(); defer { lock.unlock() }; return _lines
            }

            /// The calls of the fake named `fake` (`router`), in order, as ``lines`` shows them.
            {{ access }}func lines(of fake: Swift.String) -> [Swift.String] {
                lock.lock()
                defer { lock.unlock() }
                var found: [Swift.String] = []
                for index in fakes.indices where fakes[index] == fake {
                    found.append(_lines[index])
                }
                return found
            }

            /// Forgets every call.
            {{ access }}func reset() {
                lock.lock()
                fakes = []
                _lines = []
                lock.unlock()
            }

            /// Records a call that `settings` names, with `arguments` (shown unless they are `()`).
            func record<Arguments>(_ settings: SeamStubSettings, _ member: Swift.String, _ arguments: Arguments) {
                var line = "\(settings.fake).\(member)"
                if !(Arguments.self is Swift.Void.Type) {
                    line.append(" ")
                    line.append(Swift.String(reflecting: arguments))
                }
                lock.lock()
                fakes.append(settings.fake)
                _lines.append(line)
                lock.unlock()
            }
        }
        {% endif %}
        {% if uses.methodStub %}

        /// What a fake records about one method, subscript or initializer, and what a test stubs for
        /// it: a handler, a return value or an error for every call, rules for calls whose arguments
        /// match (``when(_:_:)``), and outcomes for the next calls in turn (``enqueue(_:)``).
        ///
        /// A lock guards every field, so a fake can be called from several tasks; the stub is
        /// `Sendable` when its arguments, handler and return value are. Rules' predicates, handlers
        /// and the journal run outside the lock.
        {{ access }}final class SeamMethodStub<Arguments, Handler, ReturnValue, Failure: Swift.Error>: SeamStub {
            /// What a call does, in place of the member.
            {{ access }}enum Outcome {
                /// Returns the value (for a member that returns nothing: `.returning(())`).
                case returning(ReturnValue)
                /// Throws the error.
                case throwing(Failure)
                /// Runs the handler and returns what it returns.
                case running(Handler)
            }

            private let lock = Foundation.NSLock()
        {% if uses.subscriptSetter %}
            private var _setCount = 0
        {% endif %}
            private var _receivedArguments: [Arguments] = []
            private var _handler: Handler? = nil
            private var _returnValue: ReturnValue? = nil
            private var _error: Failure? = nil
            private var _rules: [(matches: @Sendable (Arguments) -> Swift.Bool, outcome: Outcome)] = []
            private var _queue: [Outcome] = []
            private var _settings = SeamStubSettings()

            /// Creates a stub with no calls and nothing stubbed.
            {{ access }}init() {}

            /// How many times the member was called (a subscript: read): the count of
            /// ``receivedArguments``. ``reset()`` sets it back to 0.
            {{ access }}var callCount: Swift.Int {
                lock.lock(); defer { lock.unlock() }; return _receivedArguments.count
            }

        {% if uses.subscriptSetter %}
            /// How many times a subscript was assigned.
            {{ access }}var setCount: Swift.Int {
                lock.lock(); defer { lock.unlock() }; return _setCount
            }

        {% endif %}
            /// The arguments of every call, in order: a labelled tuple when there are several.
            {{ access }}var receivedArguments: [Arguments] {
                lock.lock(); defer { lock.unlock() }; return _receivedArguments
            }

            /// The arguments of every call, in order, as `String(reflecting:)` shows them, for
            /// comparing all calls in one assertion: `["(title: \"Tea\", customerID: 7)"]`.
            {{ access }}var calls: [Swift.String] {
                var shown: [Swift.String] = []
                for arguments in receivedArguments {
                    shown.append(Swift.String(reflecting: arguments))
                }
                return shown
            }

            /// Runs instead of the member when set; it takes precedence over ``returnValue``.
            {{ access }}var handler: Handler? {
                get { lock.lock(); defer { lock.unlock() }; return _handler }
                set { lock.lock(); _handler = newValue; lock.unlock() }
            }

            /// What the member returns when no ``handler`` is set (a subscript: what it was assigned).
            {{ access }}var returnValue: ReturnValue? {
                get { lock.lock(); defer { lock.unlock() }; return _returnValue }
                set { lock.lock(); _returnValue = newValue; lock.unlock() }
            }

            /// What the member throws when set, before the handler and the return value.
            {{ access }}var error: Failure? {
                get { lock.lock(); defer { lock.unlock() }; return _error }
                set { lock.lock(); _error = newValue; lock.unlock() }
            }

            /// Adds a rule: a call whose arguments `matches` accepts does `outcome`. Rules are
            /// checked in the order they were added, before ``enqueue(_:)``'s outcomes, the
            /// ``error``, the ``handler`` and the ``returnValue``; the first that matches wins.
            {{ access }}func when(_ matches: @escaping @Sendable (Arguments) -> Swift.Bool, _ outcome: Outcome) {
                lock.lock()
                _rules.append((matches, outcome))
                lock.unlock()
            }

            /// Queues outcomes for the next calls that no rule matches, one per call in order; then
            /// calls fall back to the ``error``, the ``handler`` and the ``returnValue``.
            {{ access }}func enqueue(_ outcomes: Outcome...) {
                lock.lock()
                _queue.append(contentsOf: outcomes)
                lock.unlock()
            }

            /// Waits until the member has been called `count` times in all, checking every
            /// millisecond on the caller's actor; after `seconds` it fails the running test with the
            /// calls received (at the caller's line) and returns `false`. A cancelled wait returns
            /// `false` at once, with no failure.
            @discardableResult
            {{ access }}func waitForCalls(
                isolation: isolated (any Swift.Actor)? = #isolation,
                _ count: Swift.Int, timeout seconds: Swift.Double = 1, fileID: Swift.String = #fileID,
                filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.Int = #column
            ) async -> Swift.Bool {
                let deadline = Foundation.ProcessInfo.processInfo.systemUptime.advanced(by: seconds)
                while callCount < count {
                    if deadline.isLess(than: Foundation.ProcessInfo.processInfo.systemUptime) {
                        let received = calls
                        seamFail(
                            "waited \(seconds) s for \(count) calls; \(received.count) received: \(received)",
                            fileID: fileID, filePath: filePath, line: line, column: column)
                        return false
                    }
                    do {
                        try await Task.sleep(nanoseconds: 1_000_000)
                    } catch {
                        return false
                    }
                }
                return true
            }

            /// Records a call with `arguments` and picks what it does: the first rule that matches,
            /// else the next queued outcome, else the ``error`` (thrown here), the ``handler`` and the
            /// ``returnValue``. Returns the handler to run or the value to return; both `nil` when
            /// nothing is stubbed (a member that returns nothing ignores its ``returnValue``, so that
            /// setting it to `()` does not stop a spy from forwarding), which a strict fake reports.
            func next(_ arguments: Arguments) throws(Failure) -> (Handler?, ReturnValue?) {
                // With no rules the call takes its queued outcome as it is recorded, so concurrent calls
                // take them in the order of `receivedArguments`; with rules, in the order their rules
                // are checked (outside the lock).
                lock.lock()
                _receivedArguments.append(arguments)
                let rules = _rules, settings = _settings
                var picked: Outcome? = nil
                if rules.isEmpty, !_queue.isEmpty {
                    picked = _queue.removeFirst()
                }
                lock.unlock()
                settings.journal?.record(settings, settings.member, arguments)
                for rule in rules where rule.matches(arguments) {
                    picked = rule.outcome
                    break
                }
                lock.lock()
                if case .none = picked, !_queue.isEmpty {
                    picked = _queue.removeFirst()
                }
                let error = _error, handler = _handler, value = _returnValue
                lock.unlock()
                switch picked {
                case .returning(let value)?: return (nil, value)
                case .throwing(let error)?: throw error
                case .running(let handler)?: return (handler, nil)
                case nil: break
                }
                if let error { throw error }
                if settings.isStrict, case .none = handler, case .none = value {
                    seamFail(
                        "\(settings.fake).\(settings.member) was called with nothing stubbed for it, and its fake is strict: stub \(settings.member)Stub (returnValue, handler, error, when or enqueue)",
                        fileID: settings.fileID, filePath: settings.filePath, line: settings.line)
                }
                return (handler, ReturnValue.self is Swift.Void.Type ? nil : value)
            }

        {% if uses.record %}
            /// Counts a call with these arguments (an initializer: nothing can be stubbed for it).
            {{ access }}func record(_ arguments: Arguments) {
                lock.lock()
                _receivedArguments.append(arguments)
                let settings = _settings
                lock.unlock()
                settings.journal?.record(settings, settings.member, arguments)
            }

        {% endif %}
        {% if uses.subscriptSetter %}
            /// Counts an assignment of `value` to a subscript, which later reads return.
            {{ access }}func recordSet(_ value: ReturnValue) {
                lock.lock()
                _setCount = _setCount.advanced(by: 1)
                _returnValue = value
                let settings = _settings
                lock.unlock()
                settings.journal?.record(settings, "\(settings.member) =", value)
            }

            /// Counts an assignment to a subscript whose value cannot be kept (a noncopyable type).
            {{ access }}func recordSet() {
                lock.lock()
                _setCount = _setCount.advanced(by: 1)
                lock.unlock()
            }

        {% endif %}
            /// Forgets every call, rule, queued outcome and stub; strictness and the journal stay.
            {{ access }}func reset() {
                lock.lock()
        {% if uses.subscriptSetter %}
                _setCount = 0
        {% endif %}
                _receivedArguments = []
                _handler = nil
                _returnValue = nil
                _error = nil
                _rules = []
                _queue = []
                lock.unlock()
            }

            /// See ``SeamStub/configure(_:)``.
            func configure(_ change: (inout SeamStubSettings) -> Swift.Void) {
                lock.lock()
                change(&_settings)
                lock.unlock()
            }
        }

        extension SeamMethodStub where Arguments: Swift.Equatable & Swift.Sendable {
            /// Adds a rule for calls with exactly these arguments (see ``when(_:_:)``).
            {{ access }}func when(_ arguments: Arguments, _ outcome: Outcome) {
                when({ $0 == arguments }, outcome)
            }
        }
        {% if calls %}

        /// The methods a fake's member calls to run its stub. Each records a call and picks its
        /// outcome (``SeamMethodStub/next(_:)``), then runs the handler or gives the value (`nil`
        /// when nothing is stubbed). There is one per shape of handler (parameter count, `async`,
        /// isolation), so that the handler runs inside the generic stub and the fake needs no
        /// reabstraction thunk for it.
        extension SeamMethodStub {
        {% for call in calls %}
            {{ call.attribute }}func {{ call.name }}{{ call.genericClause }}({{ call.parameter }}){{ call.effects }} throws(Failure) -> ReturnValue?
            where {{ call.constraint }} {
                let (handler, value) = try next({{ call.recorded }})
                guard let handler else { return value }
        {% if call.split %}
                {{ call.split }}
        {% endif %}
                return {{ call.handlerCall }}
            }
        {% if not loop.last %}

        {% endif %}
        {% endfor %}
        }
        {% endif %}
        {% if uses.sendable %}

        /// `@unchecked`: the lock guards every mutable field, and each value is `Sendable` (rules'
        /// predicates are `@Sendable`).
        extension SeamMethodStub: @unchecked Swift.Sendable
            where Arguments: Swift.Sendable, Handler: Swift.Sendable, ReturnValue: Swift.Sendable {}
        {% endif %}
        {% endif %}
        {% if uses.propertyStub %}

        /// What a fake records about one property, and the value a test gives it: one value for
        /// every read, or values and errors for the next reads in turn (``enqueue(_:)``).
        ///
        /// A lock guards every field, so a fake can be called from several tasks; the stub is
        /// `Sendable` when its value is.
        {{ access }}final class SeamPropertyStub<Value, Failure: Swift.Error>: SeamStub {
            /// What a read does.
            {{ access }}enum Outcome {
                /// The read returns the value.
                case returning(Value)
                /// The read throws the error.
                case throwing(Failure)
            }

            private let lock = Foundation.NSLock()
            private let initialValue: Value
            private var _getCount = 0
            private var _value: Value
            private var _isSet = false
            private var _receivedValues: [Value] = []
            private var _error: Failure? = nil
            private var _queue: [Outcome] = []
            private var _settings = SeamStubSettings()

            /// Creates a stub holding `value`, with no reads or writes.
            {{ access }}init(_ value: Value) {
                initialValue = value
                _value = value
            }

            /// How many times the property was read.
            {{ access }}var getCount: Swift.Int {
                lock.lock(); defer { lock.unlock() }; return _getCount
            }

            /// How many times the property was assigned: the count of ``receivedValues``.
            {{ access }}var setCount: Swift.Int {
                lock.lock(); defer { lock.unlock() }; return _receivedValues.count
            }

            /// Every value assigned to the property, in order (as methods keep ``SeamMethodStub/receivedArguments``).
            {{ access }}var receivedValues: [Value] {
                lock.lock(); defer { lock.unlock() }; return _receivedValues
            }

            /// What the property returns; assigning the property sets it too. Setting it here does
            /// not count as an assignment.
            {{ access }}var value: Value {
                get { lock.lock(); defer { lock.unlock() }; return _value }
                set { lock.lock(); _value = newValue; _isSet = true; lock.unlock() }
            }

            /// What reading the property throws when set.
            {{ access }}var error: Failure? {
                get { lock.lock(); defer { lock.unlock() }; return _error }
                set { lock.lock(); _error = newValue; lock.unlock() }
            }

            /// Queues outcomes for the next reads, one per read in order; then reads return
            /// ``value`` (or throw ``error``) again.
            {{ access }}func enqueue(_ outcomes: Outcome...) {
                lock.lock()
                _queue.append(contentsOf: outcomes)
                lock.unlock()
            }

            /// Counts a read and gives its queued value, or throws its queued error or the ``error``
            /// stub; `nil`: the read returns ``value``. A strict fake reports a read of a property the
            /// test never gave a value.
            func get() throws(Failure) -> Value? {
                lock.lock()
                _getCount = _getCount.advanced(by: 1)
                let next: Outcome? = _queue.isEmpty ? nil : _queue.removeFirst()
                let error = _error, isSet = _isSet, settings = _settings
                lock.unlock()
                settings.journal?.record(settings, settings.member, ())
                switch next {
                case .returning(let value)?: return value
                case .throwing(let error)?: throw error
                case nil: break
                }
                if let error { throw error }
                if settings.isStrict, !isSet {
                    seamFail(
                        "\(settings.fake).\(settings.member) was read with no value given, and its fake is strict: set \(settings.member)Stub.value (or enqueue)",
                        fileID: settings.fileID, filePath: settings.filePath, line: settings.line)
                }
                return nil
            }

            /// Counts an assignment of `value`, appends it to ``receivedValues`` and keeps it.
            {{ access }}func recordSet(_ value: Value) {
                lock.lock()
                _value = value
                _isSet = true
                _receivedValues.append(value)
                let settings = _settings
                lock.unlock()
                settings.journal?.record(settings, "\(settings.member) =", value)
            }

            /// Forgets every read, assignment and queued outcome, the error, and puts back the first
            /// value; strictness and the journal stay.
            {{ access }}func reset() {
                lock.lock()
                _getCount = 0
                _value = initialValue
                _isSet = false
                _receivedValues = []
                _error = nil
                _queue = []
                lock.unlock()
            }

            /// See ``SeamStub/configure(_:)``.
            func configure(_ change: (inout SeamStubSettings) -> Swift.Void) {
                lock.lock()
                change(&_settings)
                lock.unlock()
            }
        }
        {% if uses.sendable %}

        /// `@unchecked`: the lock guards every mutable field, and the value is `Sendable`.
        extension SeamPropertyStub: @unchecked Swift.Sendable where Value: Swift.Sendable {}
        {% endif %}
        {% endif %}
        {% if uses.staticStubs %}

        /// The stubs of a fake's static members, made on first use; generic types cannot store statics.
        ///
        /// `@unchecked Sendable`: a lock guards the table. Static members are global state: their
        /// stubs are reachable from every thread, whatever they hold.
        {{ access }}final class SeamStaticStubs: @unchecked Swift.Sendable {
            private let lock = Foundation.NSLock()
            /// Each fake type's stubs by name: each specialization of a generic fake has its own.
            /// (Keys the standard library hashes: a key type of its own costs every test target a
            /// synthesized `Hashable` conformance.)
            private var stubs: [Swift.ObjectIdentifier: [Swift.String: Swift.AnyObject]] = [:]

            /// Creates an empty table.
            {{ access }}init() {}

            /// The stub called `name` of `fake`, made by `make` on first use and after ``reset(_:)``.
            {{ access }}func stub<Stub: Swift.AnyObject>(_ name: Swift.String, of fake: Any.Type, _ make: () -> Stub) -> Stub {
                lock.lock()
                defer { lock.unlock() }
                let key = Swift.ObjectIdentifier(fake)
                if let stub = stubs[key]?[name] as? Stub { return stub }
                let stub = make()
                stubs[key, default: [:]][name] = stub
                return stub
            }

            /// Forgets the stubs of `fake`: the next use of each makes a fresh one.
            {{ access }}func reset(_ fake: Any.Type) {
                lock.lock()
                stubs[Swift.ObjectIdentifier(fake)] = nil
                lock.unlock()
            }
        }
        {% endif %}

        """##,
        "Subscript.swift": ##"""
        {# A subscript: its getter works like a method (see Method.swift); its setter stores the return
           value, or, in a spy with `item.spySets`, counts the set and assigns the real instance. #}
        {% include "Storage.swift" %}
            {{ item.spi }}{{ item.attributes }}{{ fake.access }}{{ item.declaration }} {
                get{{ item.getterEffects }} {
        {% for autoclosure in item.autoclosures %}
                    let {{ autoclosure.name }} = {{ autoclosure.effects }}{{ autoclosure.name }}()
        {% endfor %}
        {% if item.call %}
                    if let value = {{ item.effects }}{{ item.name }}Stub.{{ item.call }}({{ item.callArguments }}) {
                        return value
                    }
        {% else %}
        {% if item.hasHandler %}
                    let (handler, stored) = {% if item.hasError %}try {% endif %}{{ item.name }}Stub.next({{ item.recordedArguments }})
        {% else %}
                    _ = {% if item.hasError %}try {% endif %}{{ item.name }}Stub.next({{ item.recordedArguments }})
        {% endif %}
        {% if item.hasHandler %}
                    if let handler {
        {% if item.erasedReturnType %}
                        let result = {{ item.effects }}handler({{ item.handlerArguments }})
                        if let value = result as? {{ item.erasedReturnType }} {
                            return value
                        }
                        {% if item.hasDefault %}seamFail({% elif item.stopThrows %}try seamThrow({% else %}seamStop({% endif %}seamMismatch("{{ item.displayName }}", asks: ({{ item.erasedReturnType }}).self, "{{ item.name }}Stub.handler returned", result))
        {% else %}
                        return {{ item.effects }}handler({{ item.handlerArguments }})
        {% endif %}
                    }
        {% if item.erasedReturnType %}
                    if let stored {
                        if let value = stored as? {{ item.erasedReturnType }} {
                            return value
                        }
                        {% if item.hasDefault %}seamFail({% elif item.stopThrows %}try seamThrow({% else %}seamStop({% endif %}seamMismatch("{{ item.displayName }}", asks: ({{ item.erasedReturnType }}).self, "{{ item.name }}Stub.returnValue holds", stored))
                    }
        {% else %}
                    if let value = stored {
                        return value
                    }
        {% endif %}
        {% endif %}
        {% endif %}
        {% if item.canSpy %}
                    if {{ item.spyBinding }} {{ fake.realInstance }} {
                        return {{ item.spyEffects }}{{ fake.realInstance }}{{ item.spyCall }}
                    }
        {% endif %}
        {% if item.hasDefault %}
                    return {{ item.defaultValue }}
        {% elif item.stopThrows %}
                    try seamThrow("{{ item.stopMessage }}")
        {% else %}
                    seamStop("{{ item.stopMessage }}")
        {% endif %}
                }
        {% if item.hasSetter %}
                set {
        {% if item.spySets %}
                    if {{ item.setBinding }} {{ fake.realInstance }} {
                        {{ item.name }}Stub.recordSet()
                        {{ fake.realInstance }}{{ item.spyCall }} = newValue
                        return
                    }
        {% endif %}
        {% if item.hasHandler %}
                    {{ item.name }}Stub.recordSet(newValue)
        {% else %}
                    {{ item.name }}Stub.recordSet()
        {% endif %}
                }
        {% endif %}
            }

        """##,
    ]
}
