import { expect, test } from '@playwright/test';
import { capturar, CUENTAS, esperarPanel, ingresar } from './ayudas.js';

test.describe('ingreso', () => {
  test('la pantalla de ingreso está en español', async ({ page }, info) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Ñemu');
    await expect(page.getByRole('heading', { name: 'Ingresar a su cuenta' })).toBeVisible();
    // También lo que sólo oye quien usa un lector de pantalla (Mantine lo trae en inglés).
    await expect(
      page.getByRole('button', { name: 'Mostrar u ocultar la contraseña' }),
    ).toBeAttached();
    await expect(page.getByRole('button', { name: /toggle/i })).toHaveCount(0);
    await capturar(page, info, 'login');
  });

  for (const { usuario, rol, inicio } of CUENTAS) {
    test(`${usuario} llega al panel de ${rol}`, async ({ page }, info) => {
      await ingresar(page, usuario);
      await esperarPanel(page, inicio);
      // El cliente aterriza en la tienda; los demás roles, en su panel con rol y fecha.
      if (usuario === 'cliente') {
        await expect(page.getByTestId('promo-inicio')).toBeVisible();
      } else {
        await expect(page.getByRole('main').getByText(rol, { exact: true })).toBeVisible();
        await expect(page.getByText(/^Hoy es \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
      }
      await capturar(page, info, `panel-${usuario}`);
    });
  }

  test('con una contraseña incorrecta muestra el error en español', async ({ page }, info) => {
    await ingresar(page, 'cliente', 'incorrecta');
    await expect(page.getByRole('alert')).toHaveText('Usuario o contraseña incorrectos.');
    await expect(page).toHaveURL(/\/login$/);
    await capturar(page, info, 'login-error');
  });

  test('sin datos marca los campos obligatorios', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(2);
  });

  test('Enter pasa al siguiente campo y en el último envía', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Usuario o correo electrónico').fill('proveedor');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(/^Contraseña/)).toBeFocused();
    await page.keyboard.type('demo1234');
    await page.keyboard.press('Enter');
    await esperarPanel(page, '/proveedor');
  });

  test('la sesión sobrevive a recargar la página', async ({ page }) => {
    await ingresar(page, 'admin');
    await esperarPanel(page, '/admin');
    await page.reload();
    await esperarPanel(page, '/admin');
  });
});
