import { expect, test, type APIRequestContext } from '@playwright/test';
import { capturar, ingresar } from './ayudas.js';
import { clienteNuevo } from './cliente-nuevo.js';
import { ordenDe, productosInicio, vaAlCarrito, type ProductoInicio } from './pedido-api.js';
import { tokenDe, type Cabeceras } from './transportista-nuevo.js';

/** Pone en el carrito del cliente un producto del proveedor demo (fabricante 1) y uno de otro. */
async function prepararCarrito(request: APIRequestContext, headers: Cabeceras): Promise<void> {
  // La lista es aleatoria: se junta hasta tener un producto del proveedor demo y uno de otro.
  const lista: ProductoInicio[] = [];
  for (let i = 0; i < 10 && !lista.some((p) => p.fabricante === 1 && vaAlCarrito(p)); i++) {
    lista.push(...(await productosInicio(request, 'aleatorios')));
  }
  const aptos = lista.filter(vaAlCarrito);
  const propio = aptos.find((p) => p.fabricante === 1);
  const ajeno = aptos.find((p) => p.fabricante !== 1);
  expect(propio && ajeno).toBeTruthy();
  for (const p of [propio, ajeno]) {
    const r = await request.post('/api/carrito/', {
      headers,
      data: { producto_id: p?.id, cantidad: 1 },
    });
    expect(r.ok(), await r.text()).toBeTruthy();
  }
}

test('el cliente compra a dos proveedores con entrega en un horario y paga con una tarjeta nueva en el sandbox; el proveedor confirma su orden', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(90_000);
  // Un cliente propio con su dirección: el carrito del `cliente` demo lo usan otras pruebas.
  const cliente = await clienteNuevo(request);
  await prepararCarrito(request, cliente.cabeceras);
  await ingresar(page, cliente.usuario, cliente.clave);
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
  const titulo = page.getByRole('heading', { name: /^Pedido N\.º \d+$/ });
  await expect(titulo).toBeVisible();
  const pedido = Number((await titulo.innerText()).replace(/\D/g, ''));
  await expect(page.getByText('Pagado').first()).toBeVisible();
  await capturar(page, info, 'detalle-pedido');
  await page.getByRole('link', { name: 'Rastrear pedido' }).click();
  await expect(page.getByTestId('paso-pagado')).toHaveAttribute('data-hecho', 'true');
  await expect(page.getByTestId('aun-no-en-camino')).toBeVisible();
  await capturar(page, info, 'rastreo');

  const proveedor = await (
    await browser.newContext({ baseURL: info.project.use.baseURL, locale: 'es-PY' })
  ).newPage();
  await ingresar(proveedor, 'proveedor');
  await expect(proveedor).toHaveURL((url) => url.pathname === '/proveedor');
  // Su orden, no la primera de la lista: otras pruebas también le compran al proveedor demo.
  const orden = await ordenDe(request, await tokenDe(request, 'proveedor'), pedido);
  await proveedor.goto('/proveedor/pedidos/todo');
  await proveedor.getByText(`Orden #${orden.id}`, { exact: true }).click();
  await expect(proveedor.getByRole('heading', { name: 'Confirmar la orden' })).toBeVisible();
  await expect(proveedor.getByRole('combobox', { name: 'Punto de retiro' })).toHaveValue(/.+/);
  await proveedor.getByLabel('Fecha de retiro').fill('2026-12-14');
  await proveedor.getByRole('button', { name: 'Confirmar orden' }).click();
  await proveedor.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(proveedor.getByText('Confirmado').first()).toBeVisible();
  await capturar(proveedor, info, 'orden-venta-confirmada');
});
