// `Codable` in the element-tree schema of cli.md, for use with any Foundation coder.
//
// This path recurses through the coder and enforces none of the input limits; input from outside
// (files, standard input) goes through `ElementTreeDecoder`, which is iterative, enforces the limits
// and reports line, column and JSON path.

extension AccessibilityElement: Codable {
    private enum CodingKeys: String, CodingKey {
        case label, value, hint, traits, identifier, language, ipa, isElement, container, control, frame, sourceID
        case sourceLine
        case children
    }

    /// Decodes the schema of `cli.md`: every key optional, `null` as absent, traits by name
    /// (an unknown name is an error), unknown keys ignored.
    public init(from decoder: any Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        label = try keyed.decodeIfPresent(String.self, forKey: .label)
        value = try keyed.decodeIfPresent(String.self, forKey: .value)
        hint = try keyed.decodeIfPresent(String.self, forKey: .hint)
        identifier = try keyed.decodeIfPresent(String.self, forKey: .identifier)
        language = try keyed.decodeIfPresent(String.self, forKey: .language)
        ipa = try keyed.decodeIfPresent(String.self, forKey: .ipa)
        isElement = try keyed.decodeIfPresent(Bool.self, forKey: .isElement)
        container = try keyed.decodeIfPresent(ContainerKind.self, forKey: .container) ?? .none
        control = try keyed.decodeIfPresent(ControlKind.self, forKey: .control)
        children = try keyed.decodeIfPresent([AccessibilityElement].self, forKey: .children) ?? []
        frame = try keyed.decodeIfPresent(ElementFrame.self, forKey: .frame)
        let source = ElementSource(
            objectID: try keyed.decodeIfPresent(String.self, forKey: .sourceID),
            line: try keyed.decodeIfPresent(Int.self, forKey: .sourceLine))
        self.source = source.isEmpty ? nil : source
        traits = []
        for name in try keyed.decodeIfPresent([String].self, forKey: .traits) ?? [] {
            guard let trait = AccessibilityTraits(name: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .traits, in: keyed, debugDescription: "Unknown trait name \"\(name)\".")
            }
            traits.insert(trait)
        }
    }

    /// Encodes the schema of `cli.md`, leaving out absent keys, empty `traits` and `children`, and
    /// a `none` container.
    public func encode(to encoder: any Encoder) throws {
        var keyed = encoder.container(keyedBy: CodingKeys.self)
        try keyed.encodeIfPresent(label, forKey: .label)
        try keyed.encodeIfPresent(value, forKey: .value)
        try keyed.encodeIfPresent(hint, forKey: .hint)
        if !traits.names.isEmpty {
            try keyed.encode(traits.names, forKey: .traits)
        }
        try keyed.encodeIfPresent(identifier, forKey: .identifier)
        try keyed.encodeIfPresent(language, forKey: .language)
        try keyed.encodeIfPresent(ipa, forKey: .ipa)
        try keyed.encodeIfPresent(isElement, forKey: .isElement)
        if container != .none {
            try keyed.encode(container, forKey: .container)
        }
        try keyed.encodeIfPresent(control, forKey: .control)
        try keyed.encodeIfPresent(frame, forKey: .frame)
        try keyed.encodeIfPresent(source?.objectID, forKey: .sourceID)
        try keyed.encodeIfPresent(source?.line, forKey: .sourceLine)
        if !children.isEmpty {
            try keyed.encode(children, forKey: .children)
        }
    }
}
