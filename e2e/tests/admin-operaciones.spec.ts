import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { capturar, ingresar, salir, violacionesGraves } from './ayudas.js';
import { clienteNuevo } from './cliente-nuevo.js';
import { comprarADomicilio } from './pedido-api.js';
import { tokenDe } from './transportista-nuevo.js';

// Operaciones del administrador: un error reportado desde la app del proveedor se encuentra en
// /admin/soporte, se lee y se marca atendido; el tablero muestra cifras; la búsqueda encuentra
// un pedido; un pedido pagado sin factura se reembolsa desde su detalle. Corre a 1280 y a 390 px.

async function tokenAdmin(request: APIRequestContext) {
  const r = await request.post('/api/login/', {
    data: { username: 'admin', password: 'demo1234' },
  });
  expect(r.ok(), await r.text()).toBeTruthy();
  return { authorization: `Token ${(await r.json()).token as string}` };
}

test('un error reportado por el proveedor se encuentra, se lee y se marca atendido', async ({
  page,
}, info) => {
  const marca = `pantalla-stock-${randomUUID().slice(0, 8)}`;
  await ingresar(page, 'proveedor');
  await expect(page).toHaveURL(/\/proveedor/);
  await page.goto('/proveedor/reportar_error');
  await page
    .getByLabel('Descripción del error')
    .fill(`La pantalla de stock queda en blanco (${marca}) al guardar.`);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('¡Gracias! Recibimos su mensaje.')).toBeVisible();
  await salir(page);

  await ingresar(page, 'admin');
  await expect(page).toHaveURL((u) => u.pathname === '/admin');
  await page.goto('/admin/soporte');
  await expect(page.getByRole('heading', { name: 'Soporte' })).toBeVisible();
  await page.getByLabel('Buscar en mensajes y pantallas').fill(marca);
  // La búsqueda queda en la URL (el enlace se puede compartir).
  await expect(page).toHaveURL(new RegExp(`search=${marca}`));
  const enlace = page.getByRole('link', { name: new RegExp(marca) }).first();
  await expect(enlace).toBeVisible();
  await expect(page.getByText('Error reportado').first()).toBeVisible();
  await enlace.click();

  await expect(page).toHaveURL(/\/admin\/error\/detalle\/\d+$/);
  await expect(page.getByText(`(${marca})`)).toBeVisible();
  await expect(page.getByTestId('estado-reporte')).toHaveText('Sin atender');
  await page.getByRole('button', { name: 'Marcar como atendido' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Marcar atendido' }).click();
  await expect(page.getByTestId('estado-reporte')).toHaveText('Atendido');
  // Queda en la bitácora con quién lo atendió.
  await expect(page.getByText('Historial de cambios')).toBeVisible();
  await capturar(page, info, 'admin-error-detalle');

  // Ya no está entre los pendientes, sí entre los atendidos.
  await page.goto(`/admin/soporte?search=${marca}`);
  await expect(page.getByText(`Nada coincide con «${marca}».`)).toBeVisible();
  await page
    .locator('label')
    .filter({ hasText: /^Atendidos$/ })
    .click();
  await expect(page).toHaveURL(/controlado=true/);
  await expect(page.getByRole('link', { name: new RegExp(marca) }).first()).toBeVisible();
});

test('el tablero muestra cifras y la búsqueda encuentra un pedido', async ({
  page,
  request,
}, info) => {
  const auth = await tokenAdmin(request);
  const pedidos = await (
    await request.get('/api/pedido_staff/?page=1&page_size=1', { headers: auth })
  ).json();
  const pedidoId = pedidos.results[0].id as number;

  await ingresar(page, 'admin');
  await expect(page).toHaveURL((u) => u.pathname === '/admin');
  await expect(page.getByRole('heading', { name: 'Tablero' })).toBeVisible();
  const ventasHoy = page.getByTestId('cifra-Ventas de hoy');
  await expect(ventasHoy).toHaveText(/Gs\.\s?[\d.]+/);
  // Otras pruebas crean y aprueban datos a la vez: se verifica la forma de la cifra, no su valor.
  await expect(page.getByTestId('cifra-Aprobaciones pendientes')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('cifra-Errores sin atender')).toHaveText(/^\d+$/);
  await expect(page.getByRole('heading', { name: 'Ventas por día' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pedidos por estado' })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(500); // los gráficos terminan su animación
  await capturar(page, info, 'admin-tablero');

  await page.goto('/admin/busqueda');
  await page.getByLabel('Buscar en toda la plataforma').fill(String(pedidoId));
  await expect(page).toHaveURL(new RegExp(`search=${pedidoId}`));
  const resultado = page.getByRole('link', { name: `Pedido #${pedidoId}`, exact: true });
  await expect(resultado).toBeVisible();
  await resultado.click();
  await expect(page).toHaveURL(new RegExp(`/admin/pedido/detail/${pedidoId}$`));
  await expect(page.getByRole('heading', { name: `Pedido #${pedidoId}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Historial' })).toBeVisible();
  await capturar(page, info, 'admin-pedido-detalle');
});

test('un pedido pagado sin factura se reembolsa desde su detalle', async ({
  page,
  request,
}, info) => {
  // Pedido propio de esta prueba: un cliente nuevo compra a domicilio (pagado, sin factura).
  const [cliente, proveedor] = await Promise.all([
    clienteNuevo(request, { nombre: 'Reembolso' }),
    tokenDe(request, 'proveedor'),
  ]);
  const pedido = await comprarADomicilio(request, cliente.cabeceras, proveedor);

  await ingresar(page, 'admin');
  await expect(page).toHaveURL((u) => u.pathname === '/admin');
  await page.goto(`/admin/pedido/detail/${pedido}`);
  await expect(page.getByRole('heading', { name: `Pedido #${pedido}` })).toBeVisible();
  await page.getByRole('button', { name: 'Reembolsar pedido' }).click();
  // Sin motivo no se pide la confirmación.
  await page.getByRole('button', { name: 'Reembolsar', exact: true }).click();
  await expect(page.getByText('Indique el motivo.')).toBeVisible();
  await page.getByLabel('Motivo del reembolso').fill('El cliente desistió de la compra');
  expect(await violacionesGraves(page)).toEqual([]);
  await page.getByRole('button', { name: 'Reembolsar', exact: true }).click();
  const dialogo = page.getByRole('dialog', { name: `Reembolsar el pedido #${pedido}` });
  await expect(dialogo).toContainText('No se puede deshacer.');
  // El diálogo abierto también: su cierre tiene nombre y el rojo del botón, contraste.
  expect(await violacionesGraves(page)).toEqual([]);
  await capturar(page, info, 'admin-pedido-reembolso-confirmar');
  await dialogo.getByRole('button', { name: 'Reembolsar' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Pedido reembolsado' })).toBeVisible();
  // El detalle vuelto a pedir dice cuándo se reembolsó y ya no ofrece la acción.
  const reembolsado = page.getByTestId('pedido-reembolsado');
  await expect(reembolsado).toHaveText(/^Reembolsado el \d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByRole('button', { name: 'Reembolsar pedido' })).toHaveCount(0);

  // También después de recargar: lo dice la API, no el estado de la pantalla.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Pedido #${pedido}` })).toBeVisible();
  await expect(reembolsado).toHaveText(/^Reembolsado el \d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByRole('button', { name: 'Reembolsar pedido' })).toHaveCount(0);
  expect(await violacionesGraves(page)).toEqual([]);
  await capturar(page, info, 'admin-pedido-reembolsado');
});
