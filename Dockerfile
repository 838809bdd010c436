# syntax=docker/dockerfile:1
# The eoffice image: the portal and the pxapi_eoffice API in one Node process (docs/operations.md "Install with
# containers"). Two stages: `build` installs the workspace and runs `pnpm build` (portal, server, the embedded database's
# first-start template), then `pnpm deploy` gathers the server's production dependencies; `runtime` holds only those,
# the built files and the Thai fonts, and runs as the unprivileged `node` user. Build with `docker build -t eoffice .`
# or through compose.yaml. Docker does not run on the project's test machines: this file is checked by hand, its
# commands are the ones the tests run (docs/operations.md "What the tests cover").
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
RUN npm install -g pnpm@12.21.0
WORKDIR /src
# The manifests first, so that the dependency layer is rebuilt only when they change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY apps/api/package.json apps/api/
COPY apps/portal/package.json apps/portal/
COPY packages/api-client/package.json packages/api-client/
COPY packages/thai/package.json packages/thai/
COPY packages/ui/package.json packages/ui/
RUN pnpm install --frozen-lockfile
COPY . .
# `pnpm deploy` copies the server's `files` (dist/, drizzle/) with its production dependencies.
RUN pnpm build \
 && pnpm --filter @eoffice/api deploy --prod /out/apps/api \
 && mkdir -p /out/apps/portal \
 && cp -r apps/portal/dist /out/apps/portal/dist

FROM ${NODE_IMAGE} AS runtime
# Thai text on watermarked photos needs a Thai font.
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-thai-tlwg \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data/pglite
WORKDIR /app
COPY --from=build /out /app
# The embedded database (without DATABASE_URL) and its lock live in the volume, owned by the user the server runs as.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# SIGTERM: the server finishes the requests in flight (SHUTDOWN_TIMEOUT_MS, 25 s) and exits 0.
STOPSIGNAL SIGTERM
# Liveness; a load balancer should ask /pxapi_eoffice/api/ready, which asks the database too.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/pxapi_eoffice/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/main.mjs"]
