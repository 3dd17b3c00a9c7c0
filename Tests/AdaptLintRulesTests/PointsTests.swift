import Testing

@testable import AdaptLintRules

@Suite struct PointsTests {
    @Test(arguments: [(44.0, "44"), (43.5, "43.5"), (0.0, "0"), (1_000_000.0, "1000000"), (2.25, "2.25")])
    func formatsLikeASpecAuthor(_ value: Double, _ text: String) {
        #expect(Points.format(value) == text)
    }

    @Test(arguments: [
        (2.25, 2.25), (9.0 / 4.0, 2.25), (10.0 / 12.0, 0.84), (33.0 / 8.0, 4.13), (5.0, 5.0), (0.001, 0.01),
    ])
    func roundsUpToHundredths(_ value: Double, _ rounded: Double) {
        #expect(Points.roundedUpToHundredths(value) == rounded)
        #expect(Points.roundedUpToHundredths(value) >= value - 1e-9)
    }

    @Test func countsWithPlurals() {
        #expect(Points.count(1, "item") == "1 item")
        #expect(Points.count(9, "item") == "9 items")
        #expect(Points.count(2.5, "swipe") == "2.5 swipes")
    }
}
