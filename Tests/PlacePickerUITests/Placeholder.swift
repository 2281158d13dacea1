// Tests for PlacePickerUI arrive with the issue that builds it.
