import Foundation

/// Makes a region's basemap tiles from an OpenStreetMap extract with Debian's `tilemaker`
/// (OpenMapTiles schema), for `geography build --tiles`:
///
/// 1. `osmium add-locations-to-ways --ignore-missing-nodes --keep-untagged-nodes -f opl` writes the
///    extract with every way's node locations;
/// 2. each way is cut back to its longest run of nodes the extract holds (tilemaker stops on a way
///    naming a node that is not there, and most extracts are cut at their edge); a way left with
///    fewer than two nodes is dropped; both are counted;
/// 3. `osmium cat` makes that a PBF again, and `tilemaker` writes an MBTiles file from it with
///    tilemaker's own OpenMapTiles process script and the configuration below (its example less the
///    layers that need Natural Earth shapefiles), limited to the extract's box.
public enum TilemakerTiles {
    /// tilemaker's OpenMapTiles example configuration without its shapefile layers.
    static let configuration = """
        {"layers":{"place":{"minzoom":0,"maxzoom":14},"boundary":{"minzoom":0,"maxzoom":14,"simplify_bel\
        ow":12,"simplify_level":0.0003,"simplify_ratio":2},"poi":{"minzoom":12,"maxzoom":14},"poi_detail\
        ":{"minzoom":14,"maxzoom":14,"write_to":"poi"},"housenumber":{"minzoom":14,"maxzoom":14},"waterw\
        ay":{"minzoom":8,"maxzoom":14,"simplify_below":12,"simplify_level":0.0003,"simplify_ratio":2},"w\
        aterway_detail":{"minzoom":12,"maxzoom":14,"write_to":"waterway"},"transportation":{"minzoom":4,\
        "maxzoom":14,"simplify_below":13,"simplify_level":0.0003},"transportation_name":{"minzoom":8,"ma\
        xzoom":14},"transportation_name_mid":{"minzoom":12,"maxzoom":14,"write_to":"transportation_name"\
        },"transportation_name_detail":{"minzoom":14,"maxzoom":14,"write_to":"transportation_name"},"bui\
        lding":{"minzoom":13,"maxzoom":14},"water":{"minzoom":6,"maxzoom":14,"simplify_below":12,"simpli\
        fy_level":0.0003,"simplify_ratio":2},"water_name":{"minzoom":14,"maxzoom":14},"water_name_detail\
        ":{"minzoom":14,"maxzoom":14,"write_to":"water_name"},"aeroway":{"minzoom":11,"maxzoom":14},"aer\
        odrome_label":{"minzoom":10,"maxzoom":14},"park":{"minzoom":11,"maxzoom":14},"landuse":{"minzoom\
        ":4,"maxzoom":14,"simplify_below":13,"simplify_level":0.0003,"simplify_ratio":2},"landcover":{"m\
        inzoom":0,"maxzoom":14,"simplify_below":13,"simplify_level":0.0003,"simplify_ratio":2},"mountain\
        _peak":{"minzoom":11,"maxzoom":14}},"settings":{"minzoom":0,"maxzoom":14,"basezoom":14,"include_\
        ids":false,"combine_below":14,"name":"PlacePicker test tiles (OpenMapTiles schema, tilemaker)","\
        version":"3.0","description":"Tile config based on OpenMapTiles schema","compress":"gzip","filem\
        etadata":{"tilejson":"2.0.0","scheme":"xyz","type":"baselayer","format":"pbf","tiles":["https://\
        example.com/liechtenstein/{z}/{x}/{y}.pbf"]}}}
        """

    /// The OpenMapTiles process script: `$PLACEPICKER_TILEMAKER_PROCESS`, else Debian's example.
    static var process: String {
        ProcessInfo.processInfo.environment["PLACEPICKER_TILEMAKER_PROCESS"]
            ?? "/usr/share/doc/tilemaker/examples/process-openmaptiles.lua"
    }

    /// Builds the tiles of an extract into `folder/tiles.mbtiles`.
    ///
    /// - Parameters:
    ///   - extract: The extract.
    ///   - folder: A temporary folder for the intermediate files.
    /// - Returns: The MBTiles file's path and how many ways were cut back or dropped.
    /// - Throws: ``OsmiumExtract/ReadError`` naming what is missing or what failed.
    public static func build(_ extract: String, in folder: URL) throws(OsmiumExtract.ReadError)
        -> (path: String, trimmed: Int, dropped: Int)
    {
        let osmium = OsmiumExtract.osmium
        guard let tilemaker = OsmiumExtract.program("tilemaker", variable: "PLACEPICKER_TILEMAKER") else {
            throw OsmiumExtract.ReadError(
                description: "--tiles needs tilemaker (Debian and Ubuntu: apt-get install tilemaker), or "
                    + "PLACEPICKER_TILEMAKER=/path/to/tilemaker; or give an .mbtiles file as an input")
        }
        guard FileManager.default.isReadableFile(atPath: process) else {
            throw OsmiumExtract.ReadError(
                description: "--tiles needs tilemaker's OpenMapTiles script (\(process)); set "
                    + "PLACEPICKER_TILEMAKER_PROCESS to its path")
        }
        guard !osmium.isEmpty else { throw OsmiumExtract.ReadError(description: "--tiles needs osmium-tool") }
        let opl = folder.appendingPathComponent("trimmed.opl").path
        let pbf = folder.appendingPathComponent("trimmed.osm.pbf").path
        let config = folder.appendingPathComponent("config.json")
        let output = folder.appendingPathComponent("tiles.mbtiles").path
        guard FileManager.default.createFile(atPath: opl, contents: nil), let handle = FileHandle(forWritingAtPath: opl)
        else { throw OsmiumExtract.ReadError(description: "cannot write \(opl)") }
        var trimmed = 0
        var dropped = 0
        var pending = ""
        var writeFailure: (any Error)?
        try OsmiumExtract.run(
            osmium,
            [
                "add-locations-to-ways", extract, "--ignore-missing-nodes", "--keep-untagged-nodes", "--no-progress",
                "-f", "opl", "-o", "-",
            ], input: extract,
            lines: { line in
                if line.first == "w" {
                    switch trim(line) {
                    case .kept(let text): pending += text
                    case .trimmed(let text):
                        pending += text
                        trimmed += 1
                    case .dropped: dropped += 1
                    }
                } else {
                    pending += line
                }
                pending += "\n"
                if pending.utf8.count > 1 << 20, writeFailure == nil {
                    do { try handle.write(contentsOf: Data(pending.utf8)) } catch { writeFailure = error }
                    pending = ""
                }
            })
        if writeFailure == nil {
            do { try handle.write(contentsOf: Data(pending.utf8)) } catch { writeFailure = error }
        }
        try? handle.close()
        if let writeFailure {
            throw OsmiumExtract.ReadError(
                description:
                    "cannot write \(opl) for tilemaker: \(writeFailure.localizedDescription) (is the disk full?)")
        }
        try OsmiumExtract.run(
            osmium, ["cat", "-F", "opl", opl, "-o", pbf, "--overwrite", "--no-progress"], input: extract, lines: nil)
        do {
            try Data(configuration.utf8).write(to: config)
        } catch {
            throw OsmiumExtract.ReadError(description: "cannot write \(config.path)")
        }
        var arguments = ["--input", pbf, "--output", output, "--config", config.path, "--process", process]
        if let box = try OsmiumExtract.headerBox(extract) { arguments += ["--bbox", box] }
        try OsmiumExtract.run(tilemaker, arguments, input: extract, lines: nil, failure: "tilemaker failed")
        return (output, trimmed, dropped)
    }

    /// What cutting a way back did.
    enum Trim: Equatable {
        case kept(String)
        case trimmed(String)
        case dropped
    }

    /// A way's OPL line cut back to its longest run of nodes that have a location.
    static func trim(_ line: Substring) -> Trim {
        var fields = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let index = fields.firstIndex(where: { $0.hasPrefix("N") }) else { return .kept(String(line)) }
        let references = fields[index].dropFirst().split(separator: ",")
        var best: ArraySlice<Substring> = []
        var start = 0
        for (position, reference) in references.enumerated() {
            let located = reference.range(of: "x").map { !reference[$0.upperBound...].hasPrefix("y") } ?? false
            if !located {
                if position - start > best.count { best = references[start..<position] }
                start = position + 1
            }
        }
        if references.count - start > best.count { best = references[start..<references.count] }
        guard best.count >= 2 else { return .dropped }
        guard best.count < references.count else { return .kept(String(line)) }
        fields[index] = "N" + best.joined(separator: ",")
        return .trimmed(fields.joined(separator: " "))
    }
}
