import { defineProject } from 'vitest/config';
import { aliasFuentes } from '../../vitest.shared.js';

// Los tests `*.postgres.test.ts` necesitan varios procesos sobre una misma base (carreras,
// trabajos, difusión entre instancias): sólo existen con DATABASE_URL, como en CI.
const soloPostgres = 'src/**/*.postgres.test.ts';

export default defineProject({
  resolve: { alias: aliasFuentes },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    exclude: process.env.DATABASE_URL ? [] : [soloPostgres],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
