import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { capturar, ingresar } from './ayudas.js';

// Listas del panel (pedidos, hojas de ruta, clientes y staff, sobre la misma ListaAdmin):
// título, búsqueda y filtros en la URL, estado vacío. La ficha y la edición de un usuario del
// staff se leen de GET /usuario_staff/{id}/ y su historial nombra los campos en español.
// En el escritorio: a 390 px las pantallas del panel se revisan en admin-pantallas.

async function tokenAdmin(request: APIRequestContext) {
  const r = await request.post('/api/login/', {
    data: { username: 'admin', password: 'demo1234' },
  });
  expect(r.ok(), await r.text()).toBeTruthy();
  return { authorization: `Token ${(await r.json()).token as string}` };
}

async function revisarLista(page: Page, ruta: string, titulo: string, busqueda: string) {
  await page.goto(ruta);
  await expect(page.getByRole('heading', { name: titulo, level: 2 })).toBeVisible();
  const marca = `zz-${randomUUID().slice(0, 8)}`;
  await page.getByLabel(busqueda).fill(marca);
  await expect(page).toHaveURL(new RegExp(`search=${marca}`));
  await expect(page.getByText(`Nada coincide con «${marca}».`)).toBeVisible();
}

test('pedidos, hojas de ruta, clientes y staff: título, búsqueda y filtro en la URL, vacío', async ({
  page,
}, info) => {
  await ingresar(page, 'admin');
  await expect(page).toHaveURL((u) => u.pathname === '/admin');

  await page.goto('/admin/pedido');
  await expect(page.getByRole('heading', { name: 'Pedidos', level: 2 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Pagado' }).click();
  await expect(page).toHaveURL(/estado=10/);
  await expect(page.getByText('Pagado').first()).toBeVisible();
  await capturar(page, info, 'admin-lista-pedidos');
  await revisarLista(page, '/admin/pedido', 'Pedidos', 'Buscar pedidos');

  await revisarLista(page, '/admin/hoja_ruta', 'Hojas de ruta', 'Buscar hojas');
  await expect(page.getByRole('combobox', { name: 'Estado' })).toBeVisible();

  await revisarLista(page, '/admin/cliente', 'Clientes', 'Buscar por nombre, correo o documento');
  await expect(page.getByRole('link', { name: 'Nuevo cliente' })).toBeVisible();

  await revisarLista(page, '/admin/staff', 'Staff', 'Buscar por nombre, usuario o correo');
  await page
    .locator('label')
    .filter({ hasText: /^De un proveedor$/ })
    .click();
  await expect(page).toHaveURL(/fabricante_id=1/);
  await expect(page.getByLabel('N.º de proveedor')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nuevo usuario' })).toHaveAttribute(
    'href',
    '/admin/staff/update?fabricante_id=1',
  );
});

test('la ficha y la edición del staff se leen por id; el historial nombra los campos en español', async ({
  page,
  request,
}, info) => {
  const auth = await tokenAdmin(request);
  const n = `adm${randomUUID().slice(0, 8)}`;
  const alta = await request.post('/api/usuario_staff/', {
    headers: auth,
    multipart: {
      username: n,
      email: `${n}@nemu.com.py`,
      first_name: 'Lucía',
      last_name: 'Giménez',
      password: 'clave-segura-1',
    },
  });
  expect(alta.status(), await alta.text()).toBe(201);
  const id = (await alta.json()).id as number;

  await ingresar(page, 'admin');
  await expect(page).toHaveURL((u) => u.pathname === '/admin');
  await page.goto(`/admin/staff?search=${n}`);
  await page.getByRole('link', { name: 'Lucía Giménez' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/staff/detail\\?id=${id}$`));
  await expect(page.getByRole('heading', { name: 'Lucía Giménez' })).toBeVisible();

  // La edición carga los datos del usuario (GET /usuario_staff/{id}/).
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('textbox', { name: 'Apellido' })).toHaveValue('Giménez');
  await expect(page.getByRole('textbox', { name: 'Usuario' })).toHaveValue(n);
  await page.getByRole('textbox', { name: 'Apellido' }).fill('Giménez Ortiz');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { name: 'Lucía Giménez Ortiz' })).toBeVisible();

  // Historial: la etiqueta del campo, no su nombre crudo.
  const fila = page.getByRole('row', { name: /Apellido/ }).first();
  await expect(fila).toContainText('Giménez');
  await expect(fila).toContainText('Giménez Ortiz');
  await expect(page.getByRole('cell', { name: 'last_name' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Rol', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Administrador', exact: true })).toBeVisible();
  await capturar(page, info, 'admin-staff-historial');

  // Un id que no es del equipo.
  await page.goto('/admin/staff/detail?id=999999999');
  await expect(page.getByText('El usuario #999999999 no está en este equipo.')).toBeVisible();
});
