import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: { name: 'routing', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
