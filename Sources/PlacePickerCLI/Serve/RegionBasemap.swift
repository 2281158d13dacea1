import CommandSupport
import Geography
import MapDrawing
import VectorTiles

extension PickerSetup {
    /// The map's ground from the first `--geography` region that carries tiles, or `nil`.
    static func basemap(of regions: [Geography], io: CommandIO, commandName: String) -> Basemap? {
        guard let source = regions.lazy.compactMap(\.tileSource).first else { return nil }
        return Basemap(
            tiles: VectorTileBasemap(
                source: source,
                reportProblem: { io.printError("\(commandName): warning: \(source.region.path): \($0)") }))
    }
}
