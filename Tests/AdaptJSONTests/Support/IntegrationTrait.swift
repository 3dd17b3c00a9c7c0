import AdaptTestSupport
import Testing

extension Trait where Self == ConditionTrait {
    /// Marks an integration check: it runs when `needs` are all here or the environment variable
    /// `CI` is set, and is otherwise skipped with one line naming what is missing and how to get
    /// it. ``Integration`` (Tests/Support) decides.
    static func integration(_ needs: Integration.Need...) -> Self {
        .enabled(if: Integration.runs(needs), Comment(rawValue: Integration.skipNote(needs)))
    }
}
