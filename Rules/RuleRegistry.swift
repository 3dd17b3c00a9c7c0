import AdaptLintCore

/// Every guideline rule adaptlint ships, in documentation order. A test fails when a rule
/// file exists without an entry here, or two rules share an identifier.
public enum RuleRegistry {
    public static let rules: [any Rule.Type] = [
        TapTargetSizeRule.self,
        OrientationVariantsRule.self,
        InformationParityRule.self,
        NoIdiomLayoutRule.self,
        CarouselReachRule.self,
        NoApplicableLayoutRule.self,
        DeviceOverflowRule.self,
        LayoutMarginsRule.self,
        ReadableWidthRule.self,
        TapTargetOverlapRule.self,
        CarouselRegularShowsMoreRule.self,
        RotationKeepsComponentsRule.self,
        NoPopoverInCompactRule.self,
        PresentationAdaptsRule.self,
        TabBarAdaptsRule.self,
        ColumnCountRule.self,
        DynamicTypeRule.self,
        PrincipalCompactHeightRule.self,
        PrincipalUpperHalfRule.self,
        PopoverAnchorRule.self,
        ColumnWidthsRule.self,
    ]

    /// Descriptions of every rule, input rules first: the SARIF rule table and `adaptlint rules`.
    public static var descriptions: [RuleDescription] {
        InputRules.all + rules.map { $0.description }
    }

    /// The rule type with `identifier`, if any.
    public static func rule(_ identifier: String) -> (any Rule.Type)? {
        rules.first { $0.description.identifier == identifier }
    }
}
