import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The GraphQL explorer: GraphiQL bundled with its Monaco workers, served by the gateway at
 * /graphql (page) and /graphql/explorer/ (files). Nothing is loaded from a CDN.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/graphql/explorer/',
  plugins: [react()],
  worker: { format: 'es' },
  build: {
    outDir: path.resolve(import.meta.dirname, '../dist-explorer'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 6000,
    rolldownOptions: {
      checks: { bundlerTimings: false },
      onwarn(warning, warn) {
        // GraphiQL's React Compiler directives ("use no memo") are harmless once bundled.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
