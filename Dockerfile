# One image for graph, worker and gateway (compose picks the command). Node 24 LTS.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY graph/package.json graph/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
RUN npm prune --omit=dev --no-audit --no-fund || true
USER node
