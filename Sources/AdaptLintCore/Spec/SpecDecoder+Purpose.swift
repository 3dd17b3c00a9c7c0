extension SpecDecoder {
    /// A presentation's `purpose`: one of ``TaskPurpose``'s values.
    ///
    /// - Parameters:
    ///   - node: The value of the `purpose` key.
    ///   - key: The `purpose` key itself, where a misplaced purpose is reported.
    ///   - type: The component's type, when it decoded.
    mutating func decodePurpose(_ node: Int, key: Int, type: Located<ComponentType>?) -> Located<TaskPurpose>? {
        if let type, !type.value.isPresentation {
            report(
                key,
                "'purpose' only applies to a presentation (sheet, nonmodalSheet, formSheet, popover, fullScreenModal or inspector); remove it"
            )
            return nil
        }
        return enumValue(node, TaskPurpose.self, name: "'purpose'")
    }
}
