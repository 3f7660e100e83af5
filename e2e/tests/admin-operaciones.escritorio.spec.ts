import { randomUUID } from 'node:crypto';
import { EstadoRuteo, formatoFecha } from '@nemu/domain';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { capturar, fechaEnAsuncion, ingresar, salir, violacionesGraves } from './ayudas.js';
import { clienteNuevo } from './cliente-nuevo.js';
import { comprarADomicilio, confirmarOrden } from './pedido-api.js';
import { tokenDe } from './transportista-nuevo.js';

// Operaciones del administrador: un error reportado desde la app del proveedor se encuentra en
// /admin/soporte, se lee y se marca atendido; el tablero muestra cifras; la búsqueda encuentra
// un pedido; un pedido pagado sin factura se reembolsa desde su detalle; las órdenes de venta
// elegidas se rutean ya y el resumen explica las que no. En el escritorio; a 390 px las
// pantallas del panel se revisan en admin-pantallas.

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

test('las órdenes elegidas se rutean ya desde la lista y el resumen explica la que no', async ({
  page,
  request,
}, info) => {
  // El lote corre el optimizador (hasta 20 s en el servidor de prueba) y ofrece las hojas.
  test.setTimeout(180_000);
  const [cliente, proveedor, admin] = await Promise.all([
    clienteNuevo(request, { nombre: 'Ruteo' }),
    tokenDe(request, 'proveedor'),
    tokenAdmin(request),
  ]);
  // Dos órdenes propias confirmadas: una con retiro mañana; otra dentro de tres días, fuera del
  // horizonte del despacho (un día).
  const lista = await confirmarOrden(
    request,
    proveedor,
    await comprarADomicilio(request, cliente.cabeceras, proveedor),
  );
  const lejos = await confirmarOrden(
    request,
    proveedor,
    await comprarADomicilio(request, cliente.cabeceras, proveedor),
    3,
  );

  await ingresar(page, 'admin');
  await expect(page).toHaveURL((u) => u.pathname === '/admin');
  // Las que esperan la hora de proceso: las nuevas están en la primera página.
  await page.goto(`/admin/orden_venta?estado_ruteo=${EstadoRuteo.ESPERANDO_HORA_PROCESO}`);
  await expect(page.getByRole('heading', { name: 'Órdenes de venta' })).toBeVisible();
  await page.getByRole('checkbox', { name: `Seleccionar Orden ${lista.id}` }).check();
  await page.getByRole('checkbox', { name: `Seleccionar Orden ${lejos.id}` }).check();
  await page.getByRole('button', { name: 'Rutear ahora' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Rutear ahora' });
  await expect(dialogo).toContainText('¿Rutear ahora las 2 órdenes elegidas?');
  await dialogo.getByRole('button', { name: 'Rutear ahora' }).click();

  const resumen = page.getByTestId('resumen-ruteo');
  await expect(resumen).toBeVisible({ timeout: 90_000 });
  await expect(resumen).toContainText('Resultado del ruteo');
  const fueraDelHorizonte = `Orden #${lejos.id}: La fecha de retiro (${formatoFecha(fechaEnAsuncion(3))}) está fuera del horizonte de ruteo (hasta el ${formatoFecha(fechaEnAsuncion(1))}).`;
  const sinRutear = page.getByTestId('resumen-ruteo-sin-rutear').getByRole('listitem');
  await expect(sinRutear.filter({ hasText: `Orden #${lejos.id}:` })).toHaveText(fueraDelHorizonte);

  // La que el lote tomó: ruteada en una hoja, o sin rutear con el motivo que guardó el lote.
  const tomada = await (
    await request.get(`/api/orden_venta/${lista.id}/`, { headers: admin })
  ).json();
  const titular = page.getByTestId('resumen-ruteo-titular');
  if (tomada.estado_ruteo === EstadoRuteo.RUTEADO) {
    await expect(titular).toHaveText('Se ruteó 1 de 2 órdenes en 1 hoja de ruta.');
    await expect(resumen.getByRole('link', { name: /^#\d+$/ })).toHaveCount(1);
    await expect(sinRutear).toHaveCount(1);
  } else {
    await expect(titular).toHaveText('No se ruteó ninguna de las 2 órdenes.');
    await expect(sinRutear.filter({ hasText: `Orden #${lista.id}:` })).toHaveText(
      `Orden #${lista.id}: ${tomada.motivo_ruteo as string}`,
    );
  }
  // La lista vuelta a pedir ya no la muestra entre las que esperan; la omitida sigue, elegida y
  // en su estado.
  await expect(page.getByRole('checkbox', { name: `Seleccionar Orden ${lista.id}` })).toHaveCount(
    0,
  );
  await expect(page.getByRole('checkbox', { name: `Seleccionar Orden ${lejos.id}` })).toBeChecked();
  await expect(page.getByText('1 seleccionado')).toBeVisible();
  expect(await violacionesGraves(page)).toEqual([]);
  await capturar(page, info, 'admin-ordenes-venta-ruteo');

  // Desde su detalle, la omitida tampoco se rutea y dice por qué.
  await page.goto(`/admin/orden_venta/detail/${lejos.id}`);
  await expect(page.getByRole('heading', { name: `Orden de venta #${lejos.id}` })).toBeVisible();
  await page.getByRole('button', { name: 'Rutear ahora' }).click();
  const confirmacion = page.getByRole('dialog', { name: `Rutear la orden #${lejos.id}` });
  await confirmacion.getByRole('button', { name: 'Rutear ahora' }).click();
  await expect(page.getByTestId('resumen-ruteo-titular')).toHaveText('No se ruteó la orden.', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('resumen-ruteo-sin-rutear')).toHaveText(fueraDelHorizonte);
  expect(await violacionesGraves(page)).toEqual([]);
  await capturar(page, info, 'admin-orden-venta-detalle-ruteo');
});
