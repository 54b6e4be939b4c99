# Studyhall in a container: one Node process, the school's data in the /data volume.
#   docker build -t studyhall .
#   docker run -d -p 4321:4321 -v studyhall-data:/data studyhall
# compose.yaml runs the same image, with PostgreSQL beside it if asked for.

# The site is built with the development packages, which the running image does not carry.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/check-node.cjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/check-node.cjs scripts/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY contract contract
COPY gateway gateway
COPY --from=build /app/dist dist
RUN mkdir /data && chown node:node /data
USER node
ENV DATA_DIR=/data HOST=0.0.0.0 PORT=4321
# glibc's malloc as gateway/malloc-settings.ts sets it (two arenas, large blocks handed back when
# freed): set here, the server starts with them at once instead of restarting itself to add them.
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
# Node's compile cache (gateway/compile-cache.ts): the server's files kept with their types stripped,
# so a restarted container does not load Node's type stripper again.
ENV NODE_COMPILE_CACHE=/tmp/studyhall-compile-cache
VOLUME /data
EXPOSE 4321
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The memory limits of `npm run serve`, without npm between the container and the server's signals.
CMD ["node", "--max-old-space-size=256", "--max-semi-space-size=4", "gateway/server.ts"]
