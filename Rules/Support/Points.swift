/// Number formatting shared by the rules' messages and fixes.
enum Points {
    /// Formats a number for a message: at most two decimals, `44` not `44.0`, `43.5` stays `43.5`,
    /// 86.66666666666669 is `86.67`. A value that rounds up to a whole number but lies below it keeps two
    /// decimals (43.999 is `43.99`, not `44`), so that a message never calls a size too small while
    /// printing the size it asks for.
    ///
    /// - Parameter value: A finite number.
    static func format(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        guard abs(value) < 1e13 else { return String(value) }
        var hundredths = (value * 100).rounded()
        // Within floating-point noise of a whole number: that number.
        if abs(value - value.rounded()) < 1e-9 { return String(Int(value.rounded())) }
        if (hundredths / 100).rounded() == hundredths / 100 && hundredths / 100 != value {
            // Rounding would reach a whole number the value does not: keep the hundredths toward zero.
            hundredths = (value * 100).rounded(.towardZero)
        }
        let whole = hundredths / 100
        if whole.rounded() == whole { return String(Int(whole)) }
        let cents = Int(abs(hundredths))
        let fraction = cents % 100
        var digits = fraction < 10 ? "0\(fraction)" : "\(fraction)"
        if digits.hasSuffix("0") { digits.removeLast() }
        return (hundredths < 0 ? "-" : "") + "\(cents / 100).\(digits)"
    }

    /// Formats a number for a spec's JSON text (a fix's replacement): the shortest decimal text that
    /// round-trips, without a trailing `.0`.
    ///
    /// - Parameter value: A finite number.
    static func exact(_ value: Double) -> String {
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
