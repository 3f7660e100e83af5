import { expect, test, type APIRequestContext } from '@playwright/test';
import { capturar, ingresar } from './ayudas.js';
import { clienteNuevo } from './cliente-nuevo.js';
import { productosInicio, vaAlCarrito } from './pedido-api.js';
import type { Cabeceras } from './transportista-nuevo.js';

/** RUC del registro demo de contribuyentes (con su dígito verificador). */
const RUC = '80202020-8';
const RAZON_SOCIAL = 'SERVICIOS INFORMATICOS ÑANDUTI S.R.L.';

/** Deja en el carrito vacío un solo producto con stock, apto para todos. */
async function prepararCarrito(request: APIRequestContext, headers: Cabeceras): Promise<void> {
  const producto = (await productosInicio(request, 'mas_vendidos')).find(vaAlCarrito);
  expect(producto).toBeTruthy();
  const r = await request.post('/api/carrito/', {
    headers,
    data: { producto_id: producto?.id, cantidad: 1 },
  });
  expect(r.status()).toBe(200);
}

test('en el checkout se agrega una dirección y datos de facturación con RUC consultado, sin salir, y se paga en el sandbox', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  // Un cliente nuevo, sin direcciones: los dos tamaños corren a la vez y el carrito del `cliente`
  // demo lo usan otras pruebas.
  const cliente = await clienteNuevo(request, { conDireccion: false });
  await prepararCarrito(request, cliente.cabeceras);
  await ingresar(page, cliente.usuario, cliente.clave);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();

  // Lo elegido antes de abrir el panel no se pierde.
  await page.getByLabel('Entrega en un horario (por defecto, sin horario)').check();
  await page.getByLabel('Fecha').fill('2026-12-15');
  await page.getByLabel('Desde').fill('09:00');
  await page.getByLabel('Hasta').fill('12:00');

  // Dirección nueva en línea: el alfiler en el mapa completa la calle y la ciudad.
  await page.getByRole('button', { name: 'Agregar dirección' }).click();
  const panelDireccion = page.getByRole('dialog', { name: 'Agregar dirección' });
  await expect(panelDireccion.getByTestId('mapa-direccion')).toBeVisible();
  await panelDireccion.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(
    panelDireccion.getByText('Marque la ubicación en el mapa o busque la calle.'),
  ).toBeVisible();
  await panelDireccion.getByTestId('mapa-direccion').click();
  await expect(panelDireccion.getByLabel('Calle principal')).not.toHaveValue('');
  await panelDireccion.getByLabel('Nombre de la dirección').fill('Depósito del centro');
  await panelDireccion.getByLabel('Número de casa').fill('777');
  await capturar(page, info, 'checkout-agregar-direccion');
  await panelDireccion.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(panelDireccion).toBeHidden();
  // Como quien espera a que se vaya el aviso: a 390 px tapa el «Consultar» del diálogo siguiente, y
  // con el puntero encima no se cierra solo (un CI esperó los 90 s del test).
  await expect(page.getByText('La dirección fue guardada.')).toBeHidden({ timeout: 10_000 });
  await expect(page.getByRole('combobox', { name: 'Dirección de entrega' })).toHaveValue(
    /^Depósito del centro — /,
  );
  await expect(page.getByLabel('Desde')).toHaveValue('09:00');

  // Datos de facturación: RUC con dígito verificador inválido, luego el correcto, consultado.
  await page.getByRole('button', { name: 'Agregar datos de facturación' }).click();
  const panelFactura = page.getByRole('dialog', { name: 'Agregar datos de facturación' });
  await panelFactura.getByLabel('RUC').fill('80202020-1');
  await panelFactura.getByRole('button', { name: 'Consultar' }).click();
  await expect(panelFactura.getByText('El RUC no es válido', { exact: false })).toBeVisible();
  await panelFactura.getByLabel('RUC').fill(RUC);
  await panelFactura.getByRole('button', { name: 'Consultar' }).click();
  await expect(panelFactura.getByLabel('Razón social')).toHaveValue(RAZON_SOCIAL);
  await capturar(page, info, 'checkout-agregar-facturacion');
  await panelFactura.getByRole('button', { name: 'Guardar' }).click();
  await expect(panelFactura).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Datos de facturación' })).toHaveValue(
    `${RAZON_SOCIAL} — RUC ${RUC}`,
  );
  await expect(page.getByRole('combobox', { name: 'Dirección de entrega' })).toHaveValue(
    /^Depósito del centro — /,
  );

  await page.getByLabel('Tarjeta nueva (pago único)').check();
  await expect(page.getByTestId('total-checkout')).toContainText('Gs.');
  await capturar(page, info, 'checkout-en-linea');
  await page.getByRole('button', { name: /^Confirmar y pagar/ }).click();

  await expect(page).toHaveURL(/\/sandbox-pagos\/pagar\//);
  await page.getByLabel('Número de tarjeta').fill('4111 1111 1111 1111');
  await page.getByLabel('Vencimiento (MM/AA)').fill('08/29');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/pedido\?transaccion_id=/);
  await expect(page.getByRole('heading', { name: '¡Pedido pagado!' })).toBeVisible();

  await page.getByRole('link', { name: 'Ver el pedido' }).click();
  await expect(page.getByRole('heading', { name: /^Pedido N\.º \d+$/ })).toBeVisible();
  await expect(page.getByText(RAZON_SOCIAL)).toBeVisible();
  await capturar(page, info, 'checkout-en-linea-pedido');
});
