import { expect, test, type APIRequestContext } from '@playwright/test';
import { capturar, ingresar } from './ayudas.js';
import { clienteNuevo } from './cliente-nuevo.js';
import { comprarADomicilio, confirmarOrden } from './pedido-api.js';
import { tokenDe, transportistaNuevo } from './transportista-nuevo.js';

// Chat de un pedido a 390 px: el pedido se compra, el proveedor lo confirma, el administrador lo
// rutea y un transportista nuevo acepta la oportunidad; después cliente y transportista conversan.

/**
 * Un pedido a domicilio de un cliente nuevo con un transportista nuevo asignado (propios de esta
 * prueba: las cuentas demo las usan otras que corren a la vez).
 */
async function pedidoConTransportista(request: APIRequestContext) {
  const [cliente, proveedor, admin] = await Promise.all([
    clienteNuevo(request, { nombre: 'Chat' }),
    tokenDe(request, 'proveedor'),
    tokenDe(request, 'admin'),
  ]);
  const nuevo = await transportistaNuevo(request, admin, 'Chat');
  const chofer = nuevo.cabeceras;
  const pedido_id = await comprarADomicilio(request, cliente.cabeceras, proveedor);
  const orden = await confirmarOrden(request, proveedor, pedido_id);
  const ruteo = await request.post('/api/ruteo-ordenes-venta/', {
    headers: admin,
    data: { ordenes_venta: [orden.id] },
    timeout: 90_000,
  });
  expect(ruteo.ok(), await ruteo.text()).toBeTruthy();

  // Conectado, el transportista recibe la oferta en el próximo minuto y la acepta.
  await request.post('/api/conexion-transportista/', {
    headers: chofer,
    data: { ubicacion: '-25.30,-57.61' },
  });
  let oportunidad: number | undefined;
  await expect
    .poll(
      async () => {
        const ops = await (await request.get('/api/oportunidades/', { headers: chofer })).json();
        oportunidad = (ops.results as { id: number; hoja_ruta: { pedidos: number[] } }[]).find(
          (o) => o.hoja_ruta.pedidos.includes(pedido_id),
        )?.id;
        return oportunidad;
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBeDefined();
  const aceptar = await request.post('/api/aceptar-ruta/', {
    headers: chofer,
    data: { oportunidad_id: oportunidad },
  });
  expect(aceptar.ok(), await aceptar.text()).toBeTruthy();
  return { pedido: pedido_id, chofer: nuevo, cliente };
}

test('cliente y transportista conversan en vivo: mensaje rápido, escrito y leído', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(240_000);
  const { pedido, chofer: nuevo, cliente } = await pedidoConTransportista(request);

  await ingresar(page, cliente.usuario, cliente.clave);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  // Desde el detalle del pedido.
  await page.goto(`/pedidos/${pedido}`);
  await page.getByRole('link', { name: 'Chat con el transportista' }).click();
  await expect(page).toHaveURL(`/pedidos/${pedido}/chat`);
  await page.evaluate(() => document.body.setAttribute('data-sin-recargar', 'si'));

  // El transportista, en su teléfono, abre el chat del pedido desde su app.
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor } = info.project.use;
  const telefonoChofer = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    locale: 'es-PY',
    timezoneId: 'America/Asuncion',
    serviceWorkers: 'block',
  });
  const chofer = await telefonoChofer.newPage();
  await ingresar(chofer, nuevo.usuario, nuevo.clave);
  await expect(chofer).not.toHaveURL(/\/login/);
  await chofer.goto(`/driver/chat/${pedido}`);
  await chofer.evaluate(() => document.body.setAttribute('data-sin-recargar', 'si'));

  // Mensaje rápido del cliente, de un toque: le llega al transportista sin recargar.
  const rapido = page.getByRole('button', { name: 'Estoy en la dirección, lo espero.' });
  const caja = await rapido.boundingBox();
  expect(caja?.height ?? 0).toBeGreaterThanOrEqual(44);
  await rapido.click();
  await expect(
    page.getByTestId('mensaje-propio').filter({ hasText: 'Estoy en la dirección, lo espero.' }),
  ).toBeVisible();
  await expect(
    chofer.getByTestId('mensaje-recibido').filter({ hasText: 'Estoy en la dirección, lo espero.' }),
  ).toBeVisible();

  // El transportista responde con uno de sus mensajes rápidos: llega en vivo al cliente.
  await chofer.getByRole('button', { name: 'Hola, estoy en camino con su pedido.' }).click();
  await expect(
    page
      .getByTestId('mensaje-recibido')
      .filter({ hasText: 'Hola, estoy en camino con su pedido.' }),
  ).toBeVisible();

  // Un mensaje escrito por el cliente; el transportista lo ve y el cliente lo ve leído.
  await page
    .getByRole('textbox', { name: 'Mensaje', exact: true })
    .fill('Perfecto, lo espero en el portón verde.');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  const escrito = page
    .getByTestId('mensaje-propio')
    .filter({ hasText: 'Perfecto, lo espero en el portón verde.' });
  await expect(escrito).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mensaje', exact: true })).toHaveValue('');
  await expect(
    chofer
      .getByTestId('mensaje-recibido')
      .filter({ hasText: 'Perfecto, lo espero en el portón verde.' }),
  ).toBeVisible();
  await expect(escrito.getByLabel('Leído')).toBeVisible();

  // Y uno escrito por el transportista.
  await chofer
    .getByRole('textbox', { name: 'Mensaje', exact: true })
    .fill('Listo, llego en 10 minutos.');
  await chofer.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(
    page.getByTestId('mensaje-recibido').filter({ hasText: 'Listo, llego en 10 minutos.' }),
  ).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-sin-recargar', 'si');
  await expect(chofer.locator('body')).toHaveAttribute('data-sin-recargar', 'si');

  // A 390 px la caja de texto y el botón caben en la pantalla de los dos.
  for (const p of [page, chofer]) {
    const enviar = await p.getByRole('button', { name: 'Enviar mensaje' }).boundingBox();
    expect((enviar?.x ?? 0) + (enviar?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  await capturar(page, info, 'chat-pedido');
  await capturar(chofer, info, 'chat-pedido-transportista');
  await telefonoChofer.close();
});
