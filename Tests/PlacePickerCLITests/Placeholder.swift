// Tests for PlacePickerCLI arrive with the issue that builds it.
