// Tests for PlaceQuery arrive with the issue that builds it.
