#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: initdb into a temp dir, pg_ctl start on a spare
# port, export DATABASE_URL, run "$@", stop and remove the server. Installs Debian's postgresql if missing.
# Usage: scripts/with-postgres.sh <command...>
set -euo pipefail

find_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/pg_ctl" ] && { echo "$dir"; return 0; }
  done
  return 1
}

bin=$(find_bin || true)
if [ -z "$bin" ]; then
  echo "with-postgres: installing Debian's postgresql" >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql) >/dev/null
  bin=$(find_bin)
fi

# initdb and postgres refuse to run as root; run them as the postgres user when we are root.
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

port=${PGPORT_TEST:-$(node -e "const s = require('net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });")}
dir=$(mktemp -d /tmp/onsite-pg.XXXXXX)
chmod 755 "$dir"
[ "$(id -u)" = 0 ] && chown postgres "$dir"

cleanup() {
  as_pg "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

as_pg "$bin/initdb" -D "$dir/data" -U onsite --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null
as_pg "$bin/createdb" -h 127.0.0.1 -p "$port" -U onsite onsite

export DATABASE_URL="postgres://onsite@127.0.0.1:$port/onsite"
echo "with-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on port $port" >&2
"$@"
