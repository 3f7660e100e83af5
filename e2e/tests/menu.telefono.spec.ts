// Sólo en el proyecto 'telefono' (ver playwright.config.ts).
import { expect, test } from '@playwright/test';
import { capturar, esperarPanel, ingresar } from './ayudas.js';

test.describe('teléfono', () => {
  test('el menú lateral se abre con la hamburguesa', async ({ page }, info) => {
    await ingresar(page, 'admin');
    await esperarPanel(page, '/admin');
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu).not.toBeInViewport();
    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    await expect(menu).toBeInViewport();
    await expect(menu.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await capturar(page, info, 'menu-abierto-admin');
  });
});
