import { expect, test } from '@playwright/test';
import { capturar, ingresar } from './ayudas.js';
import { clienteNuevo } from './cliente-nuevo.js';

// En el teléfono se revisan las pantallas sin pagar: la compra completa corre en escritorio.
test('checkout, mis pedidos y tarjetas se ven bien a 390 px', async ({ page, request }, info) => {
  const cliente = await clienteNuevo(request);
  await ingresar(page, cliente.usuario, cliente.clave);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/checkout');
  await expect(page.getByText('Su carrito está vacío.')).toBeVisible();
  await capturar(page, info, 'checkout');
  await page.goto('/pedidos');
  await expect(page.getByRole('heading', { name: 'Mis pedidos' })).toBeVisible();
  await capturar(page, info, 'pedidos');
  await page.goto('/tarjeta/agregar/1/cancelado');
  await expect(page.getByRole('heading', { name: 'Tarjetas' })).toBeVisible();
  await capturar(page, info, 'tarjetas');
});
