// Tests for PlacePicker arrive with the issue that builds it.
