#!/usr/bin/env bash
# The job cron runs: yesterday's box office report, one line in the log per run.
#
#   cron/boxoffice-daily.sh [--when-due | --weekly] [--dry-run] [--env FILE]
#   cron/boxoffice-daily.sh --seed FROM [--env FILE]
#
# Sets PATH, LANG and HOME (cron starts with almost nothing), reads settings from cron/boxoffice.env
# (NAME=value lines, chmod 600) and runs the release binary's `boxoffice schedule`, which takes the
# lock (a second run exits 75), runs the passes, appends "start end status day files requests …"
# to the log, keeps it bounded and exits with the last failing pass's status.
# --when-due: for a scheduler that runs it every 30 minutes in the host's own time zone (Debian's
# cron ignores CRON_TZ). From Seoul's clock it runs yesterday's first pass once from 07:30 and its
# re-pull once from 12:30, and the last weekend's chart once from Monday 07:40 and again from 12:40,
# retrying at the next call after a failure, and does nothing otherwise. --weekly: the last
# complete weekend's chart now (the systemd weekly timer). See `boxoffice schedule --help`.
# --seed FROM: fills the archive and the site the schedule keeps (the same folder, archive and
# language) from FROM (YYYY-MM-DD) to yesterday in Seoul: the days, the weekend charts, then the site.
set -u
umask 022
here=$(cd "$(dirname "$0")" && pwd)
repository=$(dirname "$here")
export PATH=/usr/local/bin:/usr/bin:/bin LANG=C.UTF-8
export HOME=${HOME:-$(getent passwd "$(id -u)" | cut -d: -f6)}

flags=()
seed_from=
env_file=${BOXOFFICE_ENV_FILE:-$here/boxoffice.env}
while [ $# -gt 0 ]; do
  case "$1" in
    --dry-run|--when-due|--weekly) flags+=("$1") ;;
    --env) shift; env_file=${1:?--env needs a file} ;;
    --seed) shift; seed_from=${1:?--seed needs the first day, YYYY-MM-DD} ;;
    -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "boxoffice-daily: unknown option $1 (see --help)" >&2; exit 64 ;;
  esac
  shift
done

# Settings: NAME=value lines only; nothing is executed.
if [ ! -f "$env_file" ]; then
  echo "boxoffice-daily: no settings file $env_file (copy cron/boxoffice.env.example and chmod 600 it)" >&2; exit 78
fi
if [ -n "$(find "$env_file" -perm /077 2>/dev/null)" ]; then
  echo "boxoffice-daily: $env_file is readable by others; run: chmod 600 $env_file" >&2; exit 78
fi
while IFS= read -r line || [ -n "$line" ]; do
  case "$line" in ''|'#'*) continue ;; esac
  name=${line%%=*}; value=${line#*=}
  case "$name" in *[!A-Za-z0-9_]*|'') continue ;; esac
  case "$value" in \"*\") value=${value#\"}; value=${value%\"} ;; \'*\') value=${value#\'}; value=${value%\'} ;; esac
  export "$name=$value"
done < "$env_file"

export BOXOFFICE_BIN=${BOXOFFICE_BIN:-$repository/.build/release/boxoffice} BOXOFFICE_ENV_FILE=$env_file
output=${BOXOFFICE_OUTPUT:-$repository/Reports}
case "$output" in /*) ;; *) output=$repository/$output ;; esac
if [ ! -x "$BOXOFFICE_BIN" ]; then
  echo "boxoffice-daily: no binary at $BOXOFFICE_BIN (build it: swift build -c release)" >&2; exit 78
fi
cd "$repository" || exit 73
if [ -n "$seed_from" ]; then
  # The archive the schedule reads (`boxoffice schedule --dry-run` names it).
  archive=${BOXOFFICE_ARCHIVE:-$output/archive.sqlite}
  "$BOXOFFICE_BIN" backfill --from "$seed_from" --archive "$archive" --output "$output" || exit $?
  "$BOXOFFICE_BIN" backfill --weekly --from "$seed_from" --archive "$archive" --output "$output" || exit $?
  exec "$BOXOFFICE_BIN" site --output "$output" --archive "$archive"
fi
exec "$BOXOFFICE_BIN" schedule "${flags[@]}" --output "$output"
