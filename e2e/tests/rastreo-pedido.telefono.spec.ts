import { expect, test, type Page } from '@playwright/test';
import { capturar, ingresar, violacionesGraves } from './ayudas.js';
import { clienteNuevo } from './cliente-nuevo.js';
import { comprarADomicilio, confirmarOrden, ordenDe } from './pedido-api.js';
import { tokenDe, transportistaNuevo } from './transportista-nuevo.js';

// Seguimiento a 390 px: el pedido de un cliente nuevo va de pagado a entregado mientras la página
// de seguimiento muestra al transportista moverse en vivo. El lado del transportista (uno nuevo,
// aprobado por el administrador demo) y del proveedor se maneja por la API.

/** El atributo `d` del círculo del transportista (cambia cuando se mueve). */
const trazoTransportista = (page: Page) =>
  page.locator('path.marcador-transportista').getAttribute('d');

test('el cliente sigue su pedido en el mapa de pagado a entregado', async ({ page, request }) => {
  test.setTimeout(300_000);
  const comprador = await clienteNuevo(request, { nombre: 'Rastreo' });
  const proveedor = await tokenDe(request, 'proveedor');
  const admin = await tokenDe(request, 'admin');
  const chofer = await transportistaNuevo(request, admin, 'Rastreo');
  const pedido = await comprarADomicilio(request, comprador.cabeceras, proveedor);

  // Pagado: todavía no va en camino, el PIN ya se ve.
  await ingresar(page, comprador.usuario, comprador.clave);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto(`/pedidos/${pedido}`);
  await page.getByRole('link', { name: 'Rastrear pedido' }).click();
  await expect(page).toHaveURL(`/pedido/rastreo/${pedido}`);
  await expect(
    page.getByRole('heading', { name: `Seguimiento del pedido N.º ${pedido}` }),
  ).toBeVisible();
  await expect(page.getByTestId('aun-no-en-camino')).toBeVisible();
  await expect(page.getByTestId('paso-pagado')).toHaveAttribute('data-hecho', 'true');
  await expect(page.getByTestId('paso-retirado')).toHaveAttribute('data-hecho', 'false');
  const pin = (await page.getByTestId('pin-entrega').textContent())?.trim() ?? '';
  expect(pin).toMatch(/^\d{4,6}$/);
  await page.evaluate(() => document.body.setAttribute('data-sin-recargar', 'si'));

  // El proveedor confirma, el administrador rutea, el transportista nuevo acepta y empieza.
  const orden = await confirmarOrden(request, proveedor, pedido);
  const ruteo = await request.post('/api/ruteo-ordenes-venta/', {
    headers: admin,
    data: { ordenes_venta: [orden.id] },
    timeout: 90_000,
  });
  expect(ruteo.ok(), await ruteo.text()).toBeTruthy();
  await request.post('/api/conexion-transportista/', {
    headers: chofer.cabeceras,
    data: { ubicacion: '-25.2800,-57.6300' },
  });
  let oportunidad: number | undefined;
  await expect
    .poll(
      async () => {
        const ops = await (
          await request.get('/api/oportunidades/', { headers: chofer.cabeceras })
        ).json();
        oportunidad = (ops.results as { id: number; hoja_ruta: { pedidos: number[] } }[]).find(
          (o) => o.hoja_ruta.pedidos.includes(pedido),
        )?.id;
        return oportunidad;
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBeDefined();
  const aceptar = await request.post('/api/aceptar-ruta/', {
    headers: chofer.cabeceras,
    data: { oportunidad_id: oportunidad },
  });
  expect(aceptar.ok(), await aceptar.text()).toBeTruthy();
  const hoja = (await (
    await request.get('/api/hoja-ruta-activa/', { headers: chofer.cabeceras })
  ).json()) as {
    id: number;
    itinerarios: { id: number; tipo: number; ubicacion: string | null; pedidos: number[] }[];
  };
  const empezar = await request.post('/api/empezar-ruta/', {
    headers: chofer.cabeceras,
    data: { ruta_id: hoja.id, vehiculo_id: chofer.vehiculoId },
  });
  expect(empezar.ok(), await empezar.text()).toBeTruthy();

  // Retiro con el código que el proveedor ve en su orden: el pedido sale en camino (en vivo).
  const retiro = hoja.itinerarios.find((i) => i.tipo === 20);
  const entrega = hoja.itinerarios.find((i) => i.tipo === 10 && i.pedidos.includes(pedido));
  if (!retiro || !entrega?.ubicacion) throw new Error('la hoja no tiene retiro y entrega');
  const { codigo_retiro } = await ordenDe(request, proveedor, pedido);
  expect(codigo_retiro).toMatch(/^\d{6}$/);
  await request.post('/api/rastreo-usuario/', {
    headers: chofer.cabeceras,
    data: { ubicacion: '-25.2900,-57.6200' },
  });
  const retirar = await request.post('/api/ejecutar-itinerario/', {
    headers: chofer.cabeceras,
    data: { itinerario_id: retiro.id, pincode: codigo_retiro },
  });
  expect(retirar.ok(), await retirar.text()).toBeTruthy();
  await expect(page.getByTestId('paso-en_camino')).toHaveAttribute('data-hecho', 'true');
  await expect(page.getByTestId('paso-retirado')).toHaveAttribute('data-hecho', 'true');
  await expect(page.getByTestId('mapa-rastreo')).toBeVisible();
  await expect(page.locator('path.marcador-transportista')).toBeVisible();
  await expect(page.locator('path.marcador-destino')).toBeVisible();
  await expect(page.getByTestId('eta')).toHaveText(/^\d{2}:\d{2}$/);

  // El transportista avanza hacia la entrega: el círculo se mueve sin recargar.
  const [latDestino, lngDestino] = entrega.ubicacion.split(',').map(Number) as [number, number];
  let trazo = await trazoTransportista(page);
  for (const f of [0.4, 0.8]) {
    const lat = -25.29 + (latDestino + 25.29) * f;
    const lng = -57.62 + (lngDestino + 57.62) * f;
    const pos = await request.post('/api/rastreo-usuario/', {
      headers: chofer.cabeceras,
      data: { ubicacion: `${lat.toFixed(6)},${lng.toFixed(6)}` },
    });
    expect(await pos.json()).toEqual({ guardada: true });
    await expect.poll(() => trazoTransportista(page)).not.toBe(trazo);
    trazo = await trazoTransportista(page);
  }
  await capturar(page, test.info(), 'seguimiento-mapa');
  expect(await violacionesGraves(page), 'seguimiento en camino').toEqual([]);

  // Entrega con el PIN que el cliente ve en pantalla.
  const entregar = await request.post('/api/ejecutar-itinerario/', {
    headers: chofer.cabeceras,
    data: { itinerario_id: entrega.id, pincode: pin },
  });
  expect(entregar.ok(), await entregar.text()).toBeTruthy();
  await expect(page.getByText('Pedido entregado')).toBeVisible();
  await expect(page.getByTestId('paso-entregado')).toHaveAttribute('data-hecho', 'true');
  await expect(page.getByTestId('mapa-rastreo')).toBeHidden();
  await expect(page.locator('body')).toHaveAttribute('data-sin-recargar', 'si');

  // Chat del pedido a un toque (≥ 44 px).
  const chat = page.getByRole('link', { name: 'Chat del pedido' });
  expect((await chat.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await capturar(page, test.info(), 'seguimiento-entregado');
  expect(await violacionesGraves(page), 'seguimiento entregado').toEqual([]);
});
