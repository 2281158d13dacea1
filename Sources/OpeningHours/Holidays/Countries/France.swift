/// France, with the Alsace-Moselle local law days.
///
/// Source: Code du travail, art. L3133-1 (the eleven "fêtes légales"); art. L3134-13 for
/// Alsace-Moselle (Moselle 57, Bas-Rhin 67, Haut-Rhin 68, and the Collectivité européenne
/// d'Alsace "6AE"), which adds Good Friday and St. Stephen's Day. Whit Monday stays a public
/// holiday even where employers use it as the "journée de solidarité". Overseas departments'
/// abolition-of-slavery days are not modelled.
extension HolidayCountry {
    /// France, with `region` "57", "67", "68" or "6AE" for Alsace-Moselle.
    static let france = HolidayCountry(regions: ["57", "67", "68", "6AE"]) { region in
        var rules: [HolidayDateRule] = [
            .newYearsDay, .easterMonday, .labourDay, .fixed("Victory in Europe Day", 5, 8),
            .ascensionDay, .whitMonday, .fixed("Bastille Day", 7, 14), .assumptionDay, .allSaintsDay,
            .fixed("Armistice Day", 11, 11), .christmasDay,
        ]
        if region != nil {
            rules += [.goodFriday, .stStephensDay]
        }
        return HolidayRuleSet(rules: rules)
    }
}
