import { expect, test, type APIRequestContext } from '@playwright/test';
import { CLAVE_DEMO, capturar, ingresar } from './ayudas.js';

async function token(request: APIRequestContext, username: string) {
  const r = await request.post('/api/login/', { data: { username, password: CLAVE_DEMO } });
  expect(r.ok()).toBeTruthy();
  return `Token ${(await r.json()).token as string}`;
}

interface Producto {
  id: number;
  precio: number;
  cantidad_disponible: number;
  variantes?: unknown[];
}

interface Notificacion {
  titulo: string;
  payload: { pedido_id?: number } | null;
}

test('una venta pagada por otro usuario aparece en vivo en las notificaciones del proveedor, con su contador', async ({
  page,
  request,
}, info) => {
  await ingresar(page, 'proveedor');
  await expect(page).toHaveURL((url) => url.pathname === '/proveedor');
  await page.goto('/proveedor/notificaciones');
  const sinLeer = page.getByTestId('notificaciones-sin-leer');
  await expect(sinLeer).toHaveText(/^\d+ sin leer$/);
  const antes = parseInt((await sinLeer.textContent()) ?? '', 10);
  // Marca de la página: si se recargara, desaparecería.
  await page.evaluate(() => document.body.setAttribute('data-sin-recargar', 'si'));

  // Otro actor (el cliente demo) compra un producto del proveedor y paga en el sandbox de pruebas.
  const proveedor = await token(request, 'proveedor');
  const catalogo = await (
    await request.get('/api/producto/?page_size=50&page=1&moderado=true', {
      headers: { authorization: proveedor },
    })
  ).json();
  // Un producto simple (sin variantes) con stock.
  const elegido = (catalogo.results as Producto[]).find(
    (p) => p.cantidad_disponible > 5 && (p.variantes?.length ?? 0) === 0,
  );
  if (!elegido) throw new Error('el proveedor demo no tiene un producto simple con stock');
  const compra = await request.post('/api/single-buy/', {
    headers: { authorization: await token(request, 'cliente') },
    data: {
      medio_pago: -1,
      delivery: false,
      productos: [{ producto: elegido.id, cantidad: 1 }],
      monto: elegido.precio,
    },
  });
  expect(compra.ok(), await compra.text()).toBeTruthy();
  const { pedido_id } = (await compra.json()) as { pedido_id: number };
  const propias = (await (
    await request.get('/api/notificaciones/', { headers: { authorization: proveedor } })
  ).json()) as Notificacion[];
  const nueva = propias.find((n) => n.payload?.pedido_id === pedido_id);
  expect(nueva, 'la venta generó su notificación').toBeDefined();

  // Llega por el canal en vivo: la lista (que no se consulta sola) y el contador, sin recargar.
  const aviso = page.getByText(nueva?.titulo ?? '', { exact: true });
  await expect(aviso).toBeVisible({ timeout: 10_000 });
  await expect
    .poll(async () => parseInt((await sinLeer.textContent()) ?? '', 10), { timeout: 10_000 })
    .toBeGreaterThan(antes);
  await expect(page.locator('body')).toHaveAttribute('data-sin-recargar', 'si');
  await expect(page.getByRole('link', { name: 'Ver la orden' }).first()).toBeVisible();
  await capturar(page, info, 'notificaciones-en-vivo');
});
