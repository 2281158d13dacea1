import Testing

@testable import TimeZoneBoundaries
