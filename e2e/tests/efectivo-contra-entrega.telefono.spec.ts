// Efectivo contra entrega a 390 px (ADR 021): el cliente elige pagar al recibir, el pedido queda
// confirmado sin pasarela y su detalle dice el medio. El cobro con el PIN, el depósito y el tope
// se prueban por la API (apps/api/src/modules/contabilidad/efectivo-contra-entrega.test.ts).
import { expect, test } from '@playwright/test';
import { capturar, ingresar } from './ayudas.js';
import { clienteNuevo } from './cliente-nuevo.js';
import { productosInicio, vaAlCarrito } from './pedido-api.js';

test('el cliente compra en efectivo contra entrega y lo ve en su pedido', async ({
  page,
  request,
}, info) => {
  test.setTimeout(60_000);
  const cliente = await clienteNuevo(request);
  const producto = (await productosInicio(request, 'aleatorios')).find(vaAlCarrito);
  expect(producto).toBeTruthy();
  const alCarrito = await request.post('/api/carrito/', {
    headers: cliente.cabeceras,
    data: { producto_id: producto?.id, cantidad: 1 },
  });
  expect(alCarrito.ok(), await alCarrito.text()).toBeTruthy();

  await ingresar(page, cliente.usuario, cliente.clave);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
  const efectivo = page.getByRole('radio', { name: 'Efectivo contra entrega' });
  // Con retiro en el local no se ofrece; a domicilio sí.
  await page.getByText('Retiro en el local').click();
  await expect(efectivo).toHaveCount(0);
  await page.getByText('Envío a domicilio').click();
  await efectivo.check();
  await expect(page.getByTestId('total-checkout')).toContainText('Gs.');
  const confirmar = page.getByRole('button', { name: /^Confirmar pedido Gs\. [\d.]+$/ });
  await expect(confirmar).toBeEnabled();
  await capturar(page, info, 'checkout-efectivo');
  await confirmar.click();

  await expect(page).toHaveURL(/\/pedido\?transaccion_id=/);
  await expect(page.getByRole('heading', { name: '¡Pedido confirmado!' })).toBeVisible();
  await expect(page.getByTestId('medio-pago')).toContainText('Efectivo contra entrega');
  await expect(page.getByTestId('pin-entrega')).toHaveText(/^\d{4}$/);
  await expect(page.getByTestId('cantidad-carrito')).toHaveCount(0);
  await capturar(page, info, 'pedido-efectivo-confirmado');

  await page.getByRole('link', { name: 'Ver el pedido' }).click();
  await expect(page.getByRole('heading', { name: /^Pedido N\.º \d+$/ })).toBeVisible();
  await expect(page.getByText('Efectivo contra entrega')).toBeVisible();
  await expect(page.getByText('Confirmado (paga al recibir)')).toBeVisible();
  await capturar(page, info, 'detalle-pedido-efectivo');
});
