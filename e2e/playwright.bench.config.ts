import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';

// Mediciones de rendimiento en el navegador: imprimen cifras, no son tests.
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: /\.bench\.ts$/,
  workers: 1,
  projects: base.projects?.filter((p) => p.name === 'telefono'),
});
