/// Small valid inputs in every format, used by the reader, round-trip and fuzz tests.
enum Fixtures {
    static let geojson = """
        {
          "type": "FeatureCollection",
          "features": [
            {
              "type": "Feature",
              "id": "node/1",
              "geometry": {"type": "Point", "coordinates": [24.9414, 60.1710]},
              "properties": {
                "name": "Kamppi Post Office",
                "amenity": "post_office",
                "opening_hours": "Mo-Fr 08:00-20:00; Sa 10:00-16:00",
                "addr:street": "Urho Kekkosen katu",
                "addr:housenumber": "1",
                "addr:postcode": "00100",
                "addr:city": "Helsinki",
                "wheelchair": "yes",
                "contact:phone": "+358 200 71000",
                "website": "https://www.posti.fi",
                "timezone": "Europe/Helsinki",
                "operator": "Posti",
                "level": 0
              }
            },
            {
              "type": "Feature",
              "id": 2,
              "geometry": {"type": "Polygon", "coordinates": [[[24.0, 60.0], [24.01, 60.0], [24.01, 60.01], [24.0, 60.01], [24.0, 60.0]]]},
              "properties": {"name": "Lidl Töölö", "shop": "supermarket", "wheelchair": "limited"}
            },
            {
              "type": "Feature",
              "geometry": {"type": "LineString", "coordinates": [[25.0, 61.0], [25.0, 61.2]]},
              "properties": {"@id": "way/3", "brand": "Posti", "amenity": "parcel_locker;vending_machine"}
            },
            {
              "type": "Feature",
              "geometry": {"type": "Point", "coordinates": [24.95, 60.17]},
              "properties": {"addr:street": "Mannerheimintie", "addr:housenumber": "5", "addr:city": "Helsinki"}
            }
          ]
        }
        """

    static let csv = #"""
        id,name,lat,lon,opening_hours,street,housenumber,postcode,city,category,wheelchair,phone,website,timezone,note
        p1,Kamppi Post Office,60.1710,24.9414,Mo-Fr 08:00-20:00,Urho Kekkosen katu,1,00100,Helsinki,post_office,yes,+358 200 71000,https://www.posti.fi,Europe/Helsinki,"Entrance from the mall, 2nd floor"
        p2,"Locker ""Kamppi""",60.1690,24.9320,24/7,,,,,parcel_locker,no,,,,"line one
        line two"

        """#

    static let overpass = """
        {
          "version": 0.6,
          "elements": [
            {"type": "node", "id": 101, "lat": 60.17, "lon": 24.94, "tags": {"name": "R-kioski", "shop": "kiosk"}},
            {"type": "node", "id": 102, "lat": 60.171, "lon": 24.941},
            {"type": "node", "id": 103, "lat": 60.172, "lon": 24.941},
            {"type": "node", "id": 104, "lat": 60.172, "lon": 24.943},
            {"type": "way", "id": 201, "nodes": [102, 103, 104, 102], "tags": {"name": "Clinic", "amenity": "clinic"}},
            {"type": "way", "id": 202, "center": {"lat": 60.2, "lon": 24.9}, "tags": {"name": "Library", "amenity": "library"}},
            {"type": "relation", "id": 301, "bounds": {"minlat": 60.0, "minlon": 24.0, "maxlat": 60.2, "maxlon": 24.2},
             "tags": {"name": "Campus", "amenity": "university"}}
          ]
        }
        """

    static let osm = """
        <?xml version="1.0" encoding="UTF-8"?>
        <osm version="0.6" generator="test">
          <node id="1" lat="60.1710" lon="24.9414" version="3">
            <tag k="name" v="Posti Kamppi"/>
            <tag k="amenity" v="post_office"/>
          </node>
          <node id="2" lat="60.0" lon="24.0"/>
          <node id="3" lat="60.0" lon="24.01"/>
          <node id="4" lat="60.01" lon="24.01"/>
          <node id="5" lat="60.01" lon="24.0"/>
          <way id="10">
            <nd ref="2"/><nd ref="3"/><nd ref="4"/><nd ref="5"/><nd ref="2"/>
            <tag k="name" v="Market Hall"/>
            <tag k="shop" v="supermarket"/>
          </way>
        </osm>
        """
}
