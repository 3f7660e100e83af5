// Sólo en el proyecto 'escritorio' (ver playwright.config.ts).
import { expect, test } from '@playwright/test';
import { esperarPanel, ingresar } from './ayudas.js';

test.describe('escritorio', () => {
  test('el menú lateral se oculta y se vuelve a mostrar', async ({ page }) => {
    await ingresar(page, 'proveedor');
    await esperarPanel(page, '/proveedor');
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu).toBeInViewport();
    await page.getByRole('button', { name: 'Ocultar el menú lateral' }).click();
    await expect(menu).not.toBeInViewport();
    await page.getByRole('button', { name: 'Mostrar el menú lateral' }).click();
    await expect(menu).toBeInViewport();
  });
});
