import Testing

@testable import AdaptLintCore

/// ``EnvironmentSet`` must agree with ``TraitCondition/matches(_:)`` on every environment, for
/// every combination of condition keys.
@Suite struct EnvironmentSetTests {
    static let environments: [Environment] = SizeClass.allCases.flatMap { width in
        SizeClass.allCases.flatMap { height in
            OrientationFamily.allCases.flatMap { orientation in
                Idiom.allCases.map { Environment(width: width, height: height, orientation: orientation, idiom: $0) }
            }
        }
    }

    static let conditions: [TraitCondition] = [SizeClass?.none, .compact, .regular].flatMap { width in
        [SizeClass?.none, .compact, .regular].flatMap { height in
            [OrientationFamily?.none, .portrait, .landscape].flatMap { orientation in
                ([Idiom?.none] + Idiom.allCases.map { $0 }).map { idiom in
                    TraitCondition(
                        node: 0, width: width.map { Located($0, node: 1) }, height: height.map { Located($0, node: 2) },
                        orientation: orientation.map { Located($0, node: 3) },
                        idiom: idiom.map { Located($0, node: 4) },
                        idiomKeyNode: nil)
                }
            }
        }
    }

    @Test func setsAgreeWithConditions() {
        for condition in Self.conditions {
            let set = EnvironmentSet(condition)
            for environment in Self.environments {
                #expect(
                    set.contains(environment) == condition.matches(environment), "\(condition.summary) \(environment)")
            }
        }
        #expect(Self.environments.allSatisfy { EnvironmentSet(nil).contains($0) })
    }

    @Test func everyEnvironmentHasItsOwnBit() {
        let bits = Self.environments.map(EnvironmentSet.bit(of:))
        #expect(Set(bits).count == 48)
        #expect(bits.allSatisfy { $0.nonzeroBitCount == 1 && $0 & EnvironmentSet.all.bits != 0 })
    }

    @Test func theIndexSharesListsBetweenEnvironmentsThatShowTheSameComponents() throws {
        let screen = try decodeValid(
            specWith(component: #"{ "id": "approve", "type": "button", "size": { "width": 44, "height": 44 } }"#)
        ).cachingComponents()
        #expect(screen.componentIndex.realizableListCount == 1)
        #expect(
            Array(screen.componentIndex.realizableListIDs) == Array(repeating: 0, count: Environment.realizable.count))
    }
}
