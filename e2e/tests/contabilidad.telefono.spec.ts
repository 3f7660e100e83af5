import { expect, test } from '@playwright/test';
import { capturar, ingresar, salir } from './ayudas.js';

// Las pantallas de contabilidad a 390 px: cada una carga, muestra su título y no se desborda
// a lo ancho (las tablas se vuelven tarjetas o se desplazan dentro de su contenedor).

const PANTALLAS = [
  { ruta: '/admin/balance', titulo: 'Balance', captura: 'contabilidad-balance' },
  {
    ruta: '/admin/rendicion',
    titulo: 'Rendición y facturación',
    captura: 'contabilidad-rendicion',
  },
  { ruta: '/admin/pago/proveedor', titulo: 'Pagos a proveedores', captura: 'contabilidad-pagos' },
  {
    ruta: '/admin/pago/proveedor/create',
    titulo: 'Registrar pago',
    captura: 'contabilidad-pago-nuevo',
  },
  { ruta: '/admin/pago/cliente', titulo: 'Cobros a clientes', captura: 'contabilidad-cobros' },
  {
    ruta: '/admin/factura/cliente',
    titulo: 'Facturas a clientes',
    captura: 'contabilidad-facturas',
  },
  {
    ruta: '/admin/factura/proveedor',
    titulo: 'Facturas de proveedores',
    captura: 'contabilidad-facturas-proveedor',
  },
  { ruta: '/admin/reportes', titulo: 'Reportes', captura: 'contabilidad-reportes' },
] as const;

const ancho = () => document.documentElement.scrollWidth;

test('pantallas de contabilidad del administrador y del proveedor a 390 px', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await ingresar(page, 'admin');
  await expect(page).toHaveURL(/\/admin/);
  for (const p of PANTALLAS) {
    await page.goto(p.ruta);
    await expect(page.getByRole('heading', { name: p.titulo, exact: true })).toBeVisible();
    expect(await page.evaluate(ancho), p.ruta).toBeLessThanOrEqual(391);
    await capturar(page, info, p.captura);
  }
  await salir(page);
  await ingresar(page, 'proveedor');
  await expect(page).toHaveURL(/\/proveedor/);
  await page.goto('/proveedor/balance');
  await expect(page.getByRole('heading', { name: 'Cuenta corriente con Ñemu' })).toBeVisible();
  expect(await page.evaluate(ancho)).toBeLessThanOrEqual(391);
  await capturar(page, info, 'contabilidad-balance-proveedor');
});
