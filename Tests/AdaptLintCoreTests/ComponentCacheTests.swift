import AdaptJSON
import AdaptLintCore
import Testing

/// `cachingComponents()` must answer `components(in:)` exactly as the uncached walk does, and a
/// spec whose layouts change afterwards must not keep answering from the old table.
@Suite struct ComponentCacheTests {
    static let environments: [Environment] =
        Environment.realizable + [
            Environment(width: .regular, height: .regular, orientation: .portrait, idiom: .phone)
        ]

    @Test(arguments: SampleTests.samples)
    func cachedComponentsEqualTheWalk(_ sample: String) throws {
        let document = try JSONParser.parse(try SampleTests.bytes(sample))
        if AppDecoder.isAppDescription(document) { return }  // app descriptions have no components
        guard case .success(let screen) = SpecDecoder.decode(document) else {
            Issue.record("\(sample) does not decode")
            return
        }
        let cached = screen.cachingComponents()
        for environment in Self.environments {
            #expect(
                cached.components(in: environment).map(\.node) == screen.components(in: environment).map(\.node),
                "\(sample) in \(environment)")
        }
    }

    @Test func changingTheLayoutsDropsTheCache() throws {
        var screen = try decodeValid(
            specWith(component: #"{ "id": "approve", "type": "button", "size": { "width": 44, "height": 44 } }"#)
        ).cachingComponents()
        let environment = Environment.realizable[0]
        #expect(screen.components(in: environment).map(\.id.value) == ["approve"])
        screen.layouts[0].components = ComponentList(store: screen.store, positions: [])
        #expect(screen.components(in: environment).isEmpty)
    }
}
