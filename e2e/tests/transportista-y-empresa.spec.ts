import { expect, test } from '@playwright/test';
import { ingresar, revisarPantalla } from './ayudas.js';
import { clienteNuevo } from './cliente-nuevo.js';
import { tokenDe } from './transportista-nuevo.js';

// Las pantallas del transportista (§2, 17 rutas) y de la empresa de transporte (7 rutas) en el
// escritorio (1280 px) y en el teléfono (390 px): cada una carga (sin esqueletos), tiene su título,
// no desborda a lo ancho y no tiene violaciones serias ni críticas de WCAG 2.1 A/AA. El recorrido
// completo a 390 px está en driver-recorrido.telefono.spec.ts; aquí sólo se visita (las cuentas
// demo no cambian).

test('las pantallas del transportista se ven bien y pasan axe', async ({ page, request }) => {
  test.setTimeout(180_000);
  // Quien todavía no es transportista: bienvenida y alta en pasos.
  const nuevo = await clienteNuevo(request, { nombre: 'Aspirante', conDireccion: false });
  await ingresar(page, nuevo.usuario, nuevo.clave);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await revisarPantalla(page, '/driver/welcome', 'driver-bienvenida');
  await revisarPantalla(page, '/driver/registro', 'driver-registro');
  await page.goto('/logout');
  await expect(page).toHaveURL((url) => url.pathname === '/login');

  // /driver/login lleva al ingreso y de ahí al inicio del transportista.
  await page.goto('/driver/login');
  await expect(page).toHaveURL(/\/login\?siguiente=%2Fdriver%2Fhome/);
  await page.getByLabel('Usuario o correo electrónico').fill('transportista');
  await page.getByLabel(/^Contraseña/).fill('demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/driver/home');

  const chofer = await tokenDe(request, 'transportista');
  const { results } = (await (
    await request.get('/api/vehiculo/?page=1&page_size=5', { headers: chofer })
  ).json()) as { results: { id: number }[] };
  const vehiculo = results[0]?.id;
  expect(vehiculo, 'el transportista demo tiene un vehículo').toBeDefined();

  const rutas: [string, string][] = [
    ['/driver/home', 'driver-inicio'],
    ['/driver/oportunidades', 'driver-oportunidades'],
    ['/driver/mis-rutas', 'driver-mis-rutas'],
    ['/driver/ruta', 'driver-ruta'],
    ['/driver/vehiculos', 'driver-vehiculos'],
    [`/driver/vehiculos/detail?id=${vehiculo}`, 'driver-vehiculo-detalle'],
    ['/driver/vehiculos/create', 'driver-vehiculo-alta'],
    ['/driver/perfil', 'driver-perfil'],
    ['/driver/perfil/update', 'driver-perfil-editar'],
    ['/driver/ganancia', 'driver-ganancia'],
    ['/driver/perfil/configuracion', 'driver-configuracion'],
    ['/driver/perfil/configuracion/documentos', 'driver-documentos'],
    ['/driver/calificacion', 'driver-calificacion'],
  ];
  for (const [ruta, nombre] of rutas) await revisarPantalla(page, ruta, nombre);
  // Sin id, /driver/oportunidad vuelve a la lista.
  await page.goto('/driver/oportunidad');
  await expect(page).toHaveURL((url) => url.pathname === '/driver/oportunidades');
});

test('las pantallas de la empresa de transporte se ven bien y pasan axe', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const empresa = await tokenDe(request, 'empresa');
  const { results } = (await (
    await request.get('/api/vehiculo/?page=1&page_size=5', { headers: empresa })
  ).json()) as { results: { id: number }[] };
  const vehiculo = results[0]?.id;
  expect(vehiculo, 'la empresa demo tiene vehículos').toBeDefined();
  await ingresar(page, 'empresa');
  await expect(page).toHaveURL((url) => url.pathname === '/adm_transportista/home');
  const rutas: [string, string][] = [
    ['/adm_transportista/home', 'empresa-inicio'],
    ['/adm_transportista/editar/perfil', 'empresa-perfil'],
    ['/adm_transportista/balance', 'empresa-balance'],
    ['/adm_transportista/vehiculos', 'empresa-vehiculos'],
    [`/adm_transportista/vehiculo/${vehiculo}/`, 'empresa-vehiculo'],
    ['/adm_transportista/vehiculo/create/', 'empresa-vehiculo-alta'],
    [`/adm_transportista/vehiculo/update/${vehiculo}/`, 'empresa-vehiculo-editar'],
  ];
  for (const [ruta, nombre] of rutas) await revisarPantalla(page, ruta, nombre);
});
