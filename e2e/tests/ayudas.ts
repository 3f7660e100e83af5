import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { fechaAsuncion, sumarDias } from '@nemu/domain';

export const CLAVE_DEMO = 'demo1234';

/**
 * La fecha (AAAA-MM-DD) en Asunción dentro de `dias` días. No la del reloj en UTC: entre las 21:00
 * y la medianoche de Asunción esa ya es la de mañana, y «mañana» sería pasado mañana.
 */
export const fechaEnAsuncion = (dias = 0): string => sumarDias(fechaAsuncion(new Date()), dias);

export const CUENTAS = [
  { usuario: 'admin', rol: 'Administrador', inicio: '/admin' },
  { usuario: 'cliente', rol: 'Cliente', inicio: '/' },
  { usuario: 'proveedor', rol: 'Proveedor', inicio: '/proveedor' },
  { usuario: 'transportista', rol: 'Transportista', inicio: '/driver/home' },
  { usuario: 'empresa', rol: 'Empresa de transporte', inicio: '/adm_transportista/home' },
] as const;

export async function ingresar(page: Page, usuario: string, clave = CLAVE_DEMO): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario o correo electrónico').fill(usuario);
  await page.getByLabel(/^Contraseña/).fill(clave);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Cierra la sesión por `/logout` y espera a que termine (la pantalla lleva al ingreso). */
export async function salir(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
}

export async function esperarPanel(page: Page, inicio: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === inicio);
  await expect(page.getByRole('heading', { level: 1, name: /^¡Hola, / })).toBeVisible();
}

/** Guarda una captura en `e2e/test-results/capturas/<proyecto>/<nombre>.png`. */
export async function capturar(page: Page, info: TestInfo, nombre: string): Promise<void> {
  const ruta = join(
    import.meta.dirname,
    '..',
    'test-results',
    'capturas',
    info.project.name,
    `${nombre}.png`,
  );
  await page.screenshot({ path: ruta, fullPage: true });
}

/**
 * Violaciones serias o críticas de WCAG 2.1 A/AA en la página (axe-core), con sus elementos. En
 * modo clásico (axe.run en la página): el modo por omisión abre una pestaña en blanco en cada
 * análisis para juntar los marcos, y tardaba el doble. Sólo queda fuera el interior de un marco de
 * otro origen (el del medio de pago), que no es de la app.
 */
export async function violacionesGraves(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Visita una pantalla y la revisa: termina de cargar (su título, sin esqueletos), no desborda a lo
 * ancho del viewport y no tiene violaciones serias ni críticas de WCAG 2.1 A/AA; guarda su
 * captura. Las comprobaciones son blandas: una pasada muestra todas las pantallas con problemas.
 */
const UNO_EN_PLURAL =
  /(?<![\d.,])1 (retiros|entregas|paradas|pedidos|productos|ítems|órdenes|hojas|vehículos|transportistas|proveedores|clientes|días|horas|minutos|unidades)\b/;

export async function revisarPantalla(page: Page, ruta: string, nombre: string): Promise<void> {
  await page.goto(ruta);
  await expect(page.getByRole('heading').first(), ruta).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root'), ruta).toHaveCount(0);
  const ancho = await page.evaluate(() => document.documentElement.scrollWidth);
  expect
    .soft(ancho, `${ruta} desborda a lo ancho`)
    .toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);
  expect.soft(await violacionesGraves(page), ruta).toEqual([]);
  // «1 retiros», «1 pedidos»: una cantidad de uno con el sustantivo en plural.
  expect.soft(await page.locator('body').innerText(), ruta).not.toMatch(UNO_EN_PLURAL);
  await capturar(page, test.info(), nombre);
}
