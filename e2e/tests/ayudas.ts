import { join } from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';

export const CLAVE_DEMO = 'demo1234';

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
  await page.getByLabel('Contraseña').fill(clave);
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
  const ruta = join(import.meta.dirname, '..', 'test-results', 'capturas', info.project.name, `${nombre}.png`);
  await page.screenshot({ path: ruta, fullPage: true });
}
