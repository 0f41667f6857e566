#!/usr/bin/env bash
# The job cron runs: a launcher for the release binary's `boxoffice schedule`.
#
#   cron/boxoffice-daily.sh [--when-due | --weekly] [--dry-run] [--env FILE]
#   cron/boxoffice-daily.sh --seed FROM [--env FILE]
#
# Sets PATH, LANG and HOME (cron starts with almost nothing), checks the settings file
# (cron/boxoffice.env: NAME=value lines, chmod 600) and runs `boxoffice schedule --env FILE`, which
# reads it, takes the lock, runs the passes due (--when-due: from Seoul's clock, every 30 minutes),
# logs one line each in the state folder and exits with the last failing pass's status. --weekly:
# the last complete weekend's chart now. --seed FROM: fills the archive and the site the schedule
# keeps from FROM (YYYY-MM-DD). See `boxoffice schedule --help` and docs/morning-run.md.
set -u
umask 022
here=$(cd "$(dirname "$0")" && pwd)
repository=$(dirname "$here")
export PATH=/usr/local/bin:/usr/bin:/bin LANG=C.UTF-8
export HOME=${HOME:-$(getent passwd "$(id -u)" | cut -d: -f6)}

flags=()
env_file=${BOXOFFICE_ENV_FILE:-$here/boxoffice.env}
while [ $# -gt 0 ]; do
  case "$1" in
    --dry-run|--when-due|--weekly) flags+=("$1") ;;
    --env) shift; env_file=${1:?--env needs a file} ;;
    --seed) shift; flags+=(--seed "${1:?--seed needs the first day, YYYY-MM-DD / 첫날이 필요합니다}") ;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "boxoffice-daily: unknown option $1 / 알 수 없는 옵션 (see --help)" >&2; exit 64 ;;
  esac
  shift
done
case "$env_file" in /*) ;; *) env_file="$PWD/$env_file" ;; esac  # the run below starts in the repository

if [ ! -f "$env_file" ]; then
  echo "boxoffice-daily: no settings file $env_file (copy cron/boxoffice.env.example and chmod 600 it)" >&2
  echo "boxoffice-daily: 설정 파일 $env_file 이 없습니다 (cron/boxoffice.env.example 을 복사하고 chmod 600)" >&2; exit 78
fi
if [ -n "$(find "$env_file" -perm /077 2>/dev/null)" ]; then
  echo "boxoffice-daily: $env_file is readable by others; run: chmod 600 $env_file" >&2
  echo "boxoffice-daily: $env_file 을 다른 사용자가 읽을 수 있습니다: chmod 600 $env_file" >&2; exit 78
fi
# The binary: BOXOFFICE_BIN in the file (nothing else is read here: the binary reads the file itself).
bin=$(sed -n 's/^BOXOFFICE_BIN=//p' "$env_file" | tail -n 1 | sed "s/^[\"']//; s/[\"']\$//")
export BOXOFFICE_BIN=${bin:-${BOXOFFICE_BIN:-$repository/.build/release/boxoffice}}
if [ ! -x "$BOXOFFICE_BIN" ]; then
  echo "boxoffice-daily: no binary at $BOXOFFICE_BIN (build it: swift build -c release)" >&2
  echo "boxoffice-daily: $BOXOFFICE_BIN 에 실행 파일이 없습니다 (swift build -c release 로 빌드)" >&2; exit 78
fi
cd "$repository" || exit 73
exec "$BOXOFFICE_BIN" schedule --env "$env_file" "${flags[@]}"
