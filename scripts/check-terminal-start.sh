#!/usr/bin/env bash
# Starts the product as a newcomer does — `npm start` typed in a terminal (a pseudo-terminal from
# `script`), on a fresh data directory — and checks that it serves /api/health and a console page, and
# that its terminal output is the readable banner and log lines, not a crash.
# Usage: scripts/check-terminal-start.sh   (CI runs it; PORT defaults to 3117)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

port=${PORT:-3117}
data=$(mktemp -d)
log=$(mktemp)
cleanup() {
  [ -n "${pid:-}" ] && kill -- "-$pid" 2>/dev/null || true
  rm -rf "$data" "$log"
}
trap cleanup EXIT

# setsid: the whole process group (script → npm → node) can be stopped at the end.
PORT=$port DATA_DIR=$data setsid script -qec 'npm start' /dev/null >"$log" 2>&1 </dev/null &
pid=$!

for _ in $(seq 1 240); do
  if curl -sf "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then
    echo "npm start in a terminal exited before serving:"; cat "$log"; exit 1
  fi
  sleep 1
done

fail() { echo "terminal start: $*"; echo '--- terminal output ---'; cat "$log"; exit 1; }
health=$(curl -sf "http://127.0.0.1:$port/api/health") || fail '/api/health did not answer'
grep -q '"status":"ok"' <<<"$health" || fail "/api/health answered $health"
page=$(curl -sf "http://127.0.0.1:$port/new_admin/") || fail '/new_admin/ did not answer'
grep -q '<div id="root">' <<<"$page" || fail '/new_admin/ is not the console page'
# a request that changes nothing must not fill the terminal; the banner must be there
curl -sf "http://127.0.0.1:$port/api/health" >/dev/null
sleep 1
grep -q 'Onsite is running on' "$log" || fail 'no start banner'
grep -q 'Demo password' "$log" || fail 'no demo password line'
if grep -qi 'unable to determine transport\|Error:' "$log"; then fail 'errors in the terminal output'; fi
if grep -q 'GET.*/api/health' "$log"; then fail 'successful reads are logged at info'; fi
echo "terminal start: npm start served /api/health and /new_admin/ under a pseudo-terminal"
