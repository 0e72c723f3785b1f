# The editor preview server (docs/preview.md): content pages rendered on request from Contentful's
# Preview API, beside the entry editor. Not the public site, which stays static (npm run build).
#
#   docker build -t academy-preview .
#   docker run -p 4321:4321 -e PREVIEW_SECRET=… -e CONTENTFUL_SPACE_ID=… \
#     -e CONTENTFUL_PREVIEW_TOKEN=… academy-preview
#
# Secrets are given when the container starts, never baked into the image.

FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build:preview-server && npm prune --omit=dev

FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4321
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist-preview ./dist-preview
USER node
EXPOSE 4321
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4321/preview/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node's flags as `npm run preview:live` gives them (a small young generation: docs/preview.md, Memory).
CMD ["node", "--max-semi-space-size=4", "dist-preview/server/entry.mjs"]
