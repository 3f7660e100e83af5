import { defineConfig } from 'vitest/config';
import { aliasFuentes } from './vitest.shared.js';

export default defineConfig({
  resolve: { alias: aliasFuentes },
  test: {
    projects: ['packages/domain', 'packages/routing', 'apps/api', 'apps/web'],
  },
});
