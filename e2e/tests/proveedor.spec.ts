import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { capturar } from './ayudas.js';

// Una foto PNG de 2×2 píxeles (la web la comprime y el servidor la re-codifica).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const CLAVE = 'clave-segura-123';

async function registrarCliente(request: APIRequestContext, sufijo: string) {
  const username = `nuevo_${sufijo}`;
  const r = await request.post('/api/registro-cliente/', {
    data: {
      first_name: 'Rosa',
      last_name: 'Benítez',
      email: `${username}@ejemplo.com.py`,
      username,
      password: CLAVE,
      nro_telefono: '0981123456',
    },
  });
  expect(r.ok(), await r.text()).toBeTruthy();
  return { username, email: `${username}@ejemplo.com.py` };
}

async function token(request: APIRequestContext, username: string, password: string) {
  const r = await request.post('/api/login/', { data: { username, password } });
  expect(r.ok()).toBeTruthy();
  return `Token ${(await r.json()).token as string}`;
}

async function ingresar(page: Page, usuario: string, clave: string) {
  await page.goto('/login');
  await page.getByLabel('Usuario o correo electrónico').fill(usuario);
  await page.getByLabel(/^Contraseña/).fill(clave);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

async function xlsx(filas: number, sufijo: string): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('productos');
  hoja.addRow([
    'nombre',
    'descripcion',
    'precio',
    'precio_mayorista',
    'cantidad_disponible',
    'categoria',
    'no_apto_menores',
  ]);
  for (let i = 1; i <= filas; i++)
    hoja.addRow([`Importado ${sufijo} ${i}`, 'Desde Excel', 10000 + i * 100, '', 5, '', 'no']);
  return Buffer.from(await libro.xlsx.writeBuffer());
}

test('un proveedor nuevo se registra, es aprobado, carga su catálogo, su staff y recibe una orden en el panel', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const sufijo = `${info.project.name}_${Date.now()}`;
  const nuevo = await registrarCliente(request, sufijo);
  const colega = await registrarCliente(request, `colega_${sufijo}`);

  // 1. Registro de la empresa desde /proveedor.
  await ingresar(page, nuevo.username, CLAVE);
  await page.goto('/proveedor');
  await expect(page.getByRole('heading', { name: 'Venda en Ñemu' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre comercial' }).fill(`Chipería ${sufijo}`);
  await page.getByRole('textbox', { name: 'Razón social' }).fill('Chipería Doña Rosa S.A.');
  await page.getByRole('textbox', { name: 'RUC' }).fill('80000005-6');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('0981 123 456');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'ruc.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('textbox', { name: 'Calle principal' }).fill('Avda. Mariscal López');
  await page.getByRole('combobox', { name: 'Ciudad' }).fill('Asunci');
  await page
    .getByRole('option', { name: /^Asunción/ })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Ubicación' }).fill('-25.2865,-57.6120');
  await capturar(page, info, 'proveedor-registro');
  await page.getByRole('button', { name: 'Registrar mi empresa' }).click();

  // 2. Contrato.
  await expect(page).toHaveURL(/\/proveedor\/success$/);
  await expect(page.getByRole('heading', { name: /Recibimos el registro/ })).toBeVisible();
  await page.getByLabel('Leí el contrato y acepto sus condiciones').check();
  await page.getByRole('button', { name: 'Aceptar contrato' }).click();
  await expect(page.getByText(/Contrato aceptado el \d\d\/\d\d\/\d{4}/)).toBeVisible();
  await capturar(page, info, 'proveedor-success');

  // 3. Aprobación por un administrador (el servicio de aprobación, vía su llamada de admin).
  const tokenNuevo = await token(request, nuevo.username, CLAVE);
  const inicio = await (
    await request.get('/api/inicio-fabricante/', { headers: { authorization: tokenNuevo } })
  ).json();
  const admin = await token(request, 'admin', 'demo1234');
  const aprobado = await request.post('/api/aprobar-fabricante/', {
    data: { fabricante_id: inicio.fabricante },
    headers: { authorization: admin },
  });
  expect(aprobado.ok()).toBeTruthy();

  // 4. Producto con dos variantes y una foto.
  await page.goto('/proveedor/catalogo/create/');
  await page.getByLabel('Nombre').fill(`Remera ao po'i ${sufijo}`);
  await page.getByRole('textbox', { name: 'Precio (Gs.)' }).fill('120000');
  await page
    .locator('input[type=file][accept="image/*"]')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  for (const medida of ['M', 'L']) {
    await page.getByRole('button', { name: 'Agregar variante' }).click();
    await page.getByLabel('Color').last().fill('Blanco');
    await page.getByRole('textbox', { name: 'Medida', exact: true }).last().fill(medida);
    await page.getByLabel('Stock', { exact: true }).last().fill('3');
  }
  await capturar(page, info, 'proveedor-producto-nuevo');
  await page.getByRole('button', { name: 'Crear producto' }).click();
  await expect(page).toHaveURL(/\/proveedor\/catalogo\/update\/\d+\/$/);
  await expect(page.getByRole('cell', { name: 'Blanco' })).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'Foto del producto' })).toBeVisible();
  await capturar(page, info, 'proveedor-producto-editar');

  // 5. Importación de 20 productos desde XLSX.
  await page.goto('/proveedor/importar');
  await page.locator('input[type=file]').setInputFiles({
    name: 'productos.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await xlsx(20, sufijo),
  });
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.getByText('20 importadas')).toBeVisible();
  await capturar(page, info, 'proveedor-importar');
  await page.goto('/proveedor/catalogo');
  await expect(page.getByText('21 productos')).toBeVisible();
  // El nombre se lee entero también en las tarjetas del teléfono (difieren sólo al final).
  const importado = page
    .getByText(`Importado ${sufijo} 20`, { exact: true })
    .filter({ visible: true });
  await expect(importado).toBeVisible();
  expect(await importado.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  await capturar(page, info, 'proveedor-catalogo');

  // 6. Un feriado.
  await page.goto('/proveedor/feriado/create/');
  // Fecha escrita como DD/MM/AAAA (nunca mm/dd/aaaa).
  const desde = page.getByLabel('Desde');
  await desde.fill('15/05/2027');
  await desde.blur();
  await expect(desde).toHaveValue('15/05/2027');
  await page.getByLabel('Descripción').fill('Día de la Independencia');
  await page.getByRole('button', { name: 'Guardar feriado' }).click();
  await expect(page).toHaveURL(/\/proveedor\/horario_atencion$/);
  await expect(page.getByText('15/05/2027 · Día de la Independencia')).toBeVisible();
  await capturar(page, info, 'proveedor-horario');

  // 7. Staff por e-mail: verificar y agregar.
  await page.goto('/proveedor/perfil');
  await page.getByLabel('Correo electrónico').fill(colega.email);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.getByRole('button', { name: 'Agregar al staff' }).click();
  await expect(page.getByRole('cell', { name: new RegExp(colega.email) })).toBeVisible();
  await capturar(page, info, 'proveedor-staff');

  // 8. Una orden nueva aparece en el panel sin recargar (refresco cada 30 s).
  await page.goto('/proveedor');
  await expect(page.getByTestId('contador-pendientes')).toHaveText('0');
  await capturar(page, info, 'proveedor-panel');
  const catalogo = await (
    await request.get('/api/producto/?search=Importado&page_size=1&page=1', {
      headers: { authorization: tokenNuevo },
    })
  ).json();
  const elegido = catalogo.results[0] as { id: number; precio: number };
  // Sólo se vende lo que la tienda muestra: el administrador aprueba el producto importado.
  const productoAprobado = await request.post('/api/aprobar-producto/', {
    data: { producto_id: elegido.id },
    headers: { authorization: admin },
  });
  expect(productoAprobado.ok(), await productoAprobado.text()).toBeTruthy();
  const comprador = await token(request, 'cliente', 'demo1234');
  const compra = await request.post('/api/single-buy/', {
    headers: { authorization: comprador },
    data: {
      medio_pago: -1,
      delivery: false,
      productos: [{ producto: elegido.id, cantidad: 1 }],
      monto: elegido.precio,
    },
  });
  expect(compra.ok(), await compra.text()).toBeTruthy();
  await expect(page.getByTestId('contador-pendientes')).toHaveText('1', { timeout: 45_000 });
  await capturar(page, info, 'proveedor-panel-con-orden');
});

test('el proveedor demo recorre sus pantallas de gestión', async ({ page }, info) => {
  test.setTimeout(90_000);
  await ingresar(page, 'proveedor', 'demo1234');
  const pantallas: [string, string | RegExp][] = [
    ['/proveedor/precio', 'Precios'],
    ['/proveedor/inventario', 'Inventario'],
    ['/proveedor/punto-retiro', 'Puntos de retiro'],
    ['/proveedor/punto-retiro/create', 'Nuevo punto de retiro'],
    ['/proveedor/pedidos/todo', 'Todos los pedidos'],
    ['/proveedor/ventas', 'Ventas'],
    ['/proveedor/balance', 'Balance'],
    ['/proveedor/estadisticas', 'Estadísticas'],
    ['/proveedor/horario_atencion', 'Horario de atención'],
    ['/proveedor/api', 'API para sus sistemas'],
    ['/proveedor/configuracion', 'Configuración'],
  ];
  for (const [ruta, titulo] of pantallas) {
    await page.goto(ruta);
    await expect(page.getByRole('heading', { name: titulo, exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await capturar(page, info, `proveedor${ruta.replaceAll('/', '-').replace('-proveedor', '')}`);
  }
  // La grilla de precios muestra el nombre entero, también en el teléfono: dos presentaciones de un
  // producto se distinguen al final («900 ml», «Bidón 5 L»).
  await page.goto('/proveedor/precio');
  const nombre = page.getByText('Aceite de soja Primor Bidón 5 L', { exact: true });
  await expect(nombre).toBeVisible();
  expect(await nombre.evaluate((e) => e.scrollHeight <= e.clientHeight + 1)).toBe(true);
  await page.goto('/proveedor/inventario');
  await page
    .getByRole('textbox', { name: /^Stock de / })
    .first()
    .fill(info.project.name === 'telefono' ? '88' : '77');
  await page.getByRole('button', { name: /Guardar 1 cambio/ }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Inventario actualizado.')).toBeVisible();
});
