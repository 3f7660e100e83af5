import { expect, test } from '@playwright/test';

// La app instalable: el service worker guarda el esqueleto al instalarse y los archivos de las
// pantallas al usarlas, así la portada ya visitada abre sin conexión.
test.use({ serviceWorkers: 'allow' });

test('la portada visitada abre sin conexión desde el service worker', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByLabel('Buscar productos').first()).toBeEditable();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByLabel('Buscar productos').first()).toBeEditable();
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('nemu-assets')).keys()).length))
    .toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByLabel('Buscar productos').first()).toBeEditable();
  await expect(page.getByRole('heading', { name: 'Todo Paraguay en un solo lugar' })).toBeVisible();
  const aviso = page.getByRole('status').filter({ hasText: 'Sin conexión' });
  await expect(aviso).toBeVisible();
  await context.setOffline(false);
  await expect(aviso).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Más vendidos' })).toBeVisible();
});
