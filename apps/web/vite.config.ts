import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precomprimir } from './build/precomprimir';

const API = 'http://localhost:3000';
const COLOR_TEMA = '#0d5c9e';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Ñemu',
        short_name: 'Ñemu',
        description: 'Mercado en línea con entrega a domicilio en Paraguay',
        lang: 'es-PY',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: COLOR_TEMA,
        background_color: '#ffffff',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/pwa-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // Al instalar sólo se guarda el esqueleto (HTML, íconos): precachear los 2,3 MB de todas
        // las pantallas gastaba datos móviles en cada versión. Los archivos con hash se guardan
        // al usarse (nunca cambian), así funciona sin conexión lo que ya se visitó.
        globPatterns: ['index.html', '*.{svg,png,webmanifest}'],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'nemu-assets',
              expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60 },
            },
          },
        ],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/sandbox-pagos\//, /^\/ws/],
        cleanupOutdatedCaches: true,
        // Toma la página ya abierta: lo que ésta cargue después ya queda guardado.
        clientsClaim: true,
        // Avisos Web Push: los manejadores `push` y `notificationclick` (public/sw-push.js).
        importScripts: ['/sw-push.js'],
      },
    }),
    precomprimir(),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: {
      '/api': API,
      '/media': API,
      '/sandbox-pagos': API,
      '/ws': { target: API, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React, el router y zod van en un solo trozo aparte (cambian poco y los usan todas las
        // pantallas, la portada incluida: un pedido menos en la primera carga); el resto de las
        // bibliotecas viaja con las pantallas perezosas que las usan (mapas, gráficos, fechas).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|zod)[\\/]/,
            },
            // Menús flotantes: aparte, para que la portada no los cargue junto con utilidades
            // chicas de Mantine que sí usa.
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/ },
          ],
        },
      },
    },
  },
});
