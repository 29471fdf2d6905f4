#!/usr/bin/env bash
# Starts a throwaway Redis on 127.0.0.1:56379 (no persistence) for the contract server's Redis cache adapter tests,
# and exports TEST_REDIS_URL. Sourced by .ci/run, which stops it when CI exits (stop_redis).
set -euo pipefail
if ! command -v redis-server >/dev/null 2>&1; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
fi
REDIS_DIR=$(mktemp -d /tmp/ci-redis.XXXXXX)
redis-server --port 56379 --bind 127.0.0.1 --save '' --appendonly no --dir "$REDIS_DIR" \
  --daemonize yes --pidfile "$REDIS_DIR/redis.pid" --logfile "$REDIS_DIR/log"
for _ in $(seq 1 50); do
  redis-cli -p 56379 ping >/dev/null 2>&1 && break
  sleep 0.1
done
stop_redis() { redis-cli -p 56379 shutdown nosave >/dev/null 2>&1 || true; }
export TEST_REDIS_URL=redis://127.0.0.1:56379
echo "Redis for the adapter tests: $TEST_REDIS_URL"
