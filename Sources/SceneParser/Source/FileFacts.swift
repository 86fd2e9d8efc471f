import Foundation
import SwiftSyntax

/// What a file declares and what names it writes, by name only: enough to tell which files a
/// preview can reach without reading any of them (`SceneCache`).
///
/// Both sets are generous, so that the files they lead to are never too few:
/// - `declared` holds the names other files reach a file's code by: its top-level types, functions,
///   variables and type aliases, the types nested in them, enum cases (an implicit member
///   `.large` is looked for in every enum), and every name a `#if` clause declares, kept or not
///   (using one explains why it is missing). Members other than cases are not names of the
///   file: code reaches them through their type, whose name leads to every file that declares
///   or extends it; `extensions` say what the file's extensions are reached by.
/// - `referenced` holds every word and run of operator characters of the file's code (read from
///   its bytes: walking the syntax tree cost half as much as parsing it).
struct FileFacts {
    var declared: Set<String> = []
    var referenced: Set<String> = []
    /// The file's extensions: whether each names the file depends on the scene as a whole
    /// (`SceneCacheEntry`), since an extension of the app's own type is reached through the
    /// type's name, and one of a type from outside (`View`, `Color`) through its members' names.
    var extensions: [Extension] = []

    struct Extension {
        /// The type extended, as the index names it (`Color`, `Array`, `Outer.Inner`).
        let name: String
        /// The names its members are written by: functions, properties, nested types, type
        /// aliases, subscripts' labels; the type's own name for an initializer or an unlabelled
        /// subscript (`Color(hex:)`, `items[0]`).
        var memberNames: Set<String> = []
        /// Whether it adds a conformance (`extension Int: Identifiable`) or `callAsFunction`,
        /// which code uses without writing a name of the extension's.
        var reachedUnnamed = false
    }

    init(_ file: SourceFileSyntax, source: String) {
        items(file.statements)
        referenced = Self.words(in: source)
    }

    private mutating func items(_ list: CodeBlockItemListSyntax) {
        for item in list {
            guard case .decl(let decl) = item.item else { continue }
            declaration(decl, topLevel: true)
        }
    }

    private mutating func members(_ list: MemberBlockItemListSyntax) {
        for member in list { declaration(member.decl, topLevel: false) }
    }

    private mutating func declaration(_ decl: DeclSyntax, topLevel: Bool) {
        // A struct, class, actor, enum or protocol: its name, and the types and cases it holds.
        if let (name, block) = Self.typeDeclaration(decl) {
            declared.insert(name.identifierName)
            members(block.members)
        } else if let e = decl.as(ExtensionDeclSyntax.self) {
            var found = Extension(name: e.extendedTypeName)
            found.reachedUnnamed = e.inheritanceClause != nil
            Self.memberNames(e.memberBlock.members, of: &found)
            extensions.append(found)
            members(e.memberBlock.members)
        } else if let c = decl.as(EnumCaseDeclSyntax.self) {
            for element in c.elements { declared.insert(element.name.identifierName) }
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            declared.insert(alias.name.identifierName)
        } else if let f = decl.as(FunctionDeclSyntax.self) {
            if topLevel { declared.insert(f.name.identifierName) }
        } else if let v = decl.as(VariableDeclSyntax.self) {
            if topLevel { declareBindings(v) }
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                // Every clause, kept or not: a name of one left out explains why it is missing.
                for element in clause.elements.map({ Array($0.children(viewMode: .sourceAccurate)) }) ?? [] {
                    declared.formUnion(DeclarationIndex.declaredNames(element))
                }
                switch clause.elements {
                case .statements(let list)?:
                    for item in list {
                        if case .decl(let inner) = item.item { declaration(inner, topLevel: topLevel) }
                    }
                case .decls(let list)?:
                    for member in list { declaration(member.decl, topLevel: topLevel) }
                default: break
                }
            }
        }
    }

    /// A type declaration's name and members, read by the node's kind: a cast to a protocol
    /// (`asProtocol(DeclGroupSyntax.self)`) costs the runtime a scan of every conformance the
    /// first time each kind is asked, milliseconds in all.
    private static func typeDeclaration(_ decl: DeclSyntax) -> (TokenSyntax, MemberBlockSyntax)? {
        switch decl.as(DeclSyntaxEnum.self) {
        case .structDecl(let d): return (d.name, d.memberBlock)
        case .classDecl(let d): return (d.name, d.memberBlock)
        case .actorDecl(let d): return (d.name, d.memberBlock)
        case .enumDecl(let d): return (d.name, d.memberBlock)
        case .protocolDecl(let d): return (d.name, d.memberBlock)
        default: return nil
        }
    }

    private static func memberNames(_ list: MemberBlockItemListSyntax, of found: inout Extension) {
        for member in list {
            let decl = member.decl
            if let f = decl.as(FunctionDeclSyntax.self) {
                found.memberNames.insert(f.name.identifierName)
                if f.name.identifierName == "callAsFunction" { found.reachedUnnamed = true }
            } else if let v = decl.as(VariableDeclSyntax.self) {
                found.memberNames.formUnion(bindingNames(v))
            } else if decl.is(InitializerDeclSyntax.self) {
                found.memberNames.insert(found.name)
            } else if let s = decl.as(SubscriptDeclSyntax.self) {
                if let label = s.parameterClause.parameters.first?.firstName, label.text != "_" { found.memberNames.insert(label.identifierName) } else { found.memberNames.insert(found.name) }
            } else if let a = decl.as(TypeAliasDeclSyntax.self) {
                found.memberNames.insert(a.name.identifierName)
            } else if let (name, _) = typeDeclaration(decl) {
                found.memberNames.insert(name.identifierName)
            } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .decls(let inner)? = clause.elements { memberNames(inner, of: &found) }
                }
            } else {
                // A member whose name is not plain (a macro's expansion): the extension is always read.
                found.reachedUnnamed = true
            }
        }
    }

    private mutating func declareBindings(_ variable: VariableDeclSyntax) {
        declared.formUnion(Self.bindingNames(variable))
    }

    /// Every name a `let` or `var` binds, tuple patterns' included (`let (a, b) = …`).
    private static func bindingNames(_ variable: VariableDeclSyntax) -> [String] {
        variable.bindings.flatMap { binding in
            binding.pattern.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier = token.tokenKind { return token.identifierName }
                return nil
            }
        }
    }

    /// Every word (letters, digits, `_`, and any non-ASCII byte, not starting with a digit) and
    /// every run of operator characters in `text`'s code: comments and the text of string
    /// literals are skipped, their interpolations are code.
    static func words(in text: String) -> Set<String> {
        var copy = text
        return copy.withUTF8 { bytes in
            var found = Words(bytes)
            var i = 0
            scanCode(bytes, &i, until: nil, into: &found)
            return found.strings
        }
    }

    /// The distinct words of a file's bytes, each made a `String` once: a string made and hashed
    /// for every word written was 5 % of a first recording's instructions.
    private struct Words {
        let bytes: UnsafeBufferPointer<UInt8>
        /// Each slot an entry's index plus one, 0 when empty; its size a power of two.
        private var slots = [Int32](repeating: 0, count: 256)
        private var entries: [Range<Int>] = []

        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func insert(_ word: Range<Int>) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for i in word { hash = (hash ^ UInt64(bytes[i])) &* 0x100_0000_01b3 }
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
                let known = entries[Int(slots[slot]) - 1]
                if known.count == word.count, memcmp(bytes.baseAddress! + known.lowerBound, bytes.baseAddress! + word.lowerBound, word.count) == 0 { return }
                slot = (slot + 1) & mask
            }
            entries.append(word)
            slots[slot] = Int32(entries.count)
            if entries.count * 2 > slots.count { grow() }
        }

        private mutating func grow() {
            let known = entries
            entries = []
            slots = [Int32](repeating: 0, count: slots.count * 2)
            for word in known { insert(word) }
        }

        var strings: Set<String> { Set(entries.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }) }
    }

    /// Scans code from `i` to the end, or to the `)` that closes an interpolation (`until`).
    private static func scanCode(_ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int, until close: UInt8?, into found: inout Words) {
        var depth = 0
        while i < bytes.count {
            let b = bytes[i]
            if let close, b == close, depth == 0 {
                i += 1
                return
            }
            if b == UInt8(ascii: "(") { depth += 1 }
            if b == UInt8(ascii: ")") { depth -= 1 }
            if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
            } else if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                var nesting = 0
                while i < bytes.count {
                    if bytes[i] == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") { nesting += 1; i += 2; continue }
                    if bytes[i] == UInt8(ascii: "*"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                        nesting -= 1
                        i += 2
                        if nesting == 0 { break }
                        continue
                    }
                    i += 1
                }
            } else if b == UInt8(ascii: "\"") || (b == UInt8(ascii: "#") && startsRawString(bytes, i)) {
                scanString(bytes, &i, into: &found)
            } else if isWordStart(b) {
                let start = i
                while i < bytes.count, isWordStart(bytes[i]) || (bytes[i] >= 0x30 && bytes[i] <= 0x39) { i += 1 }
                found.insert(start..<i)
            } else if b >= 0x30 && b <= 0x39 {
                while i < bytes.count, isWordStart(bytes[i]) || (bytes[i] >= 0x30 && bytes[i] <= 0x39) { i += 1 }
            } else if isOperator(b) {
                let start = i
                while i < bytes.count, isOperator(bytes[i]) { i += 1 }
                // `a*-b` writes `*` and `-`: every part of a short run is a name it may use.
                if i - start <= 6 {
                    for from in start..<i { for to in (from + 1)...i { found.insert(from..<to) } }
                } else {
                    found.insert(start..<i)
                }
            } else {
                i += 1
            }
        }
    }

    private static func startsRawString(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        var j = i
        while j < bytes.count, bytes[j] == UInt8(ascii: "#") { j += 1 }
        return j < bytes.count && bytes[j] == UInt8(ascii: "\"")
    }

    /// Skips a string literal (`"…"`, `"""…"""`, `#"…"#`) from its opening, scanning its
    /// interpolations (`\(…)`, `\#(…)`) as code.
    private static func scanString(_ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int, into found: inout Words) {
        var hashes = 0
        while i < bytes.count, bytes[i] == UInt8(ascii: "#") { hashes += 1; i += 1 }
        var quotes = 0
        while i < bytes.count, bytes[i] == UInt8(ascii: "\""), quotes < 3 { quotes += 1; i += 1 }
        if quotes == 2 { return }  // `""`: empty
        let closing = quotes == 3 ? 3 : 1
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\\") {
                var j = i + 1
                var count = 0
                while j < bytes.count, bytes[j] == UInt8(ascii: "#"), count < hashes { count += 1; j += 1 }
                if count == hashes, j < bytes.count, bytes[j] == UInt8(ascii: "(") {
                    i = j + 1
                    scanCode(bytes, &i, until: UInt8(ascii: ")"), into: &found)
                    continue
                }
                i = hashes == 0 ? i + 2 : i + 1
                continue
            }
            if b == UInt8(ascii: "\"") {
                var j = i
                var run = 0
                while j < bytes.count, bytes[j] == UInt8(ascii: "\""), run < closing { run += 1; j += 1 }
                var count = 0
                while run == closing, j < bytes.count, bytes[j] == UInt8(ascii: "#"), count < hashes { count += 1; j += 1 }
                if run == closing, count == hashes {
                    i = j
                    return
                }
                i += 1
                continue
            }
            // A line break ends a one-line string that was never closed (recovery, as the lexer does).
            if b == UInt8(ascii: "\n"), closing == 1 {
                i += 1
                return
            }
            i += 1
        }
    }

    private static func isWordStart(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
    }

    private static func isOperator(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"),
            UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"),
            UInt8(ascii: "."):
            return true
        default: return false
        }
    }
}
