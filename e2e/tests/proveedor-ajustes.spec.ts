import { mkdir, rmdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { capturar, CLAVE_DEMO, esperarPanel, ingresar } from './ayudas.js';

async function token(request: APIRequestContext, username: string) {
  const r = await request.post('/api/login/', { data: { username, password: CLAVE_DEMO } });
  expect(r.ok()).toBeTruthy();
  return `Token ${(await r.json()).token as string}`;
}

/**
 * Los proyectos de teléfono y escritorio corren a la vez con el mismo proveedor demo: las
 * notificaciones y el modo se cambian de a una batería por vez para que sean exactos.
 */
async function conCandado<T>(nombre: string, fn: () => Promise<T>): Promise<T> {
  const ruta = join(tmpdir(), `nemu-e2e-${process.env.E2E_PORT ?? '3100'}-${nombre}.lock`);
  for (;;) {
    try {
      await mkdir(ruta);
      break;
    } catch {
      const creado = (await stat(ruta).catch(() => null))?.mtimeMs ?? Date.now();
      if (Date.now() - creado > 90_000) await rmdir(ruta).catch(() => undefined);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await fn();
  } finally {
    await rmdir(ruta).catch(() => undefined);
  }
}

/** Un cliente demo compra un producto del proveedor demo: entra una orden de venta nueva. */
async function comprarAlProveedor(request: APIRequestContext, proveedor: string) {
  const lista = await request.get('/api/producto/?page=1&page_size=50&moderado=true', {
    headers: { authorization: proveedor },
  });
  const productos = (await lista.json()).results as {
    id: number;
    precio: number;
    cantidad_disponible: number;
    variantes: number;
  }[];
  const elegido = productos.find((p) => p.variantes === 0 && p.cantidad_disponible > 2);
  expect(elegido, 'el proveedor demo tiene un producto con stock').toBeTruthy();
  const cliente = await token(request, 'cliente');
  const comprar = (monto: number) =>
    request.post('/api/single-buy/', {
      headers: { authorization: cliente },
      data: {
        medio_pago: -1,
        delivery: false,
        productos: [{ producto: elegido!.id, cantidad: 1 }],
        monto,
      },
    });
  let compra = await comprar(elegido!.precio);
  if (compra.status() === 409) compra = await comprar((await compra.json()).monto as number);
  expect(compra.ok(), await compra.text()).toBeTruthy();
  return (await compra.json()).pedido_id as number;
}

async function tituloNotificacion(request: APIRequestContext, proveedor: string, pedido: number) {
  const r = await request.get('/api/notificaciones/?leida=false', {
    headers: { authorization: proveedor },
  });
  const lista = (await r.json()) as { titulo: string; payload: { pedido_id?: number } | null }[];
  const propia = lista.find((n) => n.payload?.pedido_id === pedido);
  expect(propia, 'la orden nueva generó una notificación').toBeTruthy();
  return propia!.titulo;
}

/** Producto propio de esta batería (editarlo lo devuelve a moderación). */
async function crearProducto(request: APIRequestContext, proveedor: string, nombre: string) {
  const r = await request.post('/api/producto/', {
    headers: { authorization: proveedor },
    multipart: { nombre, precio: '20000', cantidad_disponible: '10' },
  });
  expect(r.ok(), await r.text()).toBeTruthy();
  return (await r.json()).id as number;
}

async function elegir(page: Page, campo: string, opcion: string) {
  await page.getByRole('combobox', { name: campo }).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

test('el proveedor demo lee sus notificaciones y el contador del panel baja', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const proveedor = await token(request, 'proveedor');
  await ingresar(page, 'proveedor');
  await esperarPanel(page, '/proveedor');

  await conCandado('notificaciones', async () => {
    const pedido = await comprarAlProveedor(request, proveedor);
    const titulo = await tituloNotificacion(request, proveedor, pedido);
    await page.reload();
    const contador = page.getByTestId('contador-notificaciones');
    await expect(contador).not.toHaveText('0');
    const antes = Number(await contador.textContent());

    await page.getByRole('link', { name: /^Notificaciones: \d+$/ }).click();
    await expect(page).toHaveURL(/\/proveedor\/notificaciones$/);
    await expect(page.getByRole('heading', { name: 'Notificaciones', exact: true })).toBeVisible();
    await expect(page.getByTestId('notificaciones-sin-leer')).toHaveText(`${antes} sin leer`);
    await expect(page.getByText(titulo, { exact: true })).toBeVisible();
    await capturar(page, info, 'proveedor-notificaciones');

    const marcar = page.getByRole('button', { name: `Marcar como leída: ${titulo}`, exact: true });
    await marcar.click();
    await expect(marcar).toHaveCount(0);
    await expect(page.getByTestId('notificaciones-sin-leer')).toHaveText(`${antes - 1} sin leer`);

    if (antes > 1) {
      await page.getByRole('button', { name: 'Marcar todas como leídas' }).click();
      await expect(page.getByText('Todas las notificaciones quedaron leídas.')).toBeVisible();
    }
    await expect(page.getByTestId('notificaciones-sin-leer')).toHaveText('0 sin leer');
    await expect(page.getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();

    await page.getByText('No leídas', { exact: true }).click();
    await expect(page.getByText('No tiene notificaciones sin leer.')).toBeVisible();
    await capturar(page, info, 'proveedor-notificaciones-vacio');

    await page.goto('/proveedor');
    await expect(page.getByTestId('contador-notificaciones')).toHaveText('0');
  });
});

test('el proveedor demo edita y elimina una promoción', async ({ page, request }, info) => {
  const proveedor = await token(request, 'proveedor');
  const producto = await crearProducto(request, proveedor, `Mate e2e ${info.project.name}`);
  const promo = await request.post(`/api/producto/${producto}/promocion/create/`, {
    headers: { authorization: proveedor },
    data: {
      titulo: 'Semana del mate',
      tipo: 'porcentaje',
      valor: 10,
      fecha_inicio: '2027-03-01T00:00:00-03:00',
      fecha_fin: '2027-03-08T00:00:00-03:00',
      oferta_del_dia: false,
    },
  });
  expect(promo.ok(), await promo.text()).toBeTruthy();
  const id = (await promo.json()).id as number;

  await ingresar(page, 'proveedor');
  await esperarPanel(page, '/proveedor');
  await page.goto(`/proveedor/catalogo/update/${producto}/`);
  await expect(page.getByText('Gs. 18.000')).toBeVisible();
  await page.getByRole('link', { name: 'Editar promoción Semana del mate' }).click();
  await expect(page).toHaveURL(new RegExp(`/proveedor/promocion/${id}/$`));
  await expect(page.getByRole('heading', { name: 'Editar promoción' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Desde' })).toHaveValue('2027-03-01T00:00');
  await capturar(page, info, 'proveedor-promocion-editar');

  await page.getByRole('textbox', { name: 'Título' }).fill('Semana del mate y tereré');
  await page.getByText('Porcentaje', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Descuento (%)' }).fill('25');
  await expect(page.getByTestId('precio-resultante')).toHaveText(
    'Precio normal Gs. 20.000 · con la promoción Gs. 15.000',
  );
  await page.getByRole('textbox', { name: 'Hasta' }).fill('2027-03-15T20:00');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Promoción guardada.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/proveedor/catalogo/update/${producto}/`));
  await expect(page.getByText('Semana del mate y tereré')).toBeVisible();
  await expect(page.getByText('Gs. 15.000 · 01/03/2027 al 15/03/2027')).toBeVisible();

  await page.getByRole('link', { name: 'Editar promoción Semana del mate y tereré' }).click();
  await page.getByRole('button', { name: 'Eliminar promoción' }).click();
  await expect(page.getByRole('dialog')).toContainText('¿Eliminar la promoción');
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByText('Promoción eliminada.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/proveedor/catalogo/update/${producto}/`));
  await expect(page.getByText('Semana del mate y tereré')).toHaveCount(0);
});

test('el proveedor demo elige la unidad de medida de un producto', async ({
  page,
  request,
}, info) => {
  const proveedor = await token(request, 'proveedor');
  const producto = await crearProducto(request, proveedor, `Yerba e2e ${info.project.name}`);
  await ingresar(page, 'proveedor');
  await esperarPanel(page, '/proveedor');
  await page.goto(`/proveedor/catalogo/update/${producto}/`);
  await expect(page.getByRole('heading', { name: `Yerba e2e ${info.project.name}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Unidad de medida' })).toBeDisabled();

  await elegir(page, 'Grupo de medida', 'Peso');
  await elegir(page, 'Unidad de medida', 'Kilogramo (kg)');
  await capturar(page, info, 'proveedor-producto-unidad');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Cambios guardados. El producto vuelve a moderación.')).toBeVisible();
  await expect(page.getByTestId('unidad-producto')).toHaveText('Se vende por: Kilogramo (kg)');
  await page.reload();
  await expect(page.getByTestId('unidad-producto')).toHaveText('Se vende por: Kilogramo (kg)');
  await expect(page.getByRole('combobox', { name: 'Grupo de medida' })).toHaveValue('Peso');
  await expect(page.getByRole('combobox', { name: 'Unidad de medida' })).toHaveValue(
    'Kilogramo (kg)',
  );
  await capturar(page, info, 'proveedor-producto-unidad-guardada');
});

test('el proveedor demo cambia de modo con confirmación', async ({ page }, info) => {
  test.setTimeout(60_000);
  await conCandado('modo', async () => {
    await ingresar(page, 'proveedor');
    await esperarPanel(page, '/proveedor');
    await page.goto('/proveedor/modo');
    await expect(page.getByRole('heading', { name: 'Modo de uso' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cambiar a modo proveedor' })).toHaveCount(0);
    await capturar(page, info, 'proveedor-modo');

    await page.getByRole('button', { name: 'Cambiar a modo cliente' }).click();
    await expect(page.getByRole('dialog')).toContainText('¿Pasar a modo cliente?');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/proveedor\/modo$/);

    await page.getByRole('button', { name: 'Cambiar a modo cliente' }).click();
    await page.getByRole('button', { name: 'Cambiar', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    await page.goto('/proveedor/modo');
    await expect(page.getByRole('heading', { name: 'Modo de uso' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cambiar a modo cliente' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cambiar a modo proveedor' }).click();
    await page.getByRole('button', { name: 'Cambiar', exact: true }).click();
    await esperarPanel(page, '/proveedor');
  });
});
