import PlacePicker
import PlaceReplication

/// A replica's picker: each version a ``LiveCatalog`` publishes is the first build's picker over a
/// newer engine (``PickerModel/replacingEngine(_:)``), or a fold's new one.
extension PickerModel: LiveBase {}

extension WebApp {
    /// The app of one version of a replica's places: its picker, the server's settings, and the data
    /// version, digest and link health that `/healthz` and every answer's marks give.
    ///
    /// - Parameters:
    ///   - version: A version the catalog built or published.
    ///   - catalog: The catalog, whose health `/healthz` reads when asked.
    ///   - configuration: The server's settings, the same for every version.
    public init(
        _ version: LiveVersion<PickerModel>, of catalog: LiveCatalog<PickerModel>, configuration: WebConfiguration
    ) {
        self.init(
            picker: version.content, configuration: configuration,
            liveData: LiveData(version: version.version, placesDigest: version.placesDigest) { catalog.health })
    }
}
