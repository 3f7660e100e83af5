import { expect, test, type APIRequestContext } from '@playwright/test';
import { capturar, CLAVE_DEMO, ingresar } from './ayudas.js';

interface ProductoInicio {
  id: number;
  fabricante: number;
  cantidad_disponible: number;
  no_apto_menores: boolean;
}

async function token(request: APIRequestContext, usuario: string): Promise<string> {
  const r = await request.post('/api/login/', {
    data: { username: usuario, password: CLAVE_DEMO },
  });
  return ((await r.json()) as { token: string }).token;
}

/** Vacía el carrito del cliente y pone un producto del proveedor demo (fabricante 1) y uno de otro. */
async function prepararCarrito(request: APIRequestContext): Promise<void> {
  const t = await token(request, 'cliente');
  const headers = { authorization: `Token ${t}` };
  // La lista es aleatoria: se junta hasta tener un producto del proveedor demo y uno de otro.
  const lista: ProductoInicio[] = [];
  for (let i = 0; i < 10 && !lista.some((p) => p.fabricante === 1 && !p.no_apto_menores); i++) {
    const r = await request.get('/api/productos-inicio/?tipo=aleatorios&cantidad=30');
    lista.push(...((await r.json()) as ProductoInicio[]));
  }
  const aptos = lista.filter((p) => !p.no_apto_menores && p.cantidad_disponible > 5);
  const propio = aptos.find((p) => p.fabricante === 1);
  const ajeno = aptos.find((p) => p.fabricante !== 1);
  expect(propio && ajeno).toBeTruthy();
  const carrito = (await (await request.get('/api/carrito/', { headers })).json()) as {
    productos: { id: number }[];
  };
  for (const p of carrito.productos)
    await request.post('/api/carrito/', { headers, data: { producto_id: p.id, eliminar: true } });
  for (const p of [propio, ajeno])
    await request.post('/api/carrito/', { headers, data: { producto_id: p?.id, cantidad: 1 } });
}

test('el cliente compra a dos proveedores con entrega en un horario y paga con una tarjeta nueva en el sandbox; el proveedor confirma su orden', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(90_000);
  await prepararCarrito(request);
  await ingresar(page, 'cliente');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
  await page.getByLabel('Entrega en un horario (por defecto, sin horario)').check();
  await page.getByLabel('Fecha').fill('2026-12-15');
  await page.getByLabel('Desde').fill('09:00');
  await page.getByLabel('Hasta').fill('12:00');
  await page.getByLabel('Tarjeta nueva (pago único)').check();
  await expect(page.getByTestId('total-checkout')).toContainText('Gs.');
  await capturar(page, info, 'checkout');
  await page.getByRole('button', { name: /^Confirmar y pagar/ }).click();

  await expect(page).toHaveURL(/\/sandbox-pagos\/pagar\//);
  await page.getByLabel('Número de tarjeta').fill('4111 1111 1111 1111');
  await page.getByLabel('Vencimiento (MM/AA)').fill('08/29');
  await page.getByLabel('CVV').fill('123');
  await capturar(page, info, 'sandbox-tarjeta');
  await page.getByRole('button', { name: 'Pagar' }).click();

  await expect(page).toHaveURL(/\/pedido\?transaccion_id=/);
  await expect(page.getByRole('heading', { name: '¡Pedido pagado!' })).toBeVisible();
  await expect(page.getByTestId('pin-entrega')).toHaveText(/^\d{4}$/);
  await capturar(page, info, 'pedido-pagado');

  await page.getByRole('link', { name: 'Ver el pedido' }).click();
  await expect(page.getByRole('heading', { name: /^Pedido N\.º \d+$/ })).toBeVisible();
  await expect(page.getByText('Pagado').first()).toBeVisible();
  await capturar(page, info, 'detalle-pedido');
  await page.getByRole('link', { name: 'Rastrear pedido' }).click();
  await expect(page.getByText('Pago confirmado')).toBeVisible();
  await capturar(page, info, 'rastreo');

  const proveedor = await (
    await browser.newContext({ baseURL: info.project.use.baseURL, locale: 'es-PY' })
  ).newPage();
  await ingresar(proveedor, 'proveedor');
  await expect(proveedor).toHaveURL((url) => url.pathname === '/proveedor');
  await proveedor.goto('/proveedor/pedidos/todo');
  await proveedor
    .getByText(/^Orden #\d+$/)
    .first()
    .click();
  await expect(proveedor.getByRole('heading', { name: 'Confirmar la orden' })).toBeVisible();
  await expect(proveedor.getByRole('combobox', { name: 'Punto de retiro' })).toHaveValue(/.+/);
  await proveedor.getByLabel('Fecha de retiro').fill('2026-12-14');
  await proveedor.getByRole('button', { name: 'Confirmar orden' }).click();
  await proveedor.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(proveedor.getByText('Confirmado').first()).toBeVisible();
  await capturar(proveedor, info, 'orden-venta-confirmada');
});
