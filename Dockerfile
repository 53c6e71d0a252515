# Prowrite server image: API and worker roles share it (PROWRITE_ROLE=api|worker|all).
# Chromium renders PDF/PNG exports in the API role; poppler's pdftoppm crops PDF figures in the worker role.
FROM node:20-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium poppler-utils fonts-noto-cjk ca-certificates tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build -w @prowrite/web && npm cache clean --force
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data CHROMIUM_PATH=/usr/bin/chromium
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
# tini forwards SIGTERM to node, so a stopping container hands its running jobs back at once.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
