// Tests for Geodesy arrive with the issue that builds it.
