import { expect, test } from '@playwright/test';
import { capturar } from './ayudas.js';

interface Resultado {
  id: number;
  nombre: string;
}

// La semilla demo tiene remeras con 4 colores y 6 talles (24 variantes).
test('a 390 px, un producto con muchas variantes se elige con un selector', async ({
  page,
  request,
}, info) => {
  const busqueda = (await (
    await request.get('/api/producto_buscador/?search=Remera%20b%C3%A1sica%20algod%C3%B3n&page=1')
  ).json()) as { results: Resultado[] };
  const remera = busqueda.results.find((p) => p.nombre.startsWith('Remera básica algodón'));
  expect(remera).toBeTruthy();
  const detalle = (await (await request.get(`/api/producto/${remera?.id}/`)).json()) as {
    variantes: { id: number; cantidad_disponible: number }[];
  };
  expect(detalle.variantes.length).toBeGreaterThan(6);

  await page.goto(`/producto/${remera?.id}-remera-basica-algodon`);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Remera básica algodón/ }),
  ).toBeVisible();
  // En el teléfono no hay una fila de botones: un selector con buscador.
  await expect(page.getByTestId('variantes-botones')).toHaveCount(1);
  await expect(page.getByTestId('variantes-botones')).toBeHidden();
  const selector = page.getByRole('combobox', { name: 'Elija una opción' });
  await expect(selector).toBeVisible();
  await selector.click();
  await selector.fill('Negro');
  const opcion = page
    .getByRole('option', { name: /^Negro · / })
    .and(page.locator(':not([data-combobox-disabled])'))
    .first();
  await opcion.click();
  await expect(selector).toHaveValue(/^Negro · /);
  await expect(page.getByText(/^\d+ disponibles$|^Sin stock$/)).toBeVisible();
  await capturar(page, info, 'producto-muchas-variantes');
});
