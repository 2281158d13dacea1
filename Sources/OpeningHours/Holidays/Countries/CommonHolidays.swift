/// Holidays shared by many countries, under their usual English names.
///
/// Easter offsets: Maundy Thursday −3, Good Friday −2, Easter Monday +1, Ascension +39,
/// Whit Sunday (Pentecost) +49, Whit Monday +50, Corpus Christi +60.
extension HolidayDateRule {
    static let newYearsDay = fixed("New Year's Day", 1, 1)
    static let epiphany = fixed("Epiphany", 1, 6)
    static let maundyThursday = easter("Maundy Thursday", -3)
    static let goodFriday = easter("Good Friday", -2)
    static let easterSunday = easter("Easter Sunday", 0)
    static let easterMonday = easter("Easter Monday", 1)
    static let labourDay = fixed("Labour Day", 5, 1)
    static let ascensionDay = easter("Ascension Day", 39)
    static let whitSunday = easter("Whit Sunday", 49)
    static let whitMonday = easter("Whit Monday", 50)
    static let corpusChristi = easter("Corpus Christi", 60)
    static let assumptionDay = fixed("Assumption Day", 8, 15)
    static let allSaintsDay = fixed("All Saints' Day", 11, 1)
    static let immaculateConception = fixed("Immaculate Conception", 12, 8)
    static let christmasEve = fixed("Christmas Eve", 12, 24)
    static let christmasDay = fixed("Christmas Day", 12, 25)
    static let stStephensDay = fixed("St. Stephen's Day", 12, 26)
    static let boxingDay = fixed("Boxing Day", 12, 26)
    static let secondDayOfChristmas = fixed("Second Day of Christmas", 12, 26)
}
