import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'api/**/*.test.ts',
      'gateway/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      'observability/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/backup/**/*.test.ts',
      'tests/gateway/**/*.test.ts',
      'tests/product/**/*.test.ts',
      'tests/fuzz/**/*.test.ts',
      'tests/deploy/**/*.test.ts',
    ],
    environment: 'node',
    // The processes the tests start log their warnings and errors only: a line per request would bury the report.
    // Tests of the log itself give their process a logger of their own.
    env: { LOG_LEVEL: 'warn' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files share their worker's module cache: no test mocks modules or stubs globals (the only variables set
    // are the S3 test keys, the same for every file), and importing the stack again for each of the 180-odd files
    // cost a third of the run.
    isolate: false,
    maxWorkers: 2,
  },
});
