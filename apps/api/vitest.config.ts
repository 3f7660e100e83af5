import { defineProject } from 'vitest/config';
import { aliasFuentes } from '../../vitest.shared.js';

export default defineProject({
  resolve: { alias: aliasFuentes },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
