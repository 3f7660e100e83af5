import { expect, test } from '@playwright/test';
import { capturar, fechaEnAsuncion, ingresar, salir, violacionesGraves } from './ayudas.js';
import { clienteNuevo } from './cliente-nuevo.js';
import { comprarADomicilio } from './pedido-api.js';
import { tokenDe } from './transportista-nuevo.js';

// Contabilidad a 1280 px: el administrador factura un pedido entregado del cliente demo con el
// timbrado propio, descarga el PDF, registra un pago al proveedor y el proveedor lo ve en su
// pantalla de balance (la misma cuenta del libro mayor).

test('factura de un pedido entregado, PDF, pago al proveedor y su balance', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  // Un pedido entregado (40) del cliente demo, sembrado por la demo de operación.
  const cliente = await tokenDe(request, 'cliente');
  const lista = await request.get('/api/pedido/?estado=40', { headers: cliente });
  expect(lista.ok()).toBeTruthy();
  const entregado = ((await lista.json()) as { results: { id: number }[] }).results[0];
  expect(entregado, 'la demo tiene un pedido entregado del cliente').toBeTruthy();

  await ingresar(page, 'admin');
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/admin/rendicion');
  await expect(page.getByRole('heading', { name: 'Rendición y facturación' })).toBeVisible();
  const persona = page.getByRole('combobox', { name: 'Cliente' });
  await persona.fill('María');
  await page.getByRole('option', { name: /María José/ }).click();
  await page.getByRole('checkbox', { name: `Pedido ${entregado!.id}` }).check();
  await page.getByRole('combobox', { name: 'Timbrado' }).click();
  await page.getByRole('option', { name: /^16784512 · 001-001/ }).click();
  await capturar(page, info, 'contabilidad-rendicion');
  await page.getByRole('button', { name: 'Emitir factura' }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page).toHaveURL(/\/admin\/factura\/cliente\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Factura 001-001-\d{7}$/ })).toBeVisible();
  await expect(page.getByText('Timbrado 16784512')).toBeVisible();
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toMatch(/^factura-001-001-\d{7}\.pdf$/);
  const ruta = await archivo.path();
  expect(ruta).toBeTruthy();
  await capturar(page, info, 'contabilidad-factura');

  // Pago al proveedor demo por parte de lo que se le adeuda.
  await page.goto('/admin/pago/proveedor/create?tipo=20');
  await page.getByRole('combobox', { name: 'Proveedor' }).fill('Doña Rosa');
  await page.getByRole('option', { name: /Doña Rosa/ }).click();
  await expect(page.getByText(/Se le adeuda:/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Cuenta de fondos' }).click();
  await page.getByRole('option', { name: 'Banco Itaú cuenta corriente' }).click();
  await page.getByRole('textbox', { name: 'Monto (Gs.)' }).fill('12345');
  await page.getByRole('textbox', { name: 'Referencia (opcional)' }).fill('Transferencia e2e');
  await capturar(page, info, 'contabilidad-pago');
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/admin\/pago\/proveedor$/);
  await expect(page.getByText('Transferencia e2e').first()).toBeVisible();

  await page.goto('/admin/balance');
  await expect(page.getByText('Ventas', { exact: true })).toBeVisible();

  // El período incluye sus dos días: de hoy a hoy trae el pago recién registrado; hasta ayer, no.
  const pagado = page.getByRole('cell', { name: 'Gs. 12.345', exact: true }).first();
  await expect(pagado).toBeVisible();
  const escribirFecha = async (campo: 'Desde' | 'Hasta', dias: number) => {
    const f = page.getByRole('form', { name: 'Período' }).getByLabel(campo, { exact: true });
    await f.fill(fechaEnAsuncion(dias).split('-').reverse().join('/'));
    await f.blur();
  };
  await escribirFecha('Desde', 0);
  await escribirFecha('Hasta', 0);
  await expect(page).toHaveURL(/hasta=/);
  await expect(pagado).toBeVisible();
  await capturar(page, info, 'contabilidad-balance');
  await escribirFecha('Hasta', -1);
  await expect(
    page.getByText('La fecha de inicio debe ser anterior o igual a la fecha de fin.'),
  ).toBeVisible();
  await escribirFecha('Desde', -1);
  await expect(pagado).toBeHidden();

  await salir(page);
  await ingresar(page, 'proveedor');
  await expect(page).toHaveURL(/\/proveedor/);
  await page.goto('/proveedor/balance');
  await expect(page.getByRole('heading', { name: 'Cuenta corriente con Ñemu' })).toBeVisible();
  await expect(page.getByText('Pago registrado').first()).toBeVisible();
  await expect(page.getByText('Gs. -12.345').first()).toBeVisible();
  await capturar(page, info, 'contabilidad-balance-proveedor');
});

test('la factura de un pedido reembolsado lo dice y enlaza su nota de crédito', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  // Un pedido pagado de un cliente propio, facturado por la API con el timbrado de la demo.
  const [cliente, proveedor, admin] = await Promise.all([
    clienteNuevo(request, { nombre: 'Factura' }),
    tokenDe(request, 'proveedor'),
    tokenDe(request, 'admin'),
  ]);
  const pedido = await comprarADomicilio(request, cliente.cabeceras, proveedor);
  const sesion = await request.get('/api/sesion/', { headers: cliente.cabeceras });
  const persona = ((await sesion.json()) as { id: number }).id;
  const rendicion = await request.post('/api/rendicion/', {
    headers: admin,
    data: {
      timbrado: '16784512',
      fecha: fechaEnAsuncion(),
      ordenes: [pedido],
      tipo: 10,
      persona_id: persona,
    },
  });
  expect(rendicion.status(), await rendicion.text()).toBe(201);
  const factura = ((await rendicion.json()) as { facturas: { id: number }[] }).facturas[0]!.id;

  await ingresar(page, 'admin');
  await expect(page).toHaveURL(/\/admin/);
  await page.goto(`/admin/factura/cliente/${factura}`);
  await expect(page.getByRole('heading', { name: /^Factura 001-001-\d{7}$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Reembolsar pedido' }).click();
  await page.getByLabel('Motivo del reembolso').fill('Mercadería dañada');
  await page.getByRole('button', { name: 'Reembolsar', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Reembolsar el pedido #${pedido}` })
    .getByRole('button', { name: 'Reembolsar' })
    .click();
  // Tras el reembolso se abre la nota de crédito emitida.
  await expect(
    page.getByRole('heading', { name: /^Nota de crédito 001-001-\d{7}$/ }),
  ).toBeVisible();
  const nota = new URL(page.url()).pathname;

  // La factura original, vuelta a abrir, ya no ofrece el reembolso: dice cuándo y enlaza la nota.
  await page.goto(`/admin/factura/cliente/${factura}`);
  await expect(page.getByTestId('factura-reembolsada')).toHaveText(
    /^Reembolsado el \d{2}\/\d{2}\/\d{4}$/,
  );
  await expect(page.getByRole('button', { name: 'Reembolsar pedido' })).toHaveCount(0);
  expect(await violacionesGraves(page)).toEqual([]);
  await capturar(page, info, 'contabilidad-factura-reembolsada');
  await page.getByRole('link', { name: /^Nota de crédito 001-001-\d{7}$/ }).click();
  await expect(page).toHaveURL((u) => u.pathname === nota);
});
