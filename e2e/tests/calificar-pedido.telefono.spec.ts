import { expect, test, type APIRequestContext } from '@playwright/test';
import { CLAVE_DEMO, capturar, ingresar } from './ayudas.js';

// Después de la entrega, a 390 px: el cliente demo califica al transportista, al proveedor y al
// producto de su pedido entregado (sembrado por la demo) y los promedios cambian.

async function encabezado(request: APIRequestContext, username: string) {
  const r = await request.post('/api/login/', { data: { username, password: CLAVE_DEMO } });
  expect(r.ok()).toBeTruthy();
  return { authorization: `Token ${(await r.json()).token as string}` };
}

interface Calificable {
  id_calificar: number;
  tipo_calificacion: 10 | 20 | 30;
  nombre: string;
}

test('el cliente califica transportista, proveedor y producto y los promedios cambian', async ({
  page,
  request,
}, info) => {
  const [cliente, admin] = await Promise.all([
    encabezado(request, 'cliente'),
    encabezado(request, 'admin'),
  ]);
  const pedidos = await (
    await request.get('/api/pedido/?estado=40&page_size=50', { headers: cliente })
  ).json();
  const entregados = pedidos.results as { id: number; estado: number }[];
  let pedido: number | undefined;
  let pendientes: Calificable[] = [];
  for (const p of entregados.filter((x) => x.estado === 40)) {
    pendientes = await (
      await request.get(`/api/calificaciones-pendientes/?pedido_id=${p.id}`, { headers: cliente })
    ).json();
    if (pendientes.length > 0) {
      pedido = p.id;
      break;
    }
  }
  if (pedido === undefined) throw new Error('la demo no tiene un pedido entregado sin calificar');
  const tipos = new Set(pendientes.map((c) => c.tipo_calificacion));
  expect([...tipos].sort()).toEqual([10, 20, 30]);

  const promedio = async (c: Calificable) =>
    (await (
      await request.get(
        `/api/obtener-calificaciones/?id=${c.id_calificar}&tipo=${c.tipo_calificacion}`,
        {
          headers: admin,
        },
      )
    ).json()) as { rating: number; ratings: number };
  const antes = await Promise.all(pendientes.map(promedio));

  await ingresar(page, 'cliente');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto(`/pedidos/${pedido}`);
  const seccion = page.getByRole('region', { name: 'Califique su pedido' });
  await expect(seccion).toBeVisible();
  await capturar(page, info, 'calificar-pedido');

  // Cada uno con sus estrellas; el botón espera hasta que se elija una.
  for (const c of pendientes) {
    const tarjeta = seccion.getByTestId(`calificar-${c.tipo_calificacion}-${c.id_calificar}`);
    const enviar = tarjeta.getByRole('button', { name: 'Enviar calificación' });
    await expect(enviar).toBeDisabled();
    const estrellas = c.tipo_calificacion === 30 ? 5 : 4;
    await tarjeta.locator(`input[value="${estrellas}"] + label`).click();
    if (c.tipo_calificacion === 10) {
      await tarjeta.getByLabel('Comentario (opcional)').fill('Llegó bien envuelto, muy fresco.');
    }
    await enviar.click();
    await expect(tarjeta).toBeHidden();
  }
  await expect(page.getByText('¡Gracias por calificar!')).toBeVisible();

  const despues = await Promise.all(pendientes.map(promedio));
  pendientes.forEach((c, i) => {
    const estrellas = c.tipo_calificacion === 30 ? 5 : 4;
    const previo = antes[i]!;
    expect(despues[i]!.ratings).toBe(previo.ratings + 1);
    const esperado = (previo.rating * previo.ratings + estrellas) / (previo.ratings + 1);
    expect(despues[i]!.rating).toBeCloseTo(esperado, 1);
  });

  // Calificar otra vez lo mismo se rechaza; el comentario del producto aparece en su ficha.
  const producto = pendientes.find((c) => c.tipo_calificacion === 10)!;
  const repetida = await request.post('/api/calificar/', {
    headers: cliente,
    data: {
      pedido_id: pedido,
      tipo_calificacion: 10,
      id_calificar: producto.id_calificar,
      calificacion: 1,
    },
  });
  expect(repetida.status()).toBe(409);
  await page.goto(`/producto/${producto.id_calificar}`);
  await expect(page.getByText('Llegó bien envuelto, muy fresco.')).toBeVisible();
});
