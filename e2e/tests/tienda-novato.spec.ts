import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { capturar, fechaEnAsuncion, ingresar, violacionesGraves } from './ayudas.js';

// La tienda como la prueba un cliente nuevo (issue 17, puntos 1 a 10), en el teléfono (390 px)
// y en el escritorio, más la revisión de accesibilidad con axe-core.

interface Tarjeta {
  id: number;
  nombre: string;
  no_apto_menores: boolean;
  cantidad_disponible: number;
  tiene_variantes: boolean;
  precio_mayorista: number | null;
}

const FECHA = /\b\d{2}\/\d{2}\/\d{4}\b/;
/** Formas de tú o de vos: la app le habla al usuario de usted. */
const TUTEO =
  /\b(tu|tus|te|vos|podés|tenés|querés|puedes|tienes|quieres|agregá|ingresá|elegí|comprá|completá|cargá|revisá|probá|elige|agrega|ingresa tu)\b/i;

async function buscarProductos(request: APIRequestContext, texto: string): Promise<Tarjeta[]> {
  const r = await request.get(`/api/producto_buscador/?search=${texto}&page_size=50`);
  expect(r.ok()).toBe(true);
  return (await r.json()).results as Tarjeta[];
}

/** Un producto sin variantes, con stock y sin restricción de edad. */
async function productoSimple(request: APIRequestContext): Promise<Tarjeta> {
  const p = (await buscarProductos(request, 'cafe')).find(
    (t) => !t.tiene_variantes && !t.no_apto_menores && t.cantidad_disponible > 5,
  );
  expect(p, 'la demo tiene café sin variantes').toBeDefined();
  return p!;
}

async function registrarCliente(request: APIRequestContext): Promise<string> {
  const usuario = `novato${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const r = await request.post('/api/registro-cliente/', {
    data: {
      first_name: 'Cliente',
      last_name: 'Novato',
      email: `${usuario}@ejemplo.com.py`,
      username: usuario,
      password: 'clave-novato-1',
      nro_telefono: `0982${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
    },
  });
  expect(r.ok(), await r.text()).toBe(true);
  return usuario;
}

/** Sin violaciones serias ni críticas de WCAG 2.1 A/AA, y cada campo con su nombre accesible. */
async function revisarAccesibilidad(page: Page, pantalla: string): Promise<void> {
  expect(await violacionesGraves(page), pantalla).toEqual([]);
  const campos = page.locator('input:visible, select:visible, textarea:visible');
  for (const campo of await campos.all()) {
    await expect(campo, pantalla).toHaveAccessibleName(/\S/);
  }
}

async function textoVisible(page: Page): Promise<string> {
  return page.locator('body').innerText();
}

test('cabecera con carrito y buscador, "Ver carrito", envío estimado y objetivos táctiles (puntos 1, 2, 6)', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const producto = await productoSimple(request);
  await page.goto(`/producto/${producto.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(producto.nombre);

  // 1: el carrito con su cantidad y el buscador están en la cabecera, también a 390 px.
  const carrito = page.getByTestId('carrito-cabecera');
  await expect(carrito).toBeVisible();
  await expect(carrito).toHaveAccessibleName('Carrito, 0 productos');
  const cabecera = page.locator('header');
  await expect(
    cabecera
      .getByRole('combobox', { name: 'Buscar productos' })
      .or(cabecera.getByRole('textbox', { name: 'Buscar productos' })),
  ).toBeVisible();

  // 2: en el producto, el envío mínimo y la fecha estimada antes de comprar.
  await expect(page.getByTestId('estimacion-envio')).toContainText(/Envío desde Gs\. [\d.]+/);
  await expect(page.getByTestId('estimacion-envio')).toContainText(FECHA);

  // 6: − y + miden al menos 44 × 44 px.
  for (const nombre of ['Sumar uno a cantidad', 'Restar uno a cantidad']) {
    const caja = await page.getByRole('button', { name: nombre }).boundingBox();
    expect(caja?.width).toBeGreaterThanOrEqual(44);
    expect(caja?.height).toBeGreaterThanOrEqual(44);
  }
  await page.getByRole('button', { name: 'Sumar uno a cantidad' }).click();
  await expect(page.getByRole('textbox', { name: 'Cantidad' })).toHaveValue('2');

  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByText('Producto agregado al carrito')).toBeVisible();
  await expect(carrito).toHaveAccessibleName('Carrito, 2 productos');
  await expect(page.getByTestId('cantidad-carrito')).toHaveText('2');
  await capturar(page, info, 'novato-producto');
  await page.getByRole('button', { name: 'Ver carrito' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/carrito');

  // 2: en el carrito, el envío estimado además del total de productos.
  await expect(page.getByTestId('estimacion-envio')).toContainText(/Envío desde Gs\. [\d.]+/);
  await expect(page.getByTestId('estimacion-envio')).toContainText(FECHA);
  // 6: también en el carrito (cantidad y quitar).
  for (const boton of [
    page.getByRole('button', { name: `Sumar uno a cantidad de ${producto.nombre}`, exact: false }),
    page.getByRole('button', { name: `Quitar ${producto.nombre}` }),
  ]) {
    const caja = await boton.boundingBox();
    expect(caja?.width).toBeGreaterThanOrEqual(44);
    expect(caja?.height).toBeGreaterThanOrEqual(44);
  }
  await capturar(page, info, 'novato-carrito');
});

test('"Continuar con la compra" sin sesión vuelve al checkout después de ingresar; fechas DD/MM/AAAA (puntos 3, 8)', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const producto = await productoSimple(request);
  const usuario = await registrarCliente(request);
  await page.goto(`/producto/${producto.id}`);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByText('Producto agregado al carrito')).toBeVisible();
  await page.goto('/carrito');

  // 8: el horario de entrega del carrito se muestra y se elige como DD/MM/AAAA HH:mm.
  await page.getByText('Con horario').click();
  await expect(page.getByRole('button', { name: 'Desde' })).toContainText('DD/MM/AAAA HH:mm');

  await page.getByRole('link', { name: 'Continuar con la compra' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await page.getByLabel('Usuario o correo electrónico').fill(usuario);
  await page.getByLabel(/^Contraseña/).fill('clave-novato-1');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  // 3: vuelve a donde estaba, no a la portada.
  await expect(page).toHaveURL((url) => url.pathname === '/checkout');
  await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();

  // 8: la fecha de entrega se escribe y se muestra día/mes/año (el 05/12 es diciembre).
  await page.getByLabel('Entrega en un horario (por defecto, sin horario)').check();
  const fecha = page.getByRole('textbox', { name: 'Fecha' });
  await expect(fecha).toHaveAttribute('placeholder', 'DD/MM/AAAA');
  await fecha.fill('05/12/2030');
  await fecha.blur();
  await expect(fecha).toHaveValue('05/12/2030');
  // Se lee entera, sin recortes, también a 390 px.
  expect(await fecha.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  await capturar(page, info, 'novato-checkout');
  await revisarAccesibilidad(page, 'checkout');
  expect(await textoVisible(page)).not.toMatch(TUTEO);

  await page.goto('/pedidos');
  await expect(page.getByRole('heading', { name: 'Mis pedidos' })).toBeVisible();
  await revisarAccesibilidad(page, 'pedidos');
});

test('/buscar?q= busca y deja el texto en la caja (punto 4)', async ({ page }, info) => {
  await page.goto('/buscar?q=yerba');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para "yerba"');
  await expect(page.getByLabel('Buscar productos').first()).toHaveValue('yerba');
  await expect(page.getByTestId('tarjeta-producto').first()).toContainText(/Yerba/);
  await capturar(page, info, 'novato-buscar');
  await revisarAccesibilidad(page, 'búsqueda');
  // Una búsqueda nueva reemplaza a `q`.
  await page.getByLabel('Buscar productos').first().fill('cafe');
  await page.getByLabel('Buscar productos').first().press('Enter');
  await expect(page).toHaveURL(/search=cafe/);
  await expect(page).not.toHaveURL(/[?&]q=/);
});

test('las presentaciones y las variantes se distinguen y los precios no se cortan (punto 5)', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  // Tarjetas: "Yerba … 500 g" y "Yerba … 1 kg" muestran el nombre entero.
  const pajarito = (await buscarProductos(request, 'pajarito')).filter((t) =>
    t.nombre.startsWith('Yerba mate Pajarito'),
  );
  expect(pajarito.length).toBeGreaterThanOrEqual(2);
  await page.goto('/buscar?search=pajarito');
  for (const p of pajarito) {
    const tarjeta = page.getByTestId('tarjeta-producto').filter({ hasText: p.nombre });
    const nombre = tarjeta.getByTestId('nombre-tarjeta');
    await expect(nombre).toHaveText(p.nombre);
    expect(await nombre.evaluate((e) => e.scrollHeight <= e.clientHeight + 1)).toBe(true);
  }

  // Carrito: dos variantes del mismo producto, cada una con su color y talle a la vista.
  const remera = (await buscarProductos(request, 'remera')).find((t) => t.tiene_variantes);
  expect(remera).toBeDefined();
  const detalle = await (await request.get(`/api/producto/${remera!.id}/`)).json();
  const variantes = (detalle.variantes as { id: number; cantidad_disponible: number }[])
    .filter((v) => v.cantidad_disponible > 0)
    .slice(0, 2);
  expect(variantes).toHaveLength(2);
  await page.goto('/carrito');
  await page.evaluate(() => {
    document.cookie = `nemu_carrito=${crypto.randomUUID()}; path=/`;
  });
  for (const v of variantes) {
    const r = await page.request.post('/api/carrito/', {
      data: { producto_id: remera!.id, variante: v.id, cantidad: 1 },
    });
    expect(r.ok(), await r.text()).toBe(true);
  }
  await page.reload();
  const lineas = page.getByTestId('linea-carrito').filter({ hasText: remera!.nombre });
  await expect(lineas).toHaveCount(2);
  const textos = await lineas.getByTestId('variante-linea').allTextContents();
  expect(textos).toHaveLength(2);
  expect(textos[0]).not.toBe(textos[1]);
  for (const linea of await lineas.all()) {
    await expect(linea.getByTestId('variante-linea')).toBeVisible();
    const total = linea.getByTestId('total-linea');
    await expect(total).toHaveText(/^Gs\. [\d.]+$/);
    const renglones = await total.evaluate(
      (e) => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight),
    );
    expect(renglones).toBeLessThan(1.5);
  }
  await capturar(page, info, 'novato-carrito-variantes');
  await revisarAccesibilidad(page, 'carrito');
});

test('el estado de una orden del proveedor se lee entero (punto 5)', async ({ page }) => {
  await page.route(/\/api\/orden_venta\/\?/, (ruta) =>
    ruta.fulfill({
      json: {
        count: 1,
        next: null,
        previous: null,
        results: [
          {
            id: 9001,
            pedido: 77,
            fabricante: 1,
            estado: 20,
            estado_nombre: 'Confirmado',
            estado_ruteo: 0,
            estado_ruteo_nombre: 'Sin ruta',
            total: 1_234_500,
            comision: 0,
            punto_retiro: null,
            fecha_retiro: null,
            fecha: '2026-11-20T13:00:00Z',
            cliente: 'María Auxiliadora Benítez de los Santos',
            direccion: null,
            delivery: true,
            fecha_entrega: null,
            motivo_ruteo: '',
            codigo_retiro: '',
          },
        ],
      },
    }),
  );
  await ingresar(page, 'proveedor');
  await expect(page).toHaveURL((url) => url.pathname === '/proveedor');
  await page.goto('/proveedor/pedidos/todo');
  const estado = page.getByTestId('estado-orden');
  await expect(estado).toHaveText('Confirmado');
  const etiqueta = estado.locator('.mantine-Badge-label');
  expect(await etiqueta.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  await expect(page.getByText('Gs. 1.234.500')).toBeVisible();
});

test('en «Mis pedidos» el estado se lee entero junto a un producto de nombre largo (punto 5)', async ({
  page,
}) => {
  const nombreLargo = 'Leche entera deslactosada Trébol Pack 12 × 1 L';
  // Los pedidos del cliente demo, con un nombre largo en el primero y un estado de dos palabras.
  await page.route(/\/api\/pedido\/\?/, async (ruta) => {
    const respuesta = await ruta.fetch();
    const pagina = await respuesta.json();
    const [primero] = pagina.results;
    primero.estado_nombre = 'En proceso';
    primero.productos = primero.productos
      .slice(0, 1)
      .map((l: object) => ({ ...l, nombre: nombreLargo }));
    await ruta.fulfill({ response: respuesta, json: pagina });
  });
  await ingresar(page, 'cliente');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/pedidos');
  const tarjeta = page.getByRole('link', { name: /^Pedido \d+$/ }).first();
  await expect(tarjeta).toContainText(nombreLargo);
  await expect(tarjeta).toContainText('En proceso');
  const etiqueta = tarjeta.locator('.mantine-Badge-label').last();
  expect(await etiqueta.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
});

test('un proveedor cerrado dice cuándo abre (punto 7)', async ({ page, request }) => {
  const producto = await productoSimple(request);
  // Mañana a las 07:00 en Asunción (UTC−3 todo el año desde 2024).
  const manana = fechaEnAsuncion(1);
  const abre = new Date(`${manana}T07:00:00-03:00`).toISOString();
  await page.route(new RegExp(`/api/producto/${producto.id}/`), async (ruta) => {
    const real = await ruta.fetch();
    const cuerpo = await real.json();
    cuerpo.fabricante_detalle = {
      ...cuerpo.fabricante_detalle,
      abierto: false,
      estado_apertura: 'Cerrado',
      proxima_apertura: abre,
    };
    await ruta.fulfill({ response: real, json: cuerpo });
  });
  await page.goto(`/producto/${producto.id}`);
  await expect(page.getByText('Cerrado', { exact: true })).toBeVisible();
  await expect(page.getByTestId('proxima-apertura')).toHaveText('Abre mañana 07:00');
});

test('preguntas frecuentes, B2B y privacidad enlazadas desde el pie o el menú (punto 9)', async ({
  page,
}, info) => {
  await page.goto('/');
  const destinos = [
    ['Preguntas frecuentes', '/preguntas_frecuentes'],
    ['Ventas a empresas (B2B)', '/B2B'],
    ['Política de privacidad', '/privacidad'],
  ] as const;
  for (const [nombre, ruta] of destinos) {
    if (info.project.name === 'telefono') {
      await page.getByRole('button', { name: 'Abrir el menú' }).click();
      await page
        .getByRole('navigation', { name: 'Información' })
        .getByRole('link', { name: nombre })
        .click();
    } else {
      await page.locator('footer').getByRole('link', { name: nombre }).click();
    }
    await expect(page).toHaveURL((url) => url.pathname === ruta);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await textoVisible(page)).not.toMatch(TUTEO);
  }
});

test('un solo registro (usted) y "Compra mejorada" explicada donde se ofrece (punto 10); accesibilidad y foco visible', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.getByTestId('promo-inicio')).toBeVisible();
  await capturar(page, info, 'novato-inicio');
  expect(await textoVisible(page)).not.toMatch(TUTEO);
  await revisarAccesibilidad(page, 'inicio');

  // El foco del teclado se ve.
  await page.keyboard.press('Tab');
  const contorno = await page.evaluate(() => {
    const e = document.activeElement;
    if (!e || e === document.body) return null;
    const s = getComputedStyle(e);
    return { estilo: s.outlineStyle, ancho: parseFloat(s.outlineWidth), sombra: s.boxShadow };
  });
  expect(contorno).not.toBeNull();
  expect(contorno!.estilo !== 'none' && contorno!.ancho > 0).toBe(true);

  const mayorista = (await buscarProductos(request, 'yerba'))
    .concat(await buscarProductos(request, 'cafe'))
    .find((t) => t.precio_mayorista !== null && !t.no_apto_menores);
  expect(mayorista, 'la demo ofrece precio mayorista').toBeDefined();
  await page.goto(`/producto/${mayorista!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(mayorista!.nombre);
  await expect(page.getByText(/^Compra mejorada: Gs\. [\d.]+ c\/u$/)).toBeVisible();
  await expect(page.getByText(/^Precio mayorista al llevar \d+ unidades o más\.$/)).toBeVisible();
  expect(await textoVisible(page)).not.toMatch(TUTEO);
  await revisarAccesibilidad(page, 'producto');

  const variante = page.getByText(/ · Gs\./).first();
  if (await variante.isVisible()) await variante.click();
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByText('Producto agregado al carrito')).toBeVisible();
  await page.goto('/carrito');
  await expect(page.getByText('Compra mejorada', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/Pague el precio mayorista en los productos que lo ofrecen/),
  ).toBeVisible();
  expect(await textoVisible(page)).not.toMatch(TUTEO);
  await revisarAccesibilidad(page, 'carrito');
});
