#!/usr/bin/env bash
# The job cron runs: yesterday's box office report, one line in the log per run.
#
#   cron/boxoffice-daily.sh [--when-due] [--dry-run] [--env FILE]
#
# Sets PATH, LANG and HOME (cron starts with almost nothing), reads settings from cron/boxoffice.env
# (NAME=value lines, chmod 600), takes a lock so two runs never overlap (a second exits 75), runs
# the release binary, appends "start end status day files requests archive …" to the log, keeps
# the log bounded, and exits with the binary's status so cron mail or a monitor sees failures.
# --when-due: for a scheduler that runs it every 30 minutes in the host's own time zone (Debian's
# cron ignores CRON_TZ). From Seoul's clock it runs yesterday's first pass once from 07:30 and its
# re-pull once from 12:30, retrying at the next call after a failure, and does nothing otherwise.
set -u
umask 022
here=$(cd "$(dirname "$0")" && pwd)
repository=$(dirname "$here")
export PATH=/usr/local/bin:/usr/bin:/bin
export LANG=C.UTF-8
export HOME=${HOME:-$(getent passwd "$(id -u)" | cut -d: -f6)}

dry_run=0
when_due=0
env_file=${BOXOFFICE_ENV_FILE:-$here/boxoffice.env}
while [ $# -gt 0 ]; do
  case "$1" in
    --dry-run) dry_run=1 ;;
    --when-due) when_due=1 ;;
    --env) shift; env_file=${1:?--env needs a file} ;;
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "boxoffice-daily: unknown option $1 (see --help)" >&2; exit 64 ;;
  esac
  shift
done

# Settings: NAME=value lines only; nothing is executed.
if [ ! -f "$env_file" ]; then
  echo "boxoffice-daily: no settings file $env_file (copy cron/boxoffice.env.example and chmod 600 it)" >&2
  exit 78
fi
if [ -n "$(find "$env_file" -perm /077 2>/dev/null)" ]; then
  echo "boxoffice-daily: $env_file is readable by others; run: chmod 600 $env_file" >&2
  exit 78
fi
while IFS= read -r line || [ -n "$line" ]; do
  case "$line" in ''|'#'*) continue ;; esac
  name=${line%%=*}; value=${line#*=}
  case "$name" in *[!A-Za-z0-9_]*|'') continue ;; esac
  case "$value" in \"*\") value=${value#\"}; value=${value%\"} ;; \'*\') value=${value#\'}; value=${value%\'} ;; esac
  export "$name=$value"
done < "$env_file"

bin=${BOXOFFICE_BIN:-$repository/.build/release/boxoffice}
output=${BOXOFFICE_OUTPUT:-$repository/Reports}
case "$output" in /*) ;; *) output=$repository/$output ;; esac
log=${BOXOFFICE_LOG:-$output/boxoffice-cron.log}
max_lines=${BOXOFFICE_LOG_MAX_LINES:-2000}
lock=${BOXOFFICE_LOCK:-$output/.cron.lock}
deadline=${BOXOFFICE_DEADLINE:-120}
export BOXOFFICE_ARCHIVE=${BOXOFFICE_ARCHIVE:-$output/archive.sqlite}
read -r -a extra <<< "${BOXOFFICE_REPORT_ARGS:-}"
recheck_days=${BOXOFFICE_RECHECK_DAYS:-7}
command=("$bin" report --output "$output" --deadline "$deadline" --recheck-days "$recheck_days" --quiet "${extra[@]}")
state=$output/.cron-state

# Seoul's clock from Unix time plus nine hours (Korea keeps +09:00, no daylight saving), so neither
# the host's zone nor its zone database matters. BOXOFFICE_NOW (Unix seconds) stands in for the
# clock in tests.
epoch=${BOXOFFICE_NOW:-$(date +%s)}
seoul=$((epoch + 9 * 3600))
seoul_time=$(date -u -d "@$seoul" +%H%M)
seoul_yesterday=$(date -u -d "@$((seoul - 86400))" +%F)

# --when-due: which pass of yesterday is due now, if any ("first", "repull" or nothing).
pass=""
if [ "$when_due" = 1 ]; then
  done_first=0; done_repull=0
  grep -qx "$seoul_yesterday first" "$state" 2>/dev/null && done_first=1
  grep -qx "$seoul_yesterday repull" "$state" 2>/dev/null && done_repull=1
  if [ "$seoul_time" -ge 1230 ] && [ "$done_repull" = 0 ]; then pass=repull
  elif [ "$seoul_time" -ge 730 ] && [ "$done_first" = 0 ]; then pass=first
  fi
  if [ -z "$pass" ] && [ "$dry_run" = 0 ]; then exit 0; fi
  command+=(--date "$seoul_yesterday")
fi

now() { TZ=Asia/Seoul date '+%Y-%m-%dT%H:%M:%S%z'; }
redact() { if [ -n "${KOFIC_API_KEY:-}" ]; then sed "s/${KOFIC_API_KEY//\//\\/}/REDACTED/g"; else cat; fi; }

if [ "$dry_run" = 1 ]; then
  {
    echo "settings:  $env_file"
    echo "binary:    $bin$([ -x "$bin" ] || echo ' (missing: swift build -c release --static-swift-stdlib)')"
    echo "command:   ${command[*]} --run-summary <temporary file>"
    echo "KOFIC key: $([ -n "${KOFIC_API_KEY:-}" ] && echo "set (${#KOFIC_API_KEY} characters)" || echo 'NOT SET')"
    echo "archive:   $BOXOFFICE_ARCHIVE"
    echo "log:       $log (kept to $max_lines lines)"
    echo "lock:      $lock"
    echo "now:       $(now) in Seoul"
    [ "$when_due" = 1 ] && echo "due:       ${pass:-nothing} for $seoul_yesterday (first pass from 07:30, re-pull from 12:30 Seoul)"
  } | redact
  exit 0
fi

mkdir -p "$output" "$(dirname "$log")" || exit 73
append() {
  echo "$1" | redact >> "$log"
  if [ "$(wc -l < "$log")" -gt "$max_lines" ]; then
    tail -n "$max_lines" "$log" > "$log.tmp.$$" && mv "$log.tmp.$$" "$log"
  fi
}

exec 9> "$lock" || exit 73
if ! flock -n 9; then
  append "$(now) status=75 skipped: another run holds $lock"
  echo "boxoffice-daily: another run holds $lock" >&2
  exit 75
fi

start=$(now)
work=$(mktemp -d) || exit 73
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 73
"${command[@]}" --run-summary "$work/summary" > "$work/stdout" 2> "$work/stderr"
status=$?
summary=$(cat "$work/summary" 2>/dev/null)
if [ -z "$summary" ]; then
  summary="status=$status error=\"$(tail -n 1 "$work/stderr" | tr '"' "'")\""
fi
append "start=$start end=$(now)${pass:+ pass=$pass} $summary"
if [ "$status" != 0 ]; then redact < "$work/stderr" >&2; fi
# Remember the pass done (a re-pull counts as the first pass too), keeping the last two weeks.
if [ -n "$pass" ] && [ "$status" = 0 ]; then
  { grep -v "^$seoul_yesterday " "$state" 2>/dev/null | tail -n 26
    echo "$seoul_yesterday first"
    if [ "$pass" = repull ]; then echo "$seoul_yesterday repull"; fi
  } > "$state.tmp.$$" && mv "$state.tmp.$$" "$state"
fi
exit "$status"
