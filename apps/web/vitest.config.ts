import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { TESTS_AISLADOS } from './vitest.aislados';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: TESTS_AISLADOS,
    setupFiles: ['src/shared/test/setup.ts'],
    // Los archivos comparten proceso y módulos: cargar Mantine y React en cada uno era la mayor
    // parte del tiempo (96 → 22 s). Cada test crea su cliente de consultas (renderizar).
    isolate: false,
  },
});
