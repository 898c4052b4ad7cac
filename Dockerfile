# syntax=docker/dockerfile:1
# One image for graph, worker and gateway (compose picks the command). Node 24 LTS.
# Built in stages so the image that runs holds only production dependencies and the built output:
# no sources, no build tools (vite, TypeScript, codegen), no test tooling.

# ── build: every dependency, then the production build (graph, gateway, web) ─────────────────────
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/audience/package.json packages/audience/
COPY packages/cache-keys/package.json packages/cache-keys/
COPY packages/content-cache/package.json packages/content-cache/
COPY packages/slug/package.json packages/slug/
COPY packages/images/package.json packages/images/
COPY packages/client-address/package.json packages/client-address/
COPY packages/render-contract/package.json packages/render-contract/
COPY graph/package.json graph/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ── runtime dependencies: production dependencies only (web's too: the gateway server-renders the
#    reader pages with React, Apollo Client and react-router from web/dist-server) ──────────────────
FROM node:24-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/audience/package.json packages/audience/
COPY packages/cache-keys/package.json packages/cache-keys/
COPY packages/content-cache/package.json packages/content-cache/
COPY packages/slug/package.json packages/slug/
COPY packages/images/package.json packages/images/
COPY packages/client-address/package.json packages/client-address/
COPY packages/render-contract/package.json packages/render-contract/
COPY graph/package.json graph/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --omit=dev --workspace packages/audience --workspace packages/cache-keys --workspace packages/content-cache --workspace packages/slug --workspace packages/images --workspace packages/client-address --workspace graph --workspace gateway --workspace web \
  --no-audit --no-fund \
  && npm cache clean --force

# ── the image that runs ─────────────────────────────────────────────────────────────────────────
FROM node:24-bookworm-slim
ENV NODE_ENV=production
# glibc malloc as scripts/processes.cjs sets it: freed image buffers go back to the OS.
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 MALLOC_TRIM_THRESHOLD_=131072
WORKDIR /app
COPY --from=runtime-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=runtime-deps --chown=node:node /app/package.json ./
# The shared packages: linked from node_modules/@savepoint, with their own nested dependencies.
COPY --from=runtime-deps --chown=node:node /app/packages/audience ./packages/audience
COPY --from=build --chown=node:node /app/packages/audience/dist ./packages/audience/dist
COPY --from=runtime-deps --chown=node:node /app/packages/cache-keys ./packages/cache-keys
COPY --from=build --chown=node:node /app/packages/cache-keys/dist ./packages/cache-keys/dist
COPY --from=runtime-deps --chown=node:node /app/packages/content-cache ./packages/content-cache
COPY --from=build --chown=node:node /app/packages/content-cache/dist ./packages/content-cache/dist
COPY --from=runtime-deps --chown=node:node /app/packages/slug ./packages/slug
COPY --from=build --chown=node:node /app/packages/slug/dist ./packages/slug/dist
COPY --from=runtime-deps --chown=node:node /app/packages/images ./packages/images
COPY --from=build --chown=node:node /app/packages/images/dist ./packages/images/dist
COPY --from=runtime-deps --chown=node:node /app/packages/client-address ./packages/client-address
COPY --from=build --chown=node:node /app/packages/client-address/dist ./packages/client-address/dist
COPY --from=build --chown=node:node /app/graph/package.json ./graph/
COPY --from=build --chown=node:node /app/graph/dist ./graph/dist
COPY --from=build --chown=node:node /app/gateway/package.json ./gateway/
COPY --from=build --chown=node:node /app/gateway/dist ./gateway/dist
COPY --from=build --chown=node:node /app/web/package.json ./web/
COPY --from=build --chown=node:node /app/web/dist ./web/dist
COPY --from=build --chown=node:node /app/web/dist-server ./web/dist-server
RUN mkdir -p /data && chown node:node /data
USER node
# Each service answers /healthz on its own port; compose sets the port per service (default: gateway).
ENV HEALTH_PORT=8080
HEALTHCHECK --interval=10s --timeout=5s --retries=12 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.HEALTH_PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "gateway/dist/server.js"]
