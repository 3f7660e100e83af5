import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { capturar, ingresar } from './ayudas.js';
import { chapaDe, fichaPendiente, vehiculoPendiente } from './transportista-nuevo.js';

// Moderación desde el panel del administrador: un proveedor nuevo, un transportista nuevo con
// su vehículo y un producto pendiente se aprueban desde las pantallas y cada dueño recibe la
// notificación; luego la comisión de una categoría y el margen del proveedor, cambiados desde
// el panel, rigen en el próximo pedido. En el escritorio y a 390 px: el recorrido entero, con
// los diálogos de confirmación y el formulario del margen, también en el teléfono.

const CLAVE = 'clave-segura-123';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

type Auth = { authorization: string };

async function token(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<Auth> {
  const r = await request.post('/api/login/', { data: { username, password } });
  expect(r.ok(), await r.text()).toBeTruthy();
  return { authorization: `Token ${(await r.json()).token as string}` };
}

async function cuentaNueva(request: APIRequestContext, prefijo: string, nombre: string) {
  const username = `${prefijo}_${randomUUID().slice(0, 8)}`;
  const r = await request.post('/api/registro-cliente/', {
    data: {
      first_name: nombre,
      last_name: 'Prueba',
      email: `${username}@ejemplo.com.py`,
      username,
      password: CLAVE,
      nro_telefono: '0981123456',
    },
  });
  expect(r.status(), await r.text()).toBe(201);
  return { username, auth: await token(request, username, CLAVE) };
}

/** Proveedor recién registrado (pendiente), abierto todos los días. */
async function proveedorPendiente(request: APIRequestContext, nombre: string) {
  const c = await cuentaNueva(request, 'prov', 'Rosa');
  const ciudades = (await (await request.get('/api/ciudad/')).json()) as { id: number }[];
  const r = await request.post('/api/registro-fabricante/', {
    headers: c.auth,
    multipart: {
      nombre,
      nro_telefono: '0981 123 456',
      ruc: '80000005-6',
      razon_social: `${nombre} S.A.`,
      dias_apertura: '1,2,3,4,5,6,7',
      hora_apertura: '00:00',
      hora_cierre: '23:59',
      calle_principal: 'Avda. Mariscal López',
      ubicacion: '-25.2865,-57.6120',
      ciudad: String(ciudades[0]!.id),
      constancia_ruc: png('ruc.png'),
    },
  });
  expect(r.status(), await r.text()).toBe(201);
  const contrato = await request.post('/api/aceptar-contrato/', {
    headers: c.auth,
    data: { tipo: 20 },
  });
  expect(contrato.ok(), await contrato.text()).toBeTruthy();
  return { ...c, fabricanteId: (await r.json()).id as number };
}

/** Transportista con documentos y un vehículo, ambos sin aprobar. */
async function transportistaPendiente(request: APIRequestContext) {
  const c = await cuentaNueva(request, 'chofer', 'Aníbal');
  const contrato = await request.post('/api/aceptar-contrato/', {
    headers: c.auth,
    data: { tipo: 30 },
  });
  expect(contrato.ok(), await contrato.text()).toBeTruthy();
  const transportistaId = await fichaPendiente(request, c.auth);
  const tipos = (await (await request.get('/api/tipo-vehiculo/', { headers: c.auth })).json()) as {
    id: number;
  }[];
  const chapa = chapaDe('ADM', randomUUID());
  await vehiculoPendiente(request, c.auth, tipos[0]!.id, chapa);
  return { ...c, transportistaId, chapa };
}

async function tiposNotificacion(request: APIRequestContext, auth: Auth) {
  const lista = (await (await request.get('/api/notificaciones/', { headers: auth })).json()) as {
    tipo: string;
  }[];
  return lista.map((n) => n.tipo);
}

/** Confirma el diálogo de confirmación abierto. */
async function confirmarDialogo(page: Page, boton: string) {
  const dialogo = page.getByRole('dialog');
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('button', { name: boton, exact: true }).click();
  await expect(dialogo).toBeHidden();
}

/** Busca en una cola por nombre y abre la ficha. */
async function abrirDesdeCola(page: Page, ruta: string, busqueda: string, enlace: string | RegExp) {
  await page.goto(ruta);
  await page.getByRole('textbox', { name: /^Buscar/ }).fill(busqueda);
  await expect(page).toHaveURL(new RegExp(`search=`));
  await page.getByRole('link', { name: enlace }).first().click();
}

test('el administrador aprueba un proveedor, un transportista con su vehículo y un producto; comisión y margen rigen en el próximo pedido', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const sufijo = `${info.project.name}-${randomUUID().slice(0, 6)}`;
  const admin = await token(request, 'admin', 'demo1234');
  const nombreProveedor = `Almacén ${sufijo}`;
  const prov = await proveedorPendiente(request, nombreProveedor);
  const chofer = await transportistaPendiente(request);

  await ingresar(page, 'admin', 'demo1234');
  await expect(page).toHaveURL(/\/admin/);

  // 1. Proveedor: cola de pendientes → ficha → aprobar.
  await abrirDesdeCola(page, '/admin/proveedor/pendiente', nombreProveedor, nombreProveedor);
  await expect(page).toHaveURL(new RegExp(`/admin/proveedor/detail/${prov.fabricanteId}$`));
  await expect(page.getByText('Pendiente de aprobación')).toBeVisible();
  await page.getByRole('button', { name: 'Aprobar', exact: true }).click();
  await confirmarDialogo(page, 'Aprobar');
  await expect(page.getByText('Aprobado', { exact: true }).first()).toBeVisible();
  // El historial nombra el campo en español, con sus valores (no «aprobado false → true»).
  await expect(page.getByRole('row', { name: /^Aprobado\s+No\s+Sí$/ }).first()).toBeVisible();
  await expect(page.getByText('Aprobación', { exact: true })).toBeVisible();
  // Quién aprobó, por su nombre y no por su número de usuario.
  await expect(page.getByRole('row', { name: /^Aprobado por\s+—\s+[^#\s]/ })).toBeVisible();
  await capturar(page, info, 'admin-proveedor-detalle');
  expect(await tiposNotificacion(request, prov.auth)).toContain('proveedor_aprobado');

  // 2. Un producto del proveedor (pendiente) en una categoría propia de esta prueba.
  const categoria = await request.post('/api/categoria/', {
    headers: admin,
    multipart: { nombre: `Categoría ${sufijo}`, comision: '10' },
  });
  expect(categoria.status(), await categoria.text()).toBe(201);
  const categoriaId = (await categoria.json()).id as number;
  const nombreProducto = `Yerba ${sufijo}`;
  const alta = await request.post('/api/producto/', {
    headers: prov.auth,
    multipart: {
      nombre: nombreProducto,
      precio: '50000',
      cantidad_disponible: '50',
      categoria: String(categoriaId),
    },
  });
  expect(alta.status(), await alta.text()).toBe(201);
  const productoId = (await alta.json()).id as number;

  await abrirDesdeCola(page, '/admin/producto/pendiente', nombreProducto, nombreProducto);
  await expect(page).toHaveURL(new RegExp(`/admin/producto/detail/${productoId}$`));
  await capturar(page, info, 'admin-producto-detalle');
  await page.getByRole('button', { name: 'Aprobar', exact: true }).click();
  await confirmarDialogo(page, 'Aprobar');
  await expect(page.getByText('Aprobado', { exact: true }).first()).toBeVisible();
  // El historial nombra el campo en español, con sus valores (no «aprobado false → true»).
  await expect(page.getByRole('row', { name: /^Aprobado\s+No\s+Sí$/ }).first()).toBeVisible();
  expect(await tiposNotificacion(request, prov.auth)).toContain('producto_aprobado');

  // 3. Transportista y su vehículo, desde la cola y la ficha.
  await page.goto('/admin/transportista/pendiente');
  await expect(page.getByRole('heading', { name: 'Transportistas' })).toBeVisible();
  await capturar(page, info, 'admin-cola-transportistas');
  await page.goto(`/admin/transportista/detail/${chofer.transportistaId}`);
  // La ficha se titula con el nombre de su cuenta.
  await expect(page.getByRole('heading', { name: 'Aníbal Prueba' })).toBeVisible();
  await page.getByRole('button', { name: 'Aprobar', exact: true }).click();
  await confirmarDialogo(page, 'Aprobar');
  await expect(page.getByText('Aprobado', { exact: true }).first()).toBeVisible();
  // El vehículo, desde su cola (búsqueda por chapa en la URL).
  await page.goto(`/admin/vehiculo/pendiente?search=${chofer.chapa}`);
  await page.getByRole('button', { name: `Aprobar ${chofer.chapa}` }).click();
  await confirmarDialogo(page, 'Aprobar');
  await expect(page.getByText(`Nada coincide con «${chofer.chapa}».`)).toBeVisible();
  await page.goto(`/admin/vehiculo/moderado?search=${chofer.chapa}`);
  await expect(page.getByText(chofer.chapa)).toBeVisible();
  // Su transportista, por su nombre y con el enlace a su ficha.
  await expect(page.getByRole('link', { name: 'Aníbal Prueba' })).toHaveAttribute(
    'href',
    `/admin/transportista/detail/${chofer.transportistaId}`,
  );
  const avisosChofer = await tiposNotificacion(request, chofer.auth);
  expect(avisosChofer).toContain('transportista_aprobado');
  expect(avisosChofer).toContain('vehiculo_aprobado');

  // 4. El proveedor ve en su panel el aviso de la aprobación.
  const paginaProveedor = await page
    .context()
    .browser()!
    .newPage({ viewport: page.viewportSize()! });
  await ingresar(paginaProveedor, prov.username, CLAVE);
  await expect(paginaProveedor).not.toHaveURL(/\/login$/);
  await paginaProveedor.goto('/proveedor/notificaciones');
  await expect(paginaProveedor.getByText(/aprob/i).first()).toBeVisible();
  await paginaProveedor.close();

  // 5. Comisión de la categoría (al 8 %) desde el árbol de categorías.
  await page.goto('/admin/categoria');
  await page.getByRole('button', { name: `Editar Categoría ${sufijo}` }).click();
  const dialogo = page.getByRole('dialog');
  await dialogo.getByRole('textbox', { name: /Comisión/ }).fill('8');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo).toBeHidden();
  await expect(
    page.getByRole('listitem', { name: `Categoría ${sufijo}` }).getByText('Comisión 8 %'),
  ).toBeVisible();

  const cliente = await token(request, 'cliente', 'demo1234');
  async function comisionDelProximoPedido(): Promise<number> {
    const comprar = (monto: number) =>
      request.post('/api/single-buy/', {
        headers: cliente,
        data: {
          medio_pago: -1,
          delivery: false,
          productos: [{ producto: productoId, cantidad: 2 }],
          monto,
        },
      });
    let compra = await comprar(100000);
    if (compra.status() === 409) compra = await comprar((await compra.json()).monto as number);
    expect(compra.ok(), await compra.text()).toBeTruthy();
    const pedido = (await compra.json()).pedido_id as number;
    const ordenes = (await (
      await request.get('/api/orden_venta/?page=1&page_size=50', { headers: prov.auth })
    ).json()) as { results: { pedido: number; comision: number }[] };
    const orden = ordenes.results.find((o) => o.pedido === pedido);
    expect(orden, 'el pedido pagado generó la orden del proveedor').toBeTruthy();
    return orden!.comision;
  }
  expect(await comisionDelProximoPedido()).toBe(8000);

  // 6. Margen del proveedor (5 %): reemplaza la comisión de la categoría en el próximo pedido.
  await page.goto(`/admin/margenes?fabricante=${prov.fabricanteId}`);
  await expect(page.getByText('Sin márgenes propios')).toBeVisible();
  // El proveedor de la URL figura con su nombre aunque no esté entre los primeros de la búsqueda.
  await expect(page.getByRole('combobox', { name: 'Proveedor' })).toHaveValue(nombreProveedor);
  await page.getByRole('textbox', { name: 'Margen (%)' }).fill('5');
  await page.getByRole('button', { name: 'Guardar margen' }).click();
  await expect(page.getByRole('cell', { name: '5 %' }).first()).toBeVisible();
  // En el historial, el margen con su etiqueta y en porcentaje.
  await expect(
    page.getByRole('listitem').getByRole('row', { name: /^Margen\s+—\s+5 %$/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('listitem').getByRole('row', { name: `Proveedor — ${nombreProveedor}` }),
  ).toBeVisible();
  await capturar(page, info, 'admin-margenes');
  expect(await comisionDelProximoPedido()).toBe(5000);
});
