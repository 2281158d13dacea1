/// An error that stops parsing; carries the diagnostic to report.
struct ParseFailure: Error {
    var diagnostic: HoursDiagnostic
}
