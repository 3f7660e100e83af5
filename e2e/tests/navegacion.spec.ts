import { expect, test } from '@playwright/test';
import { capturar, esperarPanel, ingresar, salir } from './ayudas.js';

test.describe('navegación y permisos', () => {
  test('cerrar sesión pide confirmación y vuelve al ingreso', async ({ page }) => {
    await ingresar(page, 'cliente');
    await esperarPanel(page, '/');
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Cerrar sesión' });
    await expect(dialogo).toBeVisible();
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialogo).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await dialogo.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin');
    // El ingreso recuerda a dónde volver.
    await expect(page).toHaveURL(/\/login\?siguiente=%2Fadmin$/);
  });

  test('el menú de usuario ofrece solo los modos de los roles que tiene', async ({
    page,
  }, info) => {
    await ingresar(page, 'proveedor');
    await esperarPanel(page, '/proveedor');
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await expect(page.getByRole('menuitem', { name: 'Modo cliente' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Modo proveedor' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Modo transportista' })).toHaveCount(0);
    await capturar(page, info, 'menu-usuario-proveedor');
    await page.keyboard.press('Escape');

    await salir(page);
    await ingresar(page, 'cliente');
    await esperarPanel(page, '/');
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(page.getByText('Cambiar de modo')).toHaveCount(0);
  });

  test('si el servidor revoca el token, la app borra la sesión y vuelve al ingreso', async ({
    page,
  }) => {
    await ingresar(page, 'admin');
    await esperarPanel(page, '/admin');
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('nemu.sesion') ?? '{}').token,
    );
    const salida = await page.request.post('/api/logout/', {
      headers: { Authorization: `Token ${token}` },
      data: {},
    });
    expect(salida.status()).toBe(204);
    await page.reload();
    await expect(page).toHaveURL(/\/login\?siguiente=%2Fadmin$/);
    expect(await page.evaluate(() => localStorage.getItem('nemu.sesion'))).toBeNull();
  });

  test('un cliente que entra a /admin vuelve a su inicio', async ({ page }) => {
    await ingresar(page, 'cliente');
    await esperarPanel(page, '/');
    await page.goto('/admin');
    await esperarPanel(page, '/');
  });

  test('sin sesión, los paneles llevan al ingreso', async ({ page }) => {
    for (const ruta of [
      '/admin',
      '/proveedor',
      '/proveedor/ventas',
      '/driver/home',
      '/adm_transportista/home',
    ]) {
      await page.goto(ruta);
      // Cada guarda recuerda la página pedida para volver a ella después de ingresar.
      await expect(page).toHaveURL(
        (url) => url.pathname === '/login' && url.searchParams.get('siguiente') === ruta,
      );
    }
  });

  test('el inicio del cliente es público', async ({ page }, info) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Todo Paraguay en un solo lugar' }),
    ).toBeVisible();
    await capturar(page, info, 'inicio-publico');
    await page.getByRole('banner').getByRole('link', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('una dirección desconocida muestra la página 404', async ({ page }, info) => {
    await page.goto('/no-existe');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await capturar(page, info, 'no-encontrado');
  });

  test('Escape vuelve a la pantalla anterior', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('promo-inicio')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // La pantalla de ingreso ya está montada (con su manejador de teclado) antes de pulsar Escape.
    await expect(page.getByRole('heading', { name: 'Ingresar a su cuenta' })).toBeVisible();
    await page.locator('body').press('Escape');
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});
