#!/usr/bin/env bash
# Renders an HTML report with headless Chromium to a PNG, as a person would see it.
# usage: scripts/render-html.sh REPORT.html OUT.png [WIDTHxHEIGHT] [dark]
set -euo pipefail
in=$(realpath "$1"); out=$2; size=${3:-1280x1800}
extra=()
[ "${4:-}" = dark ] && extra+=(--force-dark-mode --blink-settings=preferredColorScheme=0)
chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
  --window-size="${size/x/,}" "${extra[@]}" --screenshot="$(realpath -m "$out")" "file://$in" 2>/dev/null
ls -l "$out"
