import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'api/**/*.test.ts',
      'gateway/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      'tests/api/**/*.test.ts',
      'tests/gateway/**/*.test.ts',
      'tests/product/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
