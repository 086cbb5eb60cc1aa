# One image for both processes: `npm run start:api` and `npm run start:gateway` (see docs/deploy.md).
# The web app, its server build and the GraphQL explorer are built once, here.
FROM node:24-bookworm-slim

WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

ENV NODE_ENV=production
# The files stay root-owned and read-only to the processes, which run as node.
USER node
EXPOSE 3000 3001
CMD ["npm", "run", "start:gateway"]
