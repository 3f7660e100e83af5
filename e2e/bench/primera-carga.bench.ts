// Medición (npm run bench -w e2e): primera carga de la portada en un teléfono lento.
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { appendFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const PRESUPUESTO_JS_GZIP = 200 * 1024;

test('primera carga de la portada en un teléfono de gama media', async ({ page }) => {
  // Perfil de teléfono de gama media: CPU 4× más lenta, red "4G lenta" (1,6 Mb/s, 150 ms).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });

  const scripts = new Set<string>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.add(r.url());
  });

  // En la página: momento (desde el inicio de la navegación) del primer cuadro pintado con el
  // buscador a la vista y habilitado. El sondeo de Playwright llega hasta 250 ms tarde, por
  // eso también se informa, aparte, el tiempo de reloj visto desde afuera.
  await page.addInitScript(() => {
    const listo = () => {
      const campo = document.querySelector<HTMLInputElement>('input[aria-label="Buscar productos"]');
      return campo !== null && !campo.disabled && campo.getBoundingClientRect().height > 0;
    };
    new MutationObserver((_, observador) => {
      if (!listo()) return;
      observador.disconnect();
      requestAnimationFrame(() =>
        setTimeout(() => {
          (window as { msBuscador?: number }).msBuscador = performance.now();
        }),
      );
    }).observe(document, { childList: true, subtree: true });
  });

  const inicio = Date.now();
  await page.goto('/');
  // Usable: el buscador se ve y acepta texto (React ya lo montó y no está deshabilitado).
  const buscador = page.getByLabel('Buscar productos').first();
  await expect(buscador).toBeVisible();
  await expect(buscador).toBeEditable();
  const msReloj = Date.now() - inicio;
  const marca = await page.waitForFunction(() => (window as { msBuscador?: number }).msBuscador);
  const msHastaUsable = Math.round(Number(await marca.jsonValue()));
  // El JS de la primera carga incluye lo que la portada descarga hasta quedar quieta
  // (productos, avisos), no sólo lo necesario para ver el buscador.
  await expect(page.getByRole('heading', { name: 'Más vendidos' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  let bytesGzip = 0;
  for (const url of scripts) {
    const cuerpo = await (await page.request.get(url)).body();
    bytesGzip += gzipSync(cuerpo).length;
  }
  const estado = bytesGzip <= PRESUPUESTO_JS_GZIP ? 'dentro del' : 'SUPERA el';
  const resumen =
    `JS de la portada: ${(bytesGzip / 1024).toFixed(1)} kB gzip en ${scripts.size} archivos ` +
    `(${estado} presupuesto de ${PRESUPUESTO_JS_GZIP / 1024} kB); usable en ${msHastaUsable} ms ` +
    `(${msReloj} ms de reloj con el sondeo de Playwright) ` +
    `(carga de la máquina: ${(loadavg()[0] ?? 0).toFixed(2)})`;
  console.log(resumen);
  if (process.env.BENCH_SALIDA) appendFileSync(process.env.BENCH_SALIDA, `${resumen}\n`);
});
