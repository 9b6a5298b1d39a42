#!/usr/bin/env bash
# Runs a command against a throwaway S3-compatible server: s3rver (an npm dev dependency, so `npm ci`
# installs it; nothing from Debian) on a spare port on 127.0.0.1 with a temporary data folder and one
# bucket, exports S3_TEST_* for the S3 driver's tests, runs "$@", stops the server.
# s3rver accepts presigned POSTs but does not enforce their policy (see docs/decisions.md).
# Usage: scripts/with-s3.sh <command...>
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
bin=node_modules/s3rver/bin/s3rver.js
if [ ! -f "$bin" ]; then
  echo "with-s3: s3rver is missing; run npm ci first" >&2
  exit 1
fi

port=${S3_PORT_TEST:-$(node -e "const s = require('net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });")}
dir=$(mktemp -d /tmp/onsite-s3.XXXXXX)
bucket=onsite-test
pid=

cleanup() {
  if [ -n "$pid" ]; then
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  fi
  rm -rf "$dir"
}
trap cleanup EXIT

node "$bin" -d "$dir/data" -a 127.0.0.1 -p "$port" --silent --no-vhost-buckets --configure-bucket "$bucket" \
  >"$dir/server.log" 2>&1 &
pid=$!

answers() { node -e "fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" "$1"; }

# Wait up to 10 s for the bucket to answer.
for _ in $(seq 1 100); do
  if answers "http://127.0.0.1:$port/$bucket"; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then
    echo "with-s3: s3rver exited during start:" >&2
    cat "$dir/server.log" >&2 || true
    exit 1
  fi
  sleep 0.1
done
if ! answers "http://127.0.0.1:$port/$bucket"; then
  echo "with-s3: s3rver did not answer on port $port within 10 s" >&2
  exit 1
fi

# s3rver's fixed credentials.
export S3_TEST_ENDPOINT="http://127.0.0.1:$port"
export S3_TEST_BUCKET=$bucket
export S3_TEST_ACCESS_KEY=S3RVER
export S3_TEST_SECRET_KEY=S3RVER
echo "with-s3: s3rver $(node -p "require('./node_modules/s3rver/package.json').version") on port $port, bucket $bucket" >&2
"$@"
