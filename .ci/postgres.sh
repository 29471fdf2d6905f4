#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on 127.0.0.1:55432 (trust auth) for the contract server's PostgreSQL
# adapter tests, and exports TEST_DATABASE_URL. Sourced by .ci/run, which stops it when CI exits (stop_postgres).
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
PGBIN=$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")
PGDIR=$(mktemp -d /tmp/ci-pg.XXXXXX)
chown postgres "$PGDIR"
su postgres -c "$PGBIN/initdb -D $PGDIR/data -A trust -U postgres >/dev/null"
su postgres -c "$PGBIN/pg_ctl -D $PGDIR/data -o '-p 55432 -k $PGDIR -c listen_addresses=127.0.0.1' -l $PGDIR/log -w start >/dev/null"
stop_postgres() { su postgres -c "$PGBIN/pg_ctl -D $PGDIR/data -m fast stop >/dev/null" || true; }
export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres
echo "PostgreSQL for the adapter tests: $TEST_DATABASE_URL"
