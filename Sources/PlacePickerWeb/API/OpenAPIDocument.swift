import PlacePicker

/// The OpenAPI 3.1 description of the JSON API, served at `/openapi.json`. A test checks that the
/// responses of every route carry exactly the documented properties.
enum OpenAPIDocument {
    static let json = #"""
        {
          "openapi": "3.1.0",
          "info": {
            "title": "PlacePicker API",
            "version": "1.0.0",
            "description": "The places behind the accessible picker: the same query semantics as the web page. Data © OpenStreetMap contributors, ODbL 1.0."
          },
          "paths": {
            "/api/places": {
              "get": {
                "summary": "The visible set: places in order, with distance, direction, opening state and the texts the list shows",
                "parameters": [
                  {"$ref": "#/components/parameters/near"}, {"$ref": "#/components/parameters/open"},
                  {"$ref": "#/components/parameters/cat"}, {"$ref": "#/components/parameters/carrier"},
                  {"$ref": "#/components/parameters/stepfree"},
                  {"$ref": "#/components/parameters/space"}, {"$ref": "#/components/parameters/parcel"},
                  {"$ref": "#/components/parameters/q"}, {"$ref": "#/components/parameters/sort"},
                  {"$ref": "#/components/parameters/limit"}, {"$ref": "#/components/parameters/sel"},
                  {"$ref": "#/components/parameters/lang"}, {"$ref": "#/components/parameters/at"}
                ],
                "responses": {
                  "200": {"description": "The results", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Places"}}}},
                  "400": {"$ref": "#/components/responses/Error"}
                }
              }
            },
            "/api/places/{id}": {
              "get": {
                "summary": "One place with its week of opening hours",
                "parameters": [
                  {"name": "id", "in": "path", "required": true, "schema": {"type": "string"}, "example": "node/1876042175"},
                  {"$ref": "#/components/parameters/near"}, {"$ref": "#/components/parameters/parcel"},
                  {"$ref": "#/components/parameters/lang"}, {"$ref": "#/components/parameters/at"}
                ],
                "responses": {
                  "200": {"description": "The place", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Card"}}}},
                  "400": {"$ref": "#/components/responses/Error"},
                  "404": {"$ref": "#/components/responses/Error"}
                }
              }
            },
            "/api/clusters": {
              "get": {
                "summary": "The visible set as map pins and clusters in a bounding box at a zoom level (the same places as /api/places with the same parameters: the nearest `limit`, default 20)",
                "parameters": [
                  {"name": "bbox", "in": "query", "required": true, "schema": {"type": "string"}, "example": "60.16,24.93,60.18,24.96", "description": "south,west,north,east in degrees; west > east crosses the antimeridian"},
                  {"name": "zoom", "in": "query", "required": true, "schema": {"type": "integer", "minimum": 0, "maximum": 19}},
                  {"$ref": "#/components/parameters/near"}, {"$ref": "#/components/parameters/open"},
                  {"$ref": "#/components/parameters/cat"}, {"$ref": "#/components/parameters/stepfree"},
                  {"$ref": "#/components/parameters/space"}, {"$ref": "#/components/parameters/parcel"},
                  {"$ref": "#/components/parameters/q"}, {"$ref": "#/components/parameters/sort"},
                  {"$ref": "#/components/parameters/limit"}, {"$ref": "#/components/parameters/lang"}, {"$ref": "#/components/parameters/at"}
                ],
                "responses": {
                  "200": {"description": "Pins and clusters", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Clusters"}}}},
                  "400": {"$ref": "#/components/responses/Error"}
                }
              }
            },
            "/api/sources": {
              "get": {
                "summary": "Where the places come from, with when each source was last read",
                "responses": {
                  "200": {"description": "The sources", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Sources"}}}}
                }
              }
            },
            "/api/selections": {
              "post": {
                "summary": "The hand-off of a point as the element gives it, signed (HMAC-SHA256) when the server has a key",
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["id"], "additionalProperties": false,
                  "properties": {"id": {"type": "string"}, "parcel": {"type": "string", "example": "4kg,40x30x20cm"}}}}}},
                "responses": {
                  "200": {"description": "The hand-off", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Selection"}}}},
                  "400": {"$ref": "#/components/responses/Error"}, "404": {"$ref": "#/components/responses/Error"},
                  "409": {"$ref": "#/components/responses/Error"}
                }
              }
            },
            "/api/selections/verify": {
              "post": {
                "summary": "Checks a hand-off's token: signature, expiry, and whether its point can still take the parcel",
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["token"], "additionalProperties": false,
                  "properties": {"token": {"type": "string"}}}}}},
                "responses": {
                  "200": {"description": "The verdict (valid or not)", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Verdict"}}}},
                  "400": {"$ref": "#/components/responses/Error"}, "503": {"$ref": "#/components/responses/Error"}
                }
              }
            },
            "/api/addresses": {
              "get": {
                "summary": "Addresses matching partial input, for setting the origin without a map",
                "parameters": [{"name": "q", "in": "query", "required": true, "schema": {"type": "string"}, "example": "Mannerh 5"}],
                "responses": {
                  "200": {"description": "Ranked addresses", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Addresses"}}}},
                  "400": {"$ref": "#/components/responses/Error"}
                }
              }
            }
          },
          "components": {
            "parameters": {
              "near": {"name": "near", "in": "query", "schema": {"type": "string"}, "example": "60.1699,24.9384", "description": "Origin as LAT,LON; default: the data set's origin"},
              "open": {"name": "open", "in": "query", "schema": {"type": "string", "enum": ["1", "0"]}, "description": "Only places open at the instant; unknown hours are left out and counted"},
              "cat": {"name": "cat", "in": "query", "schema": {"type": "array", "items": {"type": "string"}}, "style": "form", "explode": true, "example": ["post_office"]},
              "carrier": {"name": "carrier", "in": "query", "schema": {"type": "array", "items": {"type": "string"}}, "style": "form", "explode": true, "example": ["dhl"], "description": "Only these carriers' points, by --from name"},
              "stepfree": {"name": "stepfree", "in": "query", "schema": {"type": "string", "enum": ["1", "0"]}},
              "space": {"name": "space", "in": "query", "schema": {"type": "string", "enum": ["1", "0"]}, "description": "Only places that can take a parcel now: not full, closed or out of service, and large enough for parcel"},
              "parcel": {"name": "parcel", "in": "query", "schema": {"type": "string"}, "example": "4kg,40x30x20cm", "description": "The parcel: places whose largest parcel cannot take it are not selectable (Too small for this parcel)"},
              "q": {"name": "q", "in": "query", "schema": {"type": "string"}, "description": "Text search over name, address and category"},
              "sort": {"name": "sort", "in": "query", "schema": {"type": "string", "enum": ["distance", "name", "closing", "price", "delivery"]}, "description": "price: cheapest within the walking distance, then by distance; delivery: earliest promised day (both need the shop's offers)"},
              "limit": {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 500}},
              "sel": {"name": "sel", "in": "query", "schema": {"type": "string"}, "description": "The selected place id"},
              "lang": {"name": "lang", "in": "query", "schema": {"type": "string"}, "example": "fi", "description": "en, de, fi, sv or fr, with an optional region (en-US); default: Accept-Language"},
              "at": {"name": "at", "in": "query", "schema": {"type": "string", "format": "date-time"}, "example": "2026-11-30T10:00:00+02:00"}
            },
            "responses": {
              "Error": {"description": "What was wrong and which parameter", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
            },
            "schemas": {
              "Error": {
                "type": "object", "required": ["error"], "additionalProperties": false,
                "properties": {"error": {"type": "object", "required": ["message"], "additionalProperties": false,
                  "properties": {"message": {"type": "string"}, "parameter": {"type": "string"}}}}
              },
              "Sources": {
                "type": "object", "required": ["sources"], "additionalProperties": false,
                "properties": {"dataVersion": {"type": "integer"}, "sources": {"type": "array", "items": {
                  "type": "object", "required": ["name", "format", "origin", "readAt", "points"], "additionalProperties": false,
                  "properties": {"name": {"type": "string"}, "format": {"type": "string"}, "origin": {"type": "string"},
                    "readAt": {"type": "string", "format": "date-time"}, "points": {"type": "integer"}}}}}
              },
              \#(ScreenJSON.schemaComponents),
              "Card": {
                "type": "object", "additionalProperties": false, "required": ["place", "distanceText", "week", "facts", "comments"],
                "properties": {
                  "place": {"$ref": "#/components/schemas/Place"}, "distanceText": {"type": "string"},
                  "week": {"type": "array", "items": {"type": "object", "additionalProperties": false, "required": ["label", "date", "hours", "isToday"],
                    "properties": {"label": {"type": "string"}, "date": {"type": "string"}, "hours": {"type": "string"}, "isToday": {"type": "boolean"}, "holiday": {"type": "string"}}}},
                  "facts": {"type": "object", "additionalProperties": {"type": "string"}},
                  "comments": {"type": "array", "items": {"type": "string"}}
                }
              },
              "Clusters": {
                "type": "object", "additionalProperties": false, "required": ["zoom", "bbox", "nodes"],
                "properties": {
                  "zoom": {"type": "integer"}, "bbox": {"type": "array", "items": {"type": "number"}, "minItems": 4, "maxItems": 4},
                  "nodes": {"type": "array", "items": {"type": "object", "additionalProperties": false,
                    "required": ["kind", "id", "latitude", "longitude", "count", "openCount", "label"],
                    "properties": {"kind": {"type": "string", "enum": ["place", "cluster"]}, "id": {"type": "string"},
                      "latitude": {"type": "number"}, "longitude": {"type": "number"}, "count": {"type": "integer"},
                      "openCount": {"type": "integer"}, "label": {"type": "string"}, "hint": {"type": "string"}, "expansionZoom": {"type": "integer"}}}}
                }
              },
              "Selection": {
                "type": "object", "additionalProperties": false, "required": ["id", "name", "issuedAt", "expiresAt"],
                "properties": {"id": {"type": "string"}, "carrier": {"type": "string"}, "carrierName": {"type": "string"},
                  "name": {"type": "string"}, "address": {"type": "string"}, "price": {"type": "string"},
                  "currency": {"type": "string"}, "delivery": {"type": "string", "format": "date"},
                  "offerSource": {"type": "string", "enum": ["server", "page"]}, "parcel": {"type": "string"},
                  "dataVersion": {"type": "string"}, "issuedAt": {"type": "string", "format": "date-time"},
                  "expiresAt": {"type": "string", "format": "date-time"}, "token": {"type": "string"}}
              },
              "Verdict": {
                "type": "object", "additionalProperties": false, "required": ["valid"],
                "properties": {"valid": {"type": "boolean"},
                  "reason": {"type": "string", "enum": ["malformed", "otherKey", "altered", "expired", "removed", "disabled", "full", "closed", "tooSmall"]},
                  "message": {"type": "string"}, "selection": {"$ref": "#/components/schemas/Selection"},
                  "place": {"$ref": "#/components/schemas/Place"}}
              },
              "Addresses": {
                "type": "object", "additionalProperties": false, "required": ["query", "addresses"],
                "properties": {
                  "query": {"type": "string"},
                  "addresses": {"type": "array", "items": {"type": "object", "additionalProperties": false, "required": ["label", "latitude", "longitude"],
                    "properties": {"label": {"type": "string"}, "latitude": {"type": "number"}, "longitude": {"type": "number"},
                      "street": {"type": "string"}, "houseNumber": {"type": "string"}, "postcode": {"type": "string"}, "city": {"type": "string"}}}}
                }
              }
            }
          }
        }
        """#
}
