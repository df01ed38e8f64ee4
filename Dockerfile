# syntax=docker/dockerfile:1
# Self-hosted image of the app and the realtime server (one image, two commands; see compose.yaml).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# npm install, not npm ci: the lock is written where some platforms' optional binaries are missing.
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN npm run build

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
# HOST: the app listens on every interface of the container (it listens on loopback by default).
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOST=0.0.0.0
RUN groupadd --system app && useradd --system --gid app --home /app app
# The built app with its sources: server/main.ts serves .next, tsx runs the TypeScript of the
# server, the migrations and the realtime server. .dockerignore keeps .data/ and secrets out.
COPY --from=build --chown=app:app /app ./
USER app
EXPOSE 3000 3001
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Apply migrations, then serve (the hook resolves server-only as Next does, for the app's modules).
# The realtime service overrides the command (compose.yaml).
CMD ["sh", "-c", "npx tsx --import ./scripts/lib/server-only-outside-next.mjs scripts/db-setup.ts && node --import tsx server/main.ts"]
