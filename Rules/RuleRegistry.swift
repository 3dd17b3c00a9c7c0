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
        SpacingAdaptsRule.self,
        FitsWithoutScrollingRule.self,
        PrimaryImageSizeRule.self,
    ]

    /// Every app-level rule: they check app descriptions (files whose root has the key `"app"`),
    /// in documentation order, after the screen rules.
    public static let appRules: [any AppRule.Type] = [
        MixedSplitViewColumnsRule.self,
        ListDetailSideBySideRule.self,
        DeepHierarchySidebarRule.self,
        SecondaryDestinationsRule.self,
        SidebarDeploymentTargetRule.self,
        MultiWindowOptionalRule.self,
        ScreenSpecReferenceRule.self,
        SplitViewMatchesSpecRule.self,
    ]

    /// Every guideline rule, screen rules then app rules: what configuration, documentation and
    /// reports know of a rule (``GuidelineRule``).
    public static var guidelineRules: [any GuidelineRule.Type] {
        rules.map { $0 as any GuidelineRule.Type } + appRules.map { $0 as any GuidelineRule.Type }
    }

    /// Descriptions of every rule, input rules first: the SARIF rule table and `adaptlint rules`.
    public static var descriptions: [RuleDescription] {
        InputRules.all + guidelineRules.map { $0.description }
    }

    /// The ids of every guideline rule, screen and app rules: what configurations and suppressions name.
    public static var identifiers: [String] {
        guidelineRules.map { $0.description.identifier }
    }

    /// The rule type with `identifier`, if any.
    public static func rule(_ identifier: String) -> (any Rule.Type)? {
        rules.first { $0.description.identifier == identifier }
    }

    /// The app rule type with `identifier`, if any.
    public static func appRule(_ identifier: String) -> (any AppRule.Type)? {
        appRules.first { $0.description.identifier == identifier }
    }
}
