#!/usr/bin/env bash
# Type-checks on Linux, against a real Apple SDK, every target that PlacePickerUI, the example app
# (Examples/PickupDemo) and CarrierFeeds (an app may read carriers' feeds with it) need, for the
# package's declared minimum (`platforms:`: iOS 17.0 with an iPhoneOS SDK, macOS 14.0 with a MacOSX one), with the shared tool apple-sdk-typecheck
# (its README says where to get an SDK; docs/guides/swiftui.md says what a green run proves):
#   APPLE_SDK=/path/to/iPhoneOS18.6.sdk bash scripts/apple-sdk-typecheck.sh [path/to/apple-sdk-typecheck]
# The tool's default place is ../shared/tools/apple-sdk-typecheck/ beside the clone ($APPLE_SDK_TYPECHECK
# overrides it). Every dependency's bodies are checked too (--check-deps), so an API newer than the
# minimum anywhere under the UI is an error; then PlacePickerUI once more with DEBUG defined, for the
# previews' code (the #Preview macros themselves cannot expand on Linux). Nothing is linked or run.
# Exit status: 0 no errors, 1 errors (a summary per target and the first errors), 2 no SDK or no tool.
set -euo pipefail
cd "$(dirname "$0")/.."
prog=apple-sdk-typecheck.sh
tool=${1:-${APPLE_SDK_TYPECHECK:-../shared/tools/apple-sdk-typecheck/apple-sdk-typecheck}}
if [ -z "${APPLE_SDK:-}" ]; then
    echo "$prog: set APPLE_SDK to an SDK directory (docs/guides/swiftui.md)" >&2
    exit 2
fi
if [ ! -x "$tool" ]; then
    echo "$prog: no apple-sdk-typecheck at $tool (pass its path, or set APPLE_SDK_TYPECHECK)" >&2
    exit 2
fi
mkdir -p .build
log=.build/apple-sdk-typecheck.log
status=0
"$tool" --sdk "$APPLE_SDK" --package . --check-deps PlacePickerUI PickupDemo CarrierFeeds >"$log" 2>&1 || status=$?
# The tool's own summary: one line per target, "NAME (dep|check): N errors, M warnings".
summary=$(grep -E '^apple-sdk-typecheck: [A-Za-z0-9_-]+ \((dep|check)\): [0-9]+ errors, [0-9]+ warnings' "$log" || true)
if [ "$status" = 2 ] || [ -z "$summary" ]; then
    tail -20 "$log" >&2
    echo "$prog: the tool could not run (full output: $log)" >&2
    exit 2
fi
sed -n 's/^apple-sdk-typecheck: \(SDK .*\)$/\1/p' "$log"
targets=$(wc -l <<<"$summary")
errors=$(awk '{ sum += $(NF-3) } END { print sum + 0 }' <<<"$summary")
warnings=$(awk '{ sum += $(NF-1) } END { print sum + 0 }' <<<"$summary")
grep -E ': [1-9][0-9]* (errors|warnings)' <<<"$summary" | sed 's/^apple-sdk-typecheck: /  /' || true
logs=$(sed -n 's/^apple-sdk-typecheck: logs in \([^;]*\);.*/\1/p' "$log")
if [ "$errors" != 0 ] && [ -n "$logs" ]; then
    grep -hE ': error: ' "$logs"/*.log | sed "s|$PWD/||" | sort -u | head -40
fi
echo "$prog: $targets targets for PlacePickerUI, PickupDemo and CarrierFeeds: $errors errors, $warnings warnings (full output: $log)"
if [ "$status" != 0 ] || [ "$errors" != 0 ]; then
    exit 1
fi

# Once more with DEBUG defined, as a debug build has it, for PlacePickerUI's previews and their
# helpers. No Linux toolchain has the plugin of `#Preview` (PreviewsMacros), so those expansions
# fail and are counted apart; any other error fails the check.
debug_log=.build/apple-sdk-typecheck-debug.log
"$tool" --sdk "$APPLE_SDK" --package . --debug PlacePickerUI >"$debug_log" 2>&1 || true
ui_log="$logs/PlacePickerUI.log"
if [ ! -f "$ui_log" ] || ! grep -qE '^apple-sdk-typecheck: PlacePickerUI \(check\)' "$debug_log"; then
    tail -20 "$debug_log" >&2
    echo "$prog: the DEBUG pass could not run (full output: $debug_log)" >&2
    exit 2
fi
previews=$(grep -cE "^[^ ].*: error: .*plugin for module 'PreviewsMacros' not found" "$ui_log" || true)
other=$(grep -E '^[^ ].*: error: ' "$ui_log" | grep -v "plugin for module 'PreviewsMacros' not found" || true)
if [ -n "$other" ]; then
    sed "s|$PWD/||" <<<"$other" | head -40
    echo "$prog: PlacePickerUI with DEBUG: $(wc -l <<<"$other") errors besides the #Preview blocks (full output: $debug_log)"
    exit 1
fi
echo "$prog: PlacePickerUI with DEBUG: 0 errors; $previews #Preview blocks not checked (no PreviewsMacros plugin on Linux)"
