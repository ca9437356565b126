#!/usr/bin/env bash
# `make stack`: the distributed way on one machine. Real nats-server (JetStream), redis-server
# and PostgreSQL, then every service, each worker kind, the BFF and the web app as separate
# processes on BUS=nats QUEUE=bullmq. Ctrl-C (or `make stack-stop`) stops them all.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
STACK=${STACK_DIR:-$ROOT/.data/stack}
mkdir -p "$STACK/logs" "$STACK/pids"

NATS_PORT=${NATS_PORT:-14222}; NATS_MON=${NATS_MON:-18222}
REDIS_PORT=${REDIS_PORT:-16379}; PG_PORT=${PG_PORT:-15432}
API_PORT=${API_PORT:-3000}; WEB_PORT=${WEB_PORT:-8080}
# BFF_REPLICAS=2 starts a second BFF on API2_PORT (default API_PORT+1): replicas share /ws fan-out and cache invalidation through NATS.
BFF_REPLICAS=${BFF_REPLICAS:-1}; API2_PORT=${API2_PORT:-$((API_PORT + 1))}

stop_all() {
  local pids=()
  for f in "$STACK"/pids/*.pid; do [ -f "$f" ] && pids+=("$(cat "$f")"); done
  # Apps first (reverse start order), then the servers they use.
  for name in web bff-2 bff rendering-worker generation-worker rendering generation cart-order identity catalog postgres redis nats; do
    f="$STACK/pids/$name.pid"; [ -f "$f" ] || continue
    kill -TERM "$(cat "$f")" 2>/dev/null || true
  done
  for _ in $(seq 1 100); do
    alive=0; for p in "${pids[@]}"; do kill -0 "$p" 2>/dev/null && alive=1; done
    [ $alive = 0 ] && break; sleep 0.1
  done
  for p in "${pids[@]}"; do kill -KILL "$p" 2>/dev/null || true; done
  rm -f "$STACK"/pids/*.pid
}


start() { # name, command…
  local name=$1; shift
  ( exec "$@" ) >>"$STACK/logs/$name.log" 2>&1 &
  echo $! > "$STACK/pids/$name.pid"
}
wait_http() { # name, url — up to 2 minutes, but no longer than the process lives
  local pid; pid=$(cat "$STACK/pids/$1.pid" 2>/dev/null || true)
  for _ in $(seq 1 1200); do
    curl -fsS -o /dev/null "$2" 2>/dev/null && return 0
    if [ -n "$pid" ] && ! kill -0 "$pid" 2>/dev/null; then echo "$1 exited before it was ready; see $STACK/logs/$1.log" >&2; break; fi
    sleep 0.1
  done
  echo "$1 did not become ready ($2); see $STACK/logs/$1.log" >&2; tail -20 "$STACK/logs/$1.log" >&2; stop_all; exit 1
}

app_env() {
  export NODE_ENV=production LOG_LEVEL=${LOG_LEVEL:-info} BUS=nats QUEUE=bullmq RATE_LIMIT_STORE=redis
  export NATS_URL="nats://127.0.0.1:$NATS_PORT" REDIS_URL="redis://127.0.0.1:$REDIS_PORT"
  export DATABASE_URL="postgres://postgres:postgres@127.0.0.1:$PG_PORT/cards"
  export DATA_DIR="$STACK/data" ASSETS_DIR="$STACK/data/assets" MAIL_DIR="$STACK/data/mail"
  export PUBLIC_API_URL=${PUBLIC_API_URL:-http://localhost:$API_PORT} PUBLIC_WEB_URL=${PUBLIC_WEB_URL:-http://localhost:$WEB_PORT}
  # The shop is also reachable as 127.0.0.1 (what the readiness checks use): allow that origin by name.
  export CORS_ORIGINS=${CORS_ORIGINS:-http://127.0.0.1:$WEB_PORT}
  mkdir -p "$DATA_DIR"
  [ -f "$STACK/jwt.secret" ] || head -c 48 /dev/urandom | base64 | tr -d '\n' > "$STACK/jwt.secret"
  export JWT_SECRET=$(cat "$STACK/jwt.secret")
  # Both BFF replicas sign the XSRF-TOKEN cookie with this one key.
  [ -f "$STACK/xsrf.secret" ] || head -c 48 /dev/urandom | base64 | tr -d '\n' > "$STACK/xsrf.secret"
  export XSRF_SECRET=$(cat "$STACK/xsrf.secret")
  # cart-order signs the one-click unsubscribe links of reminder mails with this key.
  [ -f "$STACK/reminder-link.secret" ] || head -c 48 /dev/urandom | base64 | tr -d '\n' > "$STACK/reminder-link.secret"
  export REMINDER_LINK_SECRET=$(cat "$STACK/reminder-link.secret")
  # generation makes group cards' signing links with this key.
  [ -f "$STACK/signing-link.secret" ] || head -c 48 /dev/urandom | base64 | tr -d '\n' > "$STACK/signing-link.secret"
  export SIGNING_LINK_SECRET=$(cat "$STACK/signing-link.secret")
}

# Every app process: name → "health-port role entry".
declare -A APPS=(
  [catalog]="19460 service services/catalog/dist/main.js"
  [identity]="19461 service services/identity/dist/main.js"
  [cart-order]="19462 service services/cart-order/dist/main.js"
  [generation]="19463 service services/generation/dist/main.js"
  [rendering]="19464 service services/rendering/dist/main.js"
  [generation-worker]="19465 worker services/generation/dist/main.js"
  [rendering-worker]="19466 worker services/rendering/dist/main.js"
)
HEALTH_BASE=${HEALTH_BASE:-0}
# The BFF runs with the production image's Node options (the Dockerfile's app-bff stage is the one definition).
BFF_NODE_OPTIONS=$(node --import tsx infra/scripts/bff-node-options.ts)
start_app() { # name
  local name=$1
  case "$name" in
    bff) API_PORT=$API_PORT NODE_OPTIONS=$BFF_NODE_OPTIONS start bff node bff/dist/main.js ;;
    bff-2) API_PORT=$API2_PORT NODE_OPTIONS=$BFF_NODE_OPTIONS start bff-2 node bff/dist/main.js ;;
    web) WEB_PORT=$WEB_PORT start web node services/all-in-one/dist/web-main.js ;;
    *) read -r hp role entry <<<"${APPS[$name]}"
       HEALTH_PORT=$((hp + HEALTH_BASE)) ROLE=$role start "$name" node "$entry" ;;
  esac
}
ready_url() { # name
  case "$1" in
    bff) echo "http://127.0.0.1:$API_PORT/health/ready" ;;
    bff-2) echo "http://127.0.0.1:$API2_PORT/health/ready" ;;
    web) echo "http://127.0.0.1:$WEB_PORT/" ;;
    *) read -r hp _ <<<"${APPS[$1]}"; echo "http://127.0.0.1:$((hp + HEALTH_BASE))/health/ready" ;;
  esac
}

# `stack.sh restart NAME`: kill one process hard (as a crash would) and start it again.
if [ "${1:-}" = restart ]; then
  name=$2; f="$STACK/pids/$name.pid"
  [ -f "$f" ] && kill -KILL "$(cat "$f")" 2>/dev/null || true
  app_env; start_app "$name"; wait_http "$name" "$(ready_url "$name")"; echo "$name restarted"; exit 0
fi

if [ "${1:-}" = stop ]; then stop_all; echo "stack stopped"; exit 0; fi
if [ "${1:-}" != --detach ]; then trap 'echo; echo "stopping…"; stop_all; exit 0' INT TERM; fi
stop_all

start nats nats-server -a 127.0.0.1 -p "$NATS_PORT" -m "$NATS_MON" -js -sd "$STACK/nats"
start redis redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --dir "$STACK" --appendonly yes --maxmemory-policy noeviction
start postgres node infra/scripts/stack-postgres.mjs "$STACK/postgres" "$PG_PORT"
wait_http nats "http://127.0.0.1:$NATS_MON/healthz?js-enabled-only=true"
wait_for() { # what, command… — up to 2 minutes (a first initdb on a busy machine is slow)
  local what=$1; shift
  for _ in $(seq 1 1200); do "$@" >/dev/null 2>&1 && return 0; sleep 0.1; done
  echo "$what did not become ready; see $STACK/logs/$what.log" >&2; tail -20 "$STACK/logs/$what.log" >&2; stop_all; exit 1
}
wait_for redis redis-cli -p "$REDIS_PORT" ping
wait_for postgres grep -q "postgres ready" "$STACK/logs/postgres.log"

app_env
for name in "${!APPS[@]}"; do start_app "$name"; done
for name in "${!APPS[@]}"; do wait_http "$name" "$(ready_url "$name")"; done
start_app bff; start_app web
[ "$BFF_REPLICAS" -ge 2 ] && start_app bff-2
wait_http bff "$(ready_url bff)"
[ "$BFF_REPLICAS" -ge 2 ] && wait_http bff-2 "$(ready_url bff-2)"
wait_http web "$(ready_url web)"

echo
echo "  Distributed stack is up (logs in $STACK/logs):"
printf '    %-18s %s\n' nats "nats://127.0.0.1:$NATS_PORT (monitor :$NATS_MON)" redis "redis://127.0.0.1:$REDIS_PORT" postgres "127.0.0.1:$PG_PORT/cards"
for name in "${!APPS[@]}"; do printf '    %-18s %s\n' "$name" "$(ready_url "$name")"; done
printf '    %-18s %s\n' bff "http://localhost:$API_PORT" web "http://localhost:$WEB_PORT"
echo
if [ "${1:-}" = --detach ]; then exit 0; fi
echo "  Ctrl-C stops everything."
while true; do sleep 3600 & wait $!; done
