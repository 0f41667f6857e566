#!/usr/bin/env bash
# The job cron runs: yesterday's box office report, one line in the log per run.
#
#   cron/boxoffice-daily.sh [--when-due | --weekly] [--dry-run] [--env FILE]
#
# Sets PATH, LANG and HOME (cron starts with almost nothing), reads settings from cron/boxoffice.env
# (NAME=value lines, chmod 600), takes a lock so two runs never overlap (a second exits 75), runs
# the release binary, appends "start end status day files requests archive …" to the log, keeps
# the log bounded, and exits with the binary's status so cron mail or a monitor sees failures.
# --when-due: for a scheduler that runs it every 30 minutes in the host's own time zone (Debian's
# cron ignores CRON_TZ). From Seoul's clock it runs yesterday's first pass once from 07:30 and its
# re-pull once from 12:30, and the last weekend's chart once from Monday 07:40 and again from 12:40,
# retrying at the next call after a failure, and does nothing otherwise. --weekly: the last
# complete weekend's chart now (the systemd weekly timer).
set -u
umask 022
here=$(cd "$(dirname "$0")" && pwd)
repository=$(dirname "$here")
export PATH=/usr/local/bin:/usr/bin:/bin
export LANG=C.UTF-8
export HOME=${HOME:-$(getent passwd "$(id -u)" | cut -d: -f6)}

dry_run=0
when_due=0
run_weekly=0
env_file=${BOXOFFICE_ENV_FILE:-$here/boxoffice.env}
while [ $# -gt 0 ]; do
  case "$1" in
    --dry-run) dry_run=1 ;;
    --when-due) when_due=1 ;;
    --weekly) run_weekly=1 ;;
    --env) shift; env_file=${1:?--env needs a file} ;;
    -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
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
daily=("$bin" report --output "$output" --deadline "$deadline" --recheck-days "$recheck_days" --quiet "${extra[@]}")
weekly=("$bin" weekly --kind weekend --output "$output" --deadline "$deadline" --quiet)
state=$output/.cron-state

# Seoul's clock from Unix time plus nine hours (Korea keeps +09:00, no daylight saving), so neither
# the host's zone nor its zone database matters. BOXOFFICE_NOW (Unix seconds) stands in for the
# clock in tests.
epoch=${BOXOFFICE_NOW:-$(date +%s)}
seoul=$((epoch + 9 * 3600))
seoul_time=$(date -u -d "@$seoul" +%H%M)
seoul_yesterday=$(date -u -d "@$((seoul - 86400))" +%F)
# The last complete weekend (Friday to Sunday), and minutes since this week's Monday 00:00 in Seoul.
seoul_weekday=$(date -u -d "@$seoul" +%u)
weekend_start=$(date -u -d "@$((seoul - (seoul_weekday + 2) * 86400))" +%F)
week_minutes=$(( (seoul_weekday - 1) * 1440 + 10#${seoul_time:0:2} * 60 + 10#${seoul_time:2:2} ))

# What a state line says is done: "DAY first", "DAY repull", "weekend-DAY first", …
is_done() { grep -qx "$1" "$state" 2>/dev/null; }

# The passes to run now, as "LABEL KEY PASS" (PASS first or repull).
passes=()
if [ "$when_due" = 1 ]; then
  # Yesterday: the first pass from 07:30 Seoul, the re-pull from 12:30, each once.
  if [ "$seoul_time" -ge 1230 ] && ! is_done "$seoul_yesterday repull"; then passes+=("daily $seoul_yesterday repull")
  elif [ "$seoul_time" -ge 730 ] && ! is_done "$seoul_yesterday first"; then passes+=("daily $seoul_yesterday first")
  fi
  # The weekend: from Monday 07:40 Seoul, and its re-pull from Monday 12:40, each once.
  if [ "$week_minutes" -ge 760 ] && ! is_done "weekend-$weekend_start repull"; then passes+=("weekly weekend-$weekend_start repull")
  elif [ "$week_minutes" -ge 460 ] && ! is_done "weekend-$weekend_start first"; then passes+=("weekly weekend-$weekend_start first")
  fi
  if [ ${#passes[@]} = 0 ] && [ "$dry_run" = 0 ]; then exit 0; fi
elif [ "$run_weekly" = 1 ]; then
  passes+=("weekly - -")
else
  passes+=("daily - -")
fi

now() { TZ=Asia/Seoul date '+%Y-%m-%dT%H:%M:%S%z'; }
# The key, the webhook URL and a database password are secrets: none reaches the log or stderr.
# A PostgreSQL archive address is shown as boxoffice shows it: postgresql://user:***@host/db.
archive_shown=$(printf '%s' "${BOXOFFICE_ARCHIVE:-}" | sed -E 's#^([A-Za-z]+://[^:/?@]*):[^/?]*@#\1:***@#; s#([?&]password=)[^&]*#\1***#g')
redact() {
  local out; out=$(cat)
  [ -n "${KOFIC_API_KEY:-}" ] && out=${out//"$KOFIC_API_KEY"/REDACTED}
  [ -n "${BOXOFFICE_NOTIFY_URL:-}" ] && out=${out//"$BOXOFFICE_NOTIFY_URL"/REDACTED}
  [ -n "${BOXOFFICE_ARCHIVE:-}" ] && out=${out//"$BOXOFFICE_ARCHIVE"/"$archive_shown"}
  [ -n "${PGPASSWORD:-}" ] && out=${out//"$PGPASSWORD"/REDACTED}
  printf '%s\n' "$out"
}

# The command line of a pass.
command_for() {
  local label=$1 key=$2
  if [ "$label" = weekly ]; then
    command=("${weekly[@]}")
    [ "$key" != - ] && command+=(--week "${key#weekend-}")
  else
    command=("${daily[@]}")
    [ "$key" != - ] && command+=(--date "$key")
  fi
}

if [ "$dry_run" = 1 ]; then
  {
    echo "settings:  $env_file"
    echo "binary:    $bin$([ -x "$bin" ] || echo ' (missing: swift build -c release --static-swift-stdlib)')"
    for pass in "${passes[@]}"; do
      read -r label key _ <<< "$pass"
      command_for "$label" "$key"
      echo "command:   ${command[*]} --run-summary <temporary file>"
    done
    echo "KOFIC key: $([ -n "${KOFIC_API_KEY:-}" ] && echo "set (${#KOFIC_API_KEY} characters)" || echo 'NOT SET')"
    echo "webhook:   $([ -n "${BOXOFFICE_NOTIFY_URL:-}" ] && echo 'set (not shown)' || echo 'not set')"
    echo "archive:   $BOXOFFICE_ARCHIVE"
    echo "log:       $log (kept to $max_lines lines)"
    echo "lock:      $lock"
    echo "now:       $(now) in Seoul"
    if [ "$when_due" = 1 ]; then
      echo "due:       ${passes[*]:-nothing} (yesterday from 07:30 and 12:30, the weekend on Monday from 07:40 and 12:40, Seoul)"
    fi
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

work=$(mktemp -d) || exit 73
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 73

# Runs one pass, logs it, and remembers it when due-driven and successful (a re-pull counts as
# the first pass too; the last two weeks of state are kept).
final=0
for pass in "${passes[@]}"; do
  read -r label key kind <<< "$pass"
  command_for "$label" "$key"
  start=$(now)
  rm -f "$work/summary"
  "${command[@]}" --run-summary "$work/summary" > "$work/stdout" 2> "$work/stderr"
  status=$?
  summary=$(cat "$work/summary" 2>/dev/null)
  if [ -z "$summary" ]; then
    summary="status=$status error=\"$(tail -n 1 "$work/stderr" | tr '"' "'")\""
  fi
  label_text=""
  [ "$kind" != - ] && [ -n "$kind" ] && label_text=" pass=$([ "$label" = weekly ] && echo "weekend-")$kind"
  append "start=$start end=$(now)$label_text $summary"
  if [ "$status" != 0 ]; then redact < "$work/stderr" >&2; final=$status; fi
  if [ "$key" != - ] && [ "$status" = 0 ]; then
    { grep -v "^$key " "$state" 2>/dev/null | tail -n 40
      echo "$key first"
      if [ "$kind" = repull ]; then echo "$key repull"; fi
    } > "$state.tmp.$$" && mv "$state.tmp.$$" "$state"
  fi
done
exit "$final"
