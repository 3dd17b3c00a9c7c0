/// How a finding compares with the baseline, as SARIF's `result.baselineState` names it.
public enum BaselineState: String, Sendable, Hashable, CaseIterable {
    /// Not in the baseline: it fails the run.
    case new
    /// In the baseline and still found: reported in JSON and SARIF, not in text, never fails.
    case unchanged
    /// In the baseline but no longer found: a stale entry.
    case absent
}
