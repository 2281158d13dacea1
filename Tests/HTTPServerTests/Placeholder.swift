// Tests for HTTPServer arrive with the issue that builds it.
