import { defineConfig } from 'vitest/config';
import { aliasFuentes } from './vitest.shared.js';

export default defineConfig({
  resolve: { alias: aliasFuentes },
  test: {
    // CI pide además un informe JSON para su resumen final.
    reporters: process.env.VITEST_JSON
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]]
      : ['default'],
    projects: ['packages/domain', 'packages/routing', 'apps/api', 'apps/web'],
  },
});
