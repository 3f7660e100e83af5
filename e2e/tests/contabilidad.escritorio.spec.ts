import { expect, test, type APIRequestContext } from '@playwright/test';
import { capturar, ingresar, salir } from './ayudas.js';

// Contabilidad a 1280 px: el administrador factura un pedido entregado del cliente demo con el
// timbrado propio, descarga el PDF, registra un pago al proveedor y el proveedor lo ve en su
// pantalla de balance (la misma cuenta del libro mayor).

async function token(request: APIRequestContext, username: string) {
  const r = await request.post('/api/login/', { data: { username, password: 'demo1234' } });
  expect(r.ok(), await r.text()).toBeTruthy();
  return { authorization: `Token ${(await r.json()).token as string}` };
}

test('factura de un pedido entregado, PDF, pago al proveedor y su balance', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  // Un pedido entregado (40) del cliente demo, sembrado por la demo de operación.
  const cliente = await token(request, 'cliente');
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
  await capturar(page, info, 'contabilidad-balance');

  await salir(page);
  await ingresar(page, 'proveedor');
  await expect(page).toHaveURL(/\/proveedor/);
  await page.goto('/proveedor/balance');
  await expect(page.getByRole('heading', { name: 'Cuenta corriente con Ñemu' })).toBeVisible();
  await expect(page.getByText('Pago registrado').first()).toBeVisible();
  await expect(page.getByText('Gs. -12.345').first()).toBeVisible();
  await capturar(page, info, 'contabilidad-balance-proveedor');
});
