#!/usr/bin/env bash
# Runs a command against a throwaway Redis server: redis-server on a spare port on 127.0.0.1 with no
# persistence, export REDIS_URL, run "$@", stop the server. Installs Debian's redis-server if missing.
# Usage: scripts/with-redis.sh <command...>
set -euo pipefail

if [ ! -x /usr/bin/redis-server ]; then
  echo "with-redis: installing Debian's redis-server" >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server) >/dev/null
fi

port=${REDIS_PORT_TEST:-$(node -e "const s = require('net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });")}
dir=$(mktemp -d /tmp/onsite-redis.XXXXXX)
pid=

cleanup() {
  if [ -n "$pid" ]; then
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  fi
  rm -rf "$dir"
}
trap cleanup EXIT

/usr/bin/redis-server --bind 127.0.0.1 --port "$port" --save '' --appendonly no --dir "$dir" \
  --logfile "$dir/server.log" --daemonize no &
pid=$!

# Wait up to 10 s for the server to answer PING.
for _ in $(seq 1 100); do
  if /usr/bin/redis-cli -h 127.0.0.1 -p "$port" ping 2>/dev/null | grep -q PONG; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then
    echo "with-redis: redis-server exited during start:" >&2
    cat "$dir/server.log" >&2 || true
    exit 1
  fi
  sleep 0.1
done
if ! /usr/bin/redis-cli -h 127.0.0.1 -p "$port" ping 2>/dev/null | grep -q PONG; then
  echo "with-redis: redis-server did not answer on port $port within 10 s" >&2
  exit 1
fi

export REDIS_URL="redis://127.0.0.1:$port"
echo "with-redis: Redis $(/usr/bin/redis-server --version | awk '{print $3}' | cut -d= -f2) on port $port" >&2
"$@"
