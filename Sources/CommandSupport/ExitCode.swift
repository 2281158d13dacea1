/// Process exit statuses, following BSD `sysexits.h`.
public enum ExitCode {
    /// Success.
    public static let ok: Int32 = 0
    /// The command line is wrong (`EX_USAGE`).
    public static let usage: Int32 = 64
    /// The input data is wrong (`EX_DATAERR`).
    public static let dataError: Int32 = 65
    /// An input file cannot be opened (`EX_NOINPUT`).
    public static let cannotOpenInput: Int32 = 66
    /// Something failed inside the tool (`EX_SOFTWARE`).
    public static let internalError: Int32 = 70
    /// A service the command needs, such as the database, is unavailable (`EX_UNAVAILABLE`).
    public static let unavailable: Int32 = 69
    /// An output file cannot be created (`EX_CANTCREAT`).
    public static let cannotCreateOutput: Int32 = 73
}
