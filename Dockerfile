# Production image: the api serves the built web app, GraphQL (HTTP + WebSocket) and the REST shim.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY api/package.json api/package.json
COPY web/package.json web/package.json
COPY bench/package.json bench/package.json
# Exactly what the committed lockfile locks; the benchmark workspace (PostGraphile, autocannon) is not
# part of the image.
RUN npm ci --no-audit --no-fund --workspace api --workspace web --include-workspace-root
COPY . .
RUN npm run build && npm prune --omit=dev --workspace api --workspace web --include-workspace-root

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/api/package.json api/package.json
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/web/dist web/dist
# Documents and upload temp files; a named volume mounted here starts out owned by `node`.
RUN mkdir -p /data && chown node:node /data
ENV DATA_DIR=/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r => process.exit(r.ok ? 0 : 1)).catch(() => process.exit(1))"
CMD ["node", "api/dist/main.js"]
