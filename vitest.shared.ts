import { fileURLToPath } from 'node:url';

// Los paquetes del workspace se prueban desde su código fuente, sin compilar
// (también en globalSetup, que no respeta las condiciones de resolución).
export const aliasFuentes = {
  '@nemu/domain': fileURLToPath(new URL('./packages/domain/src/index.ts', import.meta.url)),
  '@nemu/routing': fileURLToPath(new URL('./packages/routing/src/index.ts', import.meta.url)),
};
