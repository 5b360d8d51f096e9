# Lounge Office for a venue's or head office's server: README.md, "Production". `docker compose up`
# builds and runs it with PostgreSQL (compose.yaml); alone: `docker build -t lounge-office .`.
# The build stage runs `npm run build` with every devDependency; the image keeps only what the
# built server needs (`npm ci --omit=dev` for the server's workspace), runs as the unprivileged
# `node` user, and stores PGlite's data and the backups under /var/lib/lounge-office.
ARG NODE_VERSION=20.20.2

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# Manifests first: the install is cached until the lockfile or a workspace's manifest changes.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY tools/printer-emulator/package.json tools/printer-emulator/
COPY bench/package.json bench/
RUN PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim
# pg_dump for `npm run backup` and the backup after the register close on PostgreSQL 15
# (Debian bookworm's client is 15).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-15 \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY tools/printer-emulator/package.json tools/printer-emulator/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund -w @lounge-office/server && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY scripts/*.mjs scripts/
RUN mkdir -p /var/lib/lounge-office/data /var/lib/lounge-office/backups \
  && chown -R node:node /var/lib/lounge-office
# The commit for lounge_office_build_info: the image has no .git (compose passes GIT_COMMIT).
ARG GIT_COMMIT=""
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/var/lib/lounge-office/data \
  BACKUP_DIR=/var/lib/lounge-office/backups \
  GIT_COMMIT=${GIT_COMMIT}
USER node
EXPOSE 3000
VOLUME ["/var/lib/lounge-office"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "scripts/start-prod.mjs"]
