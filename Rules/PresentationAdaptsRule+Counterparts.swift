import AdaptLintCore

extension PresentationAdaptsRule {
    /// The regular-width presentations of one environment, looked up by their ids and by the ids
    /// of their descendants, so that finding each sheet's counterpart costs the sheet's own size
    /// rather than every presentation's.
    struct Counterparts {
        let presentations: [Component]
        /// The first presentation with each id.
        private var byID: [String: Int] = [:]
        /// The first presentation with a descendant of each id.
        private var byDescendantID: [String: Int] = [:]

        /// - Complexity: O(presentations and their descendants).
        init(_ presentations: [Component]) {
            self.presentations = presentations
            for (position, presentation) in presentations.enumerated() {
                if byID[presentation.id.value] == nil { byID[presentation.id.value] = position }
                for id in presentation.descendantIDs where byDescendantID[id] == nil {
                    byDescendantID[id] = position
                }
            }
        }

        /// The presentation with the sheet's id, else the first that shares a descendant id with it.
        ///
        /// - Complexity: O(descendants of `sheet`).
        func counterpart(of sheet: Component) -> Component? {
            if let same = byID[sheet.id.value] { return presentations[same] }
            var first: Int?
            for id in sheet.descendantIDs {
                if let position = byDescendantID[id], position < first ?? .max { first = position }
            }
            return first.map { presentations[$0] }
        }
    }
}
