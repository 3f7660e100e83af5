import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/routing', 'apps/api', 'apps/web'],
  },
});
