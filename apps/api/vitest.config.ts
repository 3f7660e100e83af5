import { defineProject } from 'vitest/config';
import { aliasFuentes } from '../../vitest.shared.js';

// Los tests `*.postgres.test.ts` necesitan varios procesos sobre una misma base (carreras,
// trabajos, difusión entre instancias): sólo existen con DATABASE_URL, como en CI.
const soloPostgres = 'src/**/*.postgres.test.ts';
// Los `*.pglite.test.ts` prueban lo propio de la base embebida.
const soloPglite = 'src/**/*.pglite.test.ts';

export default defineProject({
  resolve: { alias: aliasFuentes },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    exclude: process.env.DATABASE_URL ? [soloPglite] : [soloPostgres],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/base-por-proceso.ts'],
    // Los archivos comparten proceso y módulos: importar la app en cada uno era la mitad del tiempo
    // (6,1 → 3,2 min en PGlite). Por eso ningún test cambia process.env ni estado de módulo:
    // la configuración va como override de `appDePrueba`.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
