// Tests for OpeningHours arrive with the issue that builds it.
