/// Number formatting shared by the rules' messages and fixes.
enum Points {
    /// Formats a number the way a spec author writes it: `44`, not `44.0`; `43.5` stays `43.5`.
    ///
    /// - Parameter value: A finite number.
    /// - Returns: The shortest decimal text that round-trips, without a trailing `.0`.
    static func format(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// Rounds `value` up to two decimals, so that a suggested minimum really is enough:
    /// 2.25 stays 2.25, 0.8333... becomes 0.84.
    ///
    /// - Parameter value: A finite, non-negative number.
    /// - Returns: The smallest multiple of 0.01 that is at least `value` (up to floating-point noise).
    static func roundedUpToHundredths(_ value: Double) -> Double {
        let scaled = value * 100
        let nearest = scaled.rounded()
        // 2.25 * 100 may come out as 225.00000000000003; do not bump it to 2.26.
        let hundredths = abs(scaled - nearest) < 1e-9 ? nearest : scaled.rounded(.up)
        return hundredths / 100
    }

    /// "1 item", "9 items", "2.5 swipes".
    static func count(_ value: Double, _ noun: String) -> String {
        "\(format(value)) \(noun)\(value == 1 ? "" : "s")"
    }
}
