// Efectivo contra entrega a 390 px (ADR 021): el cliente elige pagar al recibir, el pedido queda
// confirmado sin pasarela y su detalle dice el medio y cuánto se paga al recibir lo de cada
// proveedor. El cobro con el PIN, el depósito y el tope se prueban por la API
// (apps/api/src/modules/contabilidad/efectivo-contra-entrega.test.ts).
import { expect, test } from '@playwright/test';
import { capturar, ingresar, violacionesGraves } from './ayudas.js';
import { clienteNuevo } from './cliente-nuevo.js';
import { productosInicio, vaAlCarrito, type ProductoInicio } from './pedido-api.js';

test('el cliente compra en efectivo contra entrega y lo ve en su pedido', async ({
  page,
  request,
}, info) => {
  test.setTimeout(60_000);
  const cliente = await clienteNuevo(request);
  // Dos productos de proveedores distintos: cada entrega se paga por separado (ADR 026).
  const aptos: ProductoInicio[] = [];
  const deOtro = () => aptos.find((p) => p.fabricante !== aptos[0]?.fabricante);
  for (let i = 0; i < 10 && !deOtro(); i++) {
    aptos.push(...(await productosInicio(request, 'aleatorios')).filter(vaAlCarrito));
  }
  const primero = aptos[0];
  const segundo = deOtro();
  expect(primero && segundo, 'productos de dos proveedores').toBeTruthy();
  for (const p of [primero, segundo]) {
    const alCarrito = await request.post('/api/carrito/', {
      headers: cliente.cabeceras,
      data: { producto_id: p?.id, cantidad: 1 },
    });
    expect(alCarrito.ok(), await alCarrito.text()).toBeTruthy();
  }

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
  const porEntrega = page.getByRole('alert').filter({ hasText: 'Pago en efectivo por entrega' });
  await expect(porEntrega.getByText(/^Al recibir lo de /)).toHaveCount(2);
  await capturar(page, info, 'detalle-pedido-efectivo');
  expect(await violacionesGraves(page), 'detalle del pedido').toEqual([]);
});
