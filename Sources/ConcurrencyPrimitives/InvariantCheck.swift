/// Checks an invariant of the unsafe code's fence (docs/internals/unsafe-code.md): an index in
/// bounds, a run that fits, an object still alive. Debug builds always check; optimised builds
/// check only with the package trait `InternalChecks` (`swift build -c release --traits
/// InternalChecks`), which the test script's optimised runs use, so the million-place runs are
/// checked too. Without the trait an optimised build checks nothing here: these checks sit in the
/// innermost loops, where the fence exists to leave them out.
///
/// - Parameters:
///   - condition: What must hold.
///   - message: What broke, with the values involved.
///   - file: Where the check is written.
///   - line: The line of the check.
@inlinable @inline(__always)
package func checkInvariant(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    #if PLACEPICKER_INTERNAL_CHECKS
    precondition(condition(), message(), file: file, line: line)
    #else
    assert(condition(), message(), file: file, line: line)
    #endif
}

/// Whether this build checks the fence's invariants: debug builds, and optimised builds with the
/// trait `InternalChecks` (a test reads it to say which kind of run it is).
package let checksInvariants: Bool = {
    #if DEBUG || PLACEPICKER_INTERNAL_CHECKS
    true
    #else
    false
    #endif
}()
