// Tests for PlaceIndex arrive with the issue that builds it.
