import AdaptJSON
import Testing

@testable import AdaptLintCore
@testable import AdaptLintRules

/// The ``ComponentIndex`` keeps per-component entries only for specs that need them, packs its
/// list numbers and records which types and keys occur. These tests compare everything it answers
/// with a plain walk of the layouts, on random specs as decoded and with their layouts reordered
/// (so that the index is not the store in order).
@Suite struct ComponentIndexTests {
    /// What a plain walk says about one screen.
    struct Expected {
        var positions: [Int] = []
        var conditions: [EnvironmentSet] = []
        var layers: [Int?] = []
        var subtreeEnds: [Int] = []
        var layoutRanges: [Range<Int>] = []
        var types = ComponentTypeSet()
        var features = ComponentIndex.Features()

        init(_ screen: ScreenSpec) {
            for layout in screen.layouts {
                features.formUnion(Self.keys(layout.when))
                let start = positions.count
                visit(layout.components, conditions: .all, layer: nil)
                layoutRanges.append(start..<positions.count)
            }
            applyPrecedence(screen)
            if conditions.contains(where: { $0 != .all }) { features.insert(.conditional) }
        }

        /// Which layout wins, spelt out: an occurrence of an id loses, with its subtree, the
        /// environments where an occurrence in a more specific layout (or a later one of equal
        /// specificity) is shown, judged on the conditions as written.
        mutating func applyPrecedence(_ screen: ScreenSpec) {
            let layoutOf = positions.indices.map { at in layoutRanges.firstIndex { $0.contains(at) } ?? -1 }
            let environments = screen.layouts.map { EnvironmentSet($0.when) }
            let specificity = screen.layouts.map { $0.when?.specificity ?? 0 }
            let ids = positions.map { screen.store.names[Component(store: screen.store, position: $0).idNumber] }
            var losses: [(Int, EnvironmentSet)] = []
            for at in positions.indices {
                var mask = EnvironmentSet(bits: 0)
                for other in positions.indices where ids[other] == ids[at] && layoutOf[other] != layoutOf[at] {
                    let (mine, theirs) = (layoutOf[at], layoutOf[other])
                    guard
                        specificity[theirs] > specificity[mine]
                            || (specificity[theirs] == specificity[mine] && theirs > mine)
                    else { continue }
                    mask = EnvironmentSet(bits: mask.bits | environments[theirs].intersection(conditions[other]).bits)
                }
                let mine = environments[layoutOf[at]]
                if mine.intersection(conditions[at]).bits & mask.bits != 0 {
                    losses.append((at, mask.intersection(mine)))
                }
            }
            for (at, mask) in losses {
                for inner in at..<subtreeEnds[at] {
                    conditions[inner] = EnvironmentSet(bits: conditions[inner].bits & ~mask.bits)
                }
            }
        }

        mutating func visit(_ list: ComponentList, conditions inherited: EnvironmentSet, layer parent: Int?) {
            for component in list {
                let own = inherited.intersection(EnvironmentSet(component.when))
                let layer = component.type.value.isPresentation ? component.node : parent
                let position = positions.count
                positions.append(component.position)
                conditions.append(own)
                layers.append(layer)
                subtreeEnds.append(0)
                types.insert(component.type.value)
                features.formUnion(Self.keys(component.when))
                if component.font != nil { features.insert(.font) }
                if component.principal?.value == true { features.insert(.principal) }
                if component.spacing != nil { features.insert(.spacing) }
                if component.visibleItems != nil { features.insert(.visibleItems) }
                if component.isInteractive { features.insert(.interactive) }
                visit(component.children, conditions: own, layer: layer)
                subtreeEnds[position] = positions.count
            }
        }

        static func keys(_ condition: TraitCondition?) -> ComponentIndex.Features {
            var keys = ComponentIndex.Features()
            if condition?.width != nil { keys.insert(.widthCondition) }
            if condition?.height != nil { keys.insert(.heightCondition) }
            if condition?.orientation != nil { keys.insert(.orientationCondition) }
            if condition?.idiom != nil { keys.insert(.idiomCondition) }
            return keys
        }

        /// The positions shown in each realizable environment.
        func shown(_ screen: ScreenSpec) -> [[Int]] {
            Environment.realizable.map { environment in
                var result: [Int] = []
                for (layout, range) in layoutRanges.enumerated() where screen.layouts[layout].applies(in: environment) {
                    result += range.filter { conditions[$0].contains(environment) }
                }
                return result
            }
        }
    }

    /// Random specs, as decoded, plus the same with layouts reversed and with a layout repeated.
    static let screens: [ScreenSpec] = {
        var random = RandomSpec(seed: 7)
        var plain = RandomSpec(seed: 8, componentConditions: 0)
        let texts = (0..<400).map { _ in random.spec() } + (0..<200).map { _ in plain.spec() }
        var screens: [ScreenSpec] = []
        for text in texts {
            guard let document = try? JSONParser.parse(Array(text.utf8)),
                case .success(let spec) = SpecDecoder.decode(document)
            else { continue }
            screens.append(spec.cachingComponents())
            var reversed = spec
            reversed.layouts.reverse()
            screens.append(reversed.cachingComponents())
            if let first = spec.layouts.first {
                var repeated = spec
                repeated.layouts.append(first)
                screens.append(repeated)
            }
        }
        return screens
    }()

    @Test func answersAsAPlainWalk() {
        #expect(Self.screens.count > 1_500)
        var simple = 0
        for screen in Self.screens {
            let index = screen.componentIndex
            let expected = Expected(screen)
            let label = screen.screen.value
            #expect(index.components.map(\.position) == expected.positions, "\(label)")
            #expect(Array(index.layoutRanges) == expected.layoutRanges, "\(label)")
            #expect(index.layoutEnvironments.map(\.bits) == screen.layouts.map { EnvironmentSet($0.when).bits })
            #expect(index.layoutCount == screen.layouts.count)
            for layout in screen.layouts.indices {
                #expect(index.topLevelCount(ofLayout: layout) == screen.layouts[layout].components.count)
            }
            #expect(index.components.indices.map { index.conditions(at: $0) } == expected.conditions, "\(label)")
            #expect(index.components.indices.map { index.layer(at: $0) } == expected.layers, "\(label)")
            #expect(index.subtreeEnds == expected.subtreeEnds, "\(label)")
            #expect(index.types == expected.types, "\(label)")
            #expect(index.features == expected.features, "\(label)")
            if index.entries.isEmpty { simple += 1 }

            // Lists: numbered in order of first appearance, equal exactly when the environments
            // show the same components.
            let shown = expected.shown(screen)
            let ids = Array(index.realizableListIDs)
            var firsts: [[Int]] = []
            var expectedIDs: [Int] = []
            for list in shown {
                if let known = firsts.firstIndex(of: list) {
                    expectedIDs.append(known)
                } else {
                    expectedIDs.append(firsts.count)
                    firsts.append(list)
                }
            }
            #expect(ids == expectedIDs, "\(label)")
            #expect(index.realizableListCount == firsts.count, "\(label)")
            #expect(index.realizableListIDs.allEqual == (firsts.count == 1))
            for (list, positions) in firsts.enumerated() {
                #expect(Array(index.positions(inList: list)) == positions, "\(label) list \(list)")
                #expect(
                    index.list(list).map(\.position) == positions.map { expected.positions[$0] },
                    "\(label) list \(list)")
            }
        }
        // Both kinds of index are covered.
        #expect(simple > 50)
        #expect(Self.screens.count - simple > 200)
    }

    @Test func hasConditionAgreesWithTheFeatures() {
        for screen in Self.screens {
            let features = screen.componentIndex.features
            #expect(screen.hasCondition { $0.height != nil } == features.contains(.heightCondition))
            #expect(screen.hasCondition { $0.idiom != nil } == features.contains(.idiomCondition))
            #expect(
                screen.hasCondition { $0.orientation != nil || $0.width != nil }
                    == !features.isDisjoint(with: [.orientationCondition, .widthCondition]))
        }
    }

    /// ``ScreenSpec/mostSpecificLayout(in:)`` picks what a walk over the layouts picks, in every
    /// environment.
    @Test func mostSpecificLayoutIsTheFirstWithTheMostKeys() {
        let environments = SizeClass.allCases.flatMap { width in
            SizeClass.allCases.flatMap { height in
                OrientationFamily.allCases.flatMap { orientation in
                    Idiom.allCases.map {
                        Environment(width: width, height: height, orientation: orientation, idiom: $0)
                    }
                }
            }
        }
        for screen in Self.screens.prefix(400) {
            for environment in environments {
                var best: Layout?
                for layout in screen.layouts where layout.applies(in: environment) {
                    if let current = best, (current.when?.specificity ?? 0) >= (layout.when?.specificity ?? 0) {
                        continue
                    }
                    best = layout
                }
                #expect(screen.mostSpecificLayout(in: environment)?.node == best?.node)
                #expect(screen.mostSpecificLayout(in: environment)?.index == best?.index)
            }
        }
    }

    @Test func constantsAgreeWithTheirDefinitions() {
        #expect(Environment.realizableCount == Environment.realizable.count)
        for (position, environment) in Environment.realizable.enumerated() {
            #expect(EnvironmentSet.realizableBit(position) == EnvironmentSet.bit(of: environment))
        }
        let bits = ComponentType.allCases.map(ComponentTypeSet.bit(of:))
        #expect(Set(bits).count == ComponentType.allCases.count)
        #expect(bits.allSatisfy { $0.nonzeroBitCount == 1 })
        var all = ComponentTypeSet()
        for type in ComponentType.allCases { all.insert(type) }
        #expect(ComponentType.allCases.allSatisfy { all.contains($0) })
        #expect(ComponentTypeSet(.popover, .sheet).contains(.sheet))
        #expect(!ComponentTypeSet(.popover, .sheet).contains(.button))
    }
}

/// Which layout wins, on the pattern of issue 16: a compact-height layout that moves a component
/// of the compact-width layout.
@Suite struct LayoutPrecedenceTests {
    static func decode(_ text: String) throws -> ScreenSpec {
        try SpecDecoder.decode(try JSONParser.parse(Array(text.utf8))).get()
    }

    static let phoneLandscape = Environment(width: .compact, height: .compact, orientation: .landscape, idiom: .phone)
    static let phonePortrait = Environment(width: .compact, height: .regular, orientation: .portrait, idiom: .phone)

    /// The frames (x, width) of the components with `id` shown in `environment`.
    static func frames(_ screen: ScreenSpec, _ id: String, in environment: Environment) -> [[Double]] {
        screen.components(in: environment).filter { $0.id.value == id }.compactMap { component in
            component.frame.map { [$0.x?.value ?? -1, $0.width.value] }
        }
    }

    @Test func theMoreSpecificLayoutDefinesAComponentWhereItApplies() throws {
        let spec = TestSpec.screen([
            TestSpec.layout(
                when: #"{ "width": "compact" }"#,
                [
                    #"{ "id": "pay", "type": "button", "frame": { "x": 16, "y": 700, "width": 343, "height": 50 } }"#,
                    #"{ "id": "total", "type": "text", "frame": { "x": 16, "y": 640, "width": 343, "height": 20 } }"#,
                ]),
            TestSpec.layout(
                when: #"{ "width": "compact", "height": "compact" }"#,
                [#"{ "id": "pay", "type": "button", "frame": { "x": 500, "y": 300, "width": 300, "height": 44 } }"#]),
        ])
        for screen in [try Self.decode(spec), try Self.decode(spec).cachingComponents()] {
            // In compact height, the compact-height frame alone; the compact-width one elsewhere.
            #expect(Self.frames(screen, "pay", in: Self.phoneLandscape) == [[500, 300]])
            #expect(Self.frames(screen, "pay", in: Self.phonePortrait) == [[16, 343]])
            // A component without a competitor combines as before.
            #expect(Self.frames(screen, "total", in: Self.phoneLandscape) == [[16, 343]])
        }
    }

    @Test func equallySpecificLayoutsLetTheLaterWinAndAFailingWhenDoesNotWin() throws {
        let spec = TestSpec.screen([
            TestSpec.layout(
                [#"{ "id": "a", "type": "text", "frame": { "x": 1, "y": 0, "width": 10, "height": 10 } }"#]),
            TestSpec.layout(
                when: #"{ "orientation": "landscape" }"#,
                [#"{ "id": "a", "type": "text", "frame": { "x": 2, "y": 0, "width": 10, "height": 10 } }"#]),
            TestSpec.layout(
                when: #"{ "height": "compact" }"#,
                [
                    #"{ "id": "a", "type": "text", "when": { "idiom": "pad" }, "frame": { "x": 3, "y": 0, "width": 10, "height": 10 } }"#
                ]),
        ])
        let screen = try Self.decode(spec).cachingComponents()
        // Landscape iPhone: the later of the two one-key layouts would win, but its `a` is only
        // for iPad, so the landscape layout's `a` is shown.
        #expect(Self.frames(screen, "a", in: Self.phoneLandscape) == [[2, 10]])
        #expect(Self.frames(screen, "a", in: Self.phonePortrait) == [[1, 10]])
    }
}
