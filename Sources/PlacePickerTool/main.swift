import CommandSupport
import Foundation
import PlacePickerCLI

// Wiring only: the real streams, clock, environment and zone; everything else is in PlacePickerCLI.
let standardInput = LineReader.standardInput()
let io = CommandIO(
    writeOutput: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
    writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
    readInputLine: { standardInput.nextLine() },
    now: { Date() },
    environment: ProcessInfo.processInfo.environment,
    currentDirectory: FileManager.default.currentDirectoryPath,
    defaultTimeZone: TimeZone.current
)
exit(PlacePickerCLI.run(arguments: Array(CommandLine.arguments.dropFirst()), io: io))
