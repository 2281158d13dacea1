#!/usr/bin/env bash
# Type-checks the Apple-only code on Linux against the SwiftUI/MapKit/CoreLocation stand-ins:
#   1. Sources/PlacePickerUI, with the shared tool `apple-typecheck`;
#   2. Examples/PickupDemo (the demo app, whose PickupStep.swift is the README's ten-line embed),
#      against a PlacePickerUI module built from the same sources and the stand-ins.
# usage: bash scripts/apple-typecheck.sh [path/to/apple-typecheck]   (default ../shared/tools/apple-typecheck)
# A green run proves signatures of the covered iOS 17 subset, not availability or behaviour (see the
# tool's README); `#if os(iOS) || os(macOS)` blocks are not checked.
set -euo pipefail
cd "$(dirname "$0")/.."
tool=${1:-../shared/tools/apple-typecheck}
if [ ! -x "$tool" ]; then
    echo "skipped: $tool is not on this machine"
    exit 0
fi
stubs=$(cd "$(dirname "$tool")" && pwd)/apple-stubs
export APPLE_STUBS_OUT="$PWD/.build/apple-stubs"

"$tool" Sources/PlacePickerUI PlacePickerUI

swift build --target PickupDemo >.build/apple-typecheck-demo.log 2>&1 || {
    tail -20 .build/apple-typecheck-demo.log
    echo "apple-typecheck.sh: swift build --target PickupDemo failed" >&2
    exit 1
}
bin=$(swift build --show-bin-path)
ui_module="$PWD/.build/apple-typecheck-ui"
mkdir -p "$ui_module"
mapfile -t ui_files < <(find Sources/PlacePickerUI -name '*.swift' | sort)
swiftc -emit-module -parse-as-library -swift-version 6 -module-name PlacePickerUI \
    -Xfrontend -experimental-skip-non-inlinable-function-bodies-without-types \
    -emit-module-path "$ui_module/PlacePickerUI.swiftmodule" \
    -I "$APPLE_STUBS_OUT" -Xfrontend -enable-cross-import-overlays -I "$bin/Modules" -I "$bin" "${ui_files[@]}"
mapfile -t demo_files < <(find Examples/PickupDemo -name '*.swift' | sort)
"$stubs/typecheck.sh" -swift-version 6 -module-name PickupDemo -I "$ui_module" -I "$bin/Modules" -I "$bin" \
    "${demo_files[@]}"
echo "apple-typecheck.sh: ${#demo_files[@]} files in Examples/PickupDemo type-check against the stand-ins"
