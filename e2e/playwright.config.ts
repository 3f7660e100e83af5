import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, rutaChromium } from './scripts/ruta-chromium.mjs';

// E2E_PORT permite correr dos baterías a la vez en la misma máquina.
const PUERTO = process.env.E2E_PORT ?? '3100';
const DATOS = join(tmpdir(), `nemu-e2e-${PUERTO}-${Date.now()}`);
const BASE_URL = `http://127.0.0.1:${PUERTO}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 2,
  reporter: process.env.PLAYWRIGHT_JSON
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON }]]
    : [['list']],
  // 60 s: en una máquina más lenta las primeras pruebas de cada trabajador (servidor y páginas en frío)
  // pasaron de 25–27 s a más de 30 s (admin-listas y admin-operaciones, CI del 2/12).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'es-PY',
    timezoneId: 'America/Asuncion',
    serviceWorkers: 'block',
    // Sin animaciones (la app respeta la preferencia): los clics no esperan a que terminen.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: rutaChromium() ?? CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
      ],
    },
  },
  projects: [
    {
      name: 'escritorio',
      testIgnore: /\.telefono\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'telefono',
      testIgnore: /\.escritorio\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        // 1 y no 2: la maquetación a 390 px es la misma y el navegador pinta la cuarta parte.
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: 'node ../apps/api/dist/server.js',
    url: `${BASE_URL}/api/health/`,
    env: {
      PORT: PUERTO,
      HOST: '127.0.0.1',
      PGLITE_DIR: join(DATOS, 'pglite'),
      STORAGE_DIR: join(DATOS, 'media'),
      DOCUMENTOS_DIR: join(DATOS, 'documentos'),
      LOG_LEVEL: 'warn',
      DEMO: 'on',
      // Sin transportistas simulados: sus pedidos y avisos no se cruzan con los de los tests.
      SIMULADOR_DEMO: 'off',
      // Toda la batería registra usuarios desde la misma IP; el cupo anónimo se prueba en la API.
      ANONIMO_RATE_MAX: '500',
    },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
