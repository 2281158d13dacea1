import Foundation
import Geodesy
import PlaceSamples
import Places

/// The synthetic catalog and query origins shared by the index, cluster and query sections,
/// made once.
final class Workload {
    let catalog: Catalog
    let coordinates: [Coordinate]
    /// Query origins: near random places (normal offset of about 2 km), like a person in a town.
    let origins: [Coordinate]
    let generationSeconds: Double

    init(options: BenchOptions) {
        var made: Catalog?
        generationSeconds = Stopwatch.seconds {
            made = SyntheticCatalog.generate(count: options.placeCount, seed: options.seed)
        }
        let catalog = made ?? SyntheticCatalog.generate(count: 0)
        self.catalog = catalog
        coordinates = catalog.places.map(\.coordinate)
        var random = SyntheticCatalog.Random(seed: options.seed ^ 0x5EED_0F_0A16)
        origins = (0..<10_000).map { _ in
            guard !catalog.places.isEmpty else { return Coordinate(uncheckedLatitude: 0, longitude: 0) }
            let place = catalog.places[Int(random.next(below: UInt64(catalog.places.count)))]
            let north = random.nextGaussian() * 2 / 111.32
            let east = random.nextGaussian() * 2 / (111.32 * max(0.05, cos(place.coordinate.latitude * .pi / 180)))
            return Coordinate(
                uncheckedLatitude: place.coordinate.latitude + north, longitude: place.coordinate.longitude + east)
        }
    }
}
