#!/usr/bin/env bash
# Builds in release mode and runs the benchmark (figures go in the issue's closing note).
# usage: scripts/benchmark.sh [daily|archive|faults|books|recheck|forecast|validation|mcp|site|all]  (exit 1 names each target missed)
#        scripts/benchmark.sh validation [2024]   (the years a change of the forecast is chosen and checked on; 2024, already looked at, only when asked)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product boxoffice >/dev/null
swift build -c release --product boxoffice-benchmark >/dev/null
exec .build/release/boxoffice-benchmark "$@"
