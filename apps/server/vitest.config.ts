import { defineConfig } from 'vitest/config';

const source = { resolve: { conditions: ['source'] }, ssr: { resolve: { conditions: ['source'] } } };

/*
 * Two tiers (docs/architecture.md, "Tests"): `unit` runs the pure rules and kernels beside their
 * source (src/**\/*.test.ts) with neither HTTP nor a database, in seconds; `api` runs the calls over
 * real HTTP against a real database (test/, PGlite or PostgreSQL with TEST_DATABASE=postgres).
 */
export default defineConfig({
  ...source,
  test: {
    projects: [
      {
        ...source,
        test: { name: 'unit', include: ['src/**/*.test.ts'], pool: 'threads' },
      },
      {
        ...source,
        test: {
          name: 'api',
          include: ['test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
