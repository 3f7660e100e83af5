import { expect, test, type APIRequestContext } from '@playwright/test';
import { CLAVE_DEMO, capturar, ingresar } from './ayudas.js';

// Chat de un pedido a 390 px: el pedido se compra, el proveedor lo confirma, el administrador lo
// rutea y el transportista demo acepta la oportunidad; después cliente y transportista conversan.

async function token(request: APIRequestContext, username: string) {
  const r = await request.post('/api/login/', { data: { username, password: CLAVE_DEMO } });
  expect(r.ok()).toBeTruthy();
  return { authorization: `Token ${(await r.json()).token as string}` };
}

interface Producto {
  id: number;
  precio: number;
  cantidad_disponible: number;
  variantes?: unknown[];
}

/** Un pedido a domicilio del cliente demo con el transportista demo asignado. */
async function pedidoConTransportista(request: APIRequestContext): Promise<number> {
  const [cliente, proveedor, admin, chofer] = await Promise.all(
    ['cliente', 'proveedor', 'admin', 'transportista'].map((u) => token(request, u)),
  );
  const catalogo = await (
    await request.get('/api/producto/?page_size=50&page=1&moderado=true', { headers: proveedor })
  ).json();
  const producto = (catalogo.results as Producto[]).find(
    (p) => p.cantidad_disponible > 5 && (p.variantes?.length ?? 0) === 0,
  );
  if (!producto) throw new Error('el proveedor demo no tiene un producto simple con stock');
  const [direccion] = (await (
    await request.get('/api/direccion/', { headers: cliente })
  ).json()) as { id: number }[];
  if (!direccion) throw new Error('el cliente demo no tiene dirección');
  const envio = await (
    await request.get(`/api/costo_envio/${direccion.id}/`, { headers: cliente })
  ).json();
  const compra = await request.post('/api/single-buy/', {
    headers: cliente,
    data: {
      medio_pago: -1,
      delivery: true,
      direccion: direccion.id,
      productos: [{ producto: producto.id, cantidad: 1 }],
      monto: producto.precio + (envio.costo_envio as number),
    },
  });
  expect(compra.ok(), await compra.text()).toBeTruthy();
  const { pedido_id } = (await compra.json()) as { pedido_id: number };

  const ordenes = await (
    await request.get('/api/orden_venta/?page_size=50', { headers: proveedor })
  ).json();
  const orden = (ordenes.results as { id: number; pedido: number }[]).find(
    (o) => o.pedido === pedido_id,
  );
  if (!orden) throw new Error('la compra no generó su orden de venta');
  const [punto] = (await (
    await request.get('/api/punto-retiro/', { headers: proveedor })
  ).json()) as { id: number }[];
  const manana = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const aprobar = await request.post('/api/orden_venta/aprobar/', {
    headers: proveedor,
    data: {
      orden_venta_id: orden.id,
      punto_retiro_id: punto?.id,
      fecha_retiro: `${manana}T10:00:00-03:00`,
    },
  });
  expect(aprobar.ok(), await aprobar.text()).toBeTruthy();
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
  return pedido_id;
}

test('cliente y transportista conversan en vivo: mensaje rápido, escrito y leído', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  const pedido = await pedidoConTransportista(request);
  const chofer = await token(request, 'transportista');

  await ingresar(page, 'cliente');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  // Desde el detalle del pedido.
  await page.goto(`/pedidos/${pedido}`);
  await page.getByRole('link', { name: 'Chat con el transportista' }).click();
  await expect(page).toHaveURL(`/pedidos/${pedido}/chat`);
  await page.evaluate(() => document.body.setAttribute('data-sin-recargar', 'si'));

  // Mensaje rápido de un toque.
  const rapido = page.getByRole('button', { name: 'Estoy en la dirección, lo espero.' });
  const caja = await rapido.boundingBox();
  expect(caja?.height ?? 0).toBeGreaterThanOrEqual(44);
  await rapido.click();
  await expect(
    page.getByTestId('mensaje-propio').filter({ hasText: 'Estoy en la dirección, lo espero.' }),
  ).toBeVisible();

  // El transportista responde (desde la API): llega en vivo, sin recargar.
  const respuesta = await request.post('/api/enviar-mensaje/', {
    headers: chofer,
    data: { data: { pedido, mensaje: 'Voy en camino, llego en 10 minutos.' } },
  });
  expect(respuesta.status()).toBe(201);
  await expect(
    page.getByTestId('mensaje-recibido').filter({ hasText: 'Voy en camino, llego en 10 minutos.' }),
  ).toBeVisible();

  // Un mensaje escrito; cuando el transportista lo lee, se marca leído en vivo.
  await page
    .getByRole('textbox', { name: 'Mensaje', exact: true })
    .fill('Perfecto, lo espero en el portón verde.');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  const escrito = page
    .getByTestId('mensaje-propio')
    .filter({ hasText: 'Perfecto, lo espero en el portón verde.' });
  await expect(escrito).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mensaje', exact: true })).toHaveValue('');
  const leidos = await (
    await request.get(`/api/chat/mensajes/${pedido}/10/1/`, { headers: chofer })
  ).json();
  expect((leidos.results as { mensaje: string }[]).map((m) => m.mensaje)).toContain(
    'Perfecto, lo espero en el portón verde.',
  );
  await expect(escrito.getByLabel('Leído')).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-sin-recargar', 'si');

  // A 390 px la caja de texto y el botón caben en la pantalla.
  const enviar = await page.getByRole('button', { name: 'Enviar mensaje' }).boundingBox();
  expect((enviar?.x ?? 0) + (enviar?.width ?? 0)).toBeLessThanOrEqual(390);
  await capturar(page, info, 'chat-pedido');
});
