// Tests for Places arrive with the issue that builds it.
