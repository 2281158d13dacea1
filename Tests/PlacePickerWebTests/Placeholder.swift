// Tests for PlacePickerWeb arrive with the issue that builds it.
