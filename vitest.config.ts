import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { aliasFuentes } from './vitest.shared.js';

export default defineConfig({
  resolve: { alias: aliasFuentes },
  test: {
    // CI pide además un informe JSON para su resumen final.
    reporters: process.env.VITEST_JSON
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]]
      : ['default'],
    // Por omisión Vitest deja un núcleo libre: en la máquina de CI (2 núcleos) correría un solo
    // archivo a la vez y el otro núcleo quedaría ocioso (8 min contra 5 min de la batería).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/domain',
      'packages/routing',
      'apps/api',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.aislados.config.ts',
    ],
  },
});
