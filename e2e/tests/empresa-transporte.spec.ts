import { expect, test } from '@playwright/test';
import { capturar, ingresar } from './ayudas.js';
import { tokenDe, transportistaNuevo } from './transportista-nuevo.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('el administrador de la empresa agrega un vehículo, lo ve pendiente y le asigna y quita un transportista', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const chapa = `EM${info.project.name === 'telefono' ? 'T' : 'E'}${String(Date.now()).slice(-4)}`;
  await ingresar(page, 'empresa');
  await expect(page).toHaveURL(/\/adm_transportista\/home$/);
  await expect(page.getByText('Flota')).toBeVisible();
  await expect(page.getByText(/^Este mes \(/)).toBeVisible();
  await capturar(page, info, 'empresa-inicio');

  await page.getByRole('link', { name: 'Agregar vehículo' }).click();
  await expect(page).toHaveURL(/\/adm_transportista\/vehiculo\/create\/?$/);
  await page.getByRole('combobox', { name: 'Tipo de vehículo' }).click();
  await page.getByRole('option', { name: 'Furgón', exact: true }).click();
  await page.getByLabel('Marca').fill('Kia');
  await page.getByLabel('Modelo').fill('K2700');
  await page.getByLabel('Año').fill('2019');
  await page.getByLabel('Color').fill('Blanco');
  await page.getByLabel('Chapa').fill(chapa);
  await page.getByLabel('Kilometraje').fill('88000');
  await page
    .getByLabel('Habilitación vehicular (frente)', { exact: true })
    .setInputFiles({ name: 'h1.png', mimeType: 'image/png', buffer: PNG });
  await page
    .getByLabel('Habilitación vehicular (dorso)', { exact: true })
    .setInputFiles({ name: 'h2.png', mimeType: 'image/png', buffer: PNG });
  await page
    .getByLabel('Póliza de seguro del vehículo', { exact: true })
    .setInputFiles({ name: 'poliza.pdf', mimeType: 'application/pdf', buffer: PDF });
  const vence = page.getByLabel('Vencimiento de la habilitación');
  await vence.fill('30/06/2031');
  await vence.press('Tab');
  await page.getByRole('button', { name: 'Agregar vehículo' }).click();

  await expect(page).toHaveURL(/\/adm_transportista\/vehiculo\/\d+\/$/);
  await expect(page.getByText('Pendiente de aprobación', { exact: true })).toBeVisible();
  await expect(page.getByText(`Chapa ${chapa}`)).toBeVisible();

  // Asigna un transportista aprobado por su correo (no es de su flota todavía) y lo quita.
  const chofer = await transportistaNuevo(request, await tokenDe(request, 'admin'), 'Empresa');
  const asignacion = page.getByTestId('asignacion-transportista');
  await expect(asignacion.getByText(/^Sin transportista/)).toBeVisible();
  await asignacion.getByRole('button', { name: 'Asignar' }).click();
  await expect(
    asignacion.getByText('Elija un transportista de su flota o escriba el correo'),
  ).toBeVisible();
  await asignacion
    .getByLabel('O el correo de un transportista aprobado')
    .fill('nadie@ejemplo.com.py');
  await asignacion.getByRole('button', { name: 'Asignar' }).click();
  await expect(
    asignacion.getByText('No hay un transportista aprobado y habilitado con ese correo.'),
  ).toBeVisible();
  await asignacion
    .getByLabel('O el correo de un transportista aprobado')
    .fill(`${chofer.usuario}@ejemplo.com.py`);
  await asignacion.getByRole('button', { name: 'Asignar' }).click();
  await expect(asignacion.getByTestId('transportista-asignado')).toHaveText(chofer.nombre);
  await capturar(page, info, 'empresa-asignacion');
  await asignacion.getByRole('button', { name: 'Quitar transportista' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Quitar transportista' });
  await expect(dialogo).toContainText(`¿Quitar a ${chofer.nombre} del vehículo ${chapa}?`);
  await dialogo.getByRole('button', { name: 'Quitar' }).click();
  await expect(asignacion.getByText(/^Sin transportista/)).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Vehículos' }).click();
  await expect(page).toHaveURL(/\/adm_transportista\/vehiculos$/);
  await page.getByRole('main').locator('label', { hasText: 'Pendientes' }).click();
  await expect(page.getByRole('radio', { name: 'Pendientes' })).toBeChecked();
  const fila = page.getByTestId(`vehiculo-${chapa}`);
  await expect(fila).toBeVisible();
  await expect(fila.getByText('Pendiente de aprobación')).toBeVisible();
  await capturar(page, info, 'empresa-vehiculos');

  // Balance de la empresa y edición de su perfil.
  await page.goto('/adm_transportista/balance');
  await expect(page.getByRole('heading', { name: 'Balance' })).toBeVisible();
  await expect(page.getByText('Ganancias del mes')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Movimientos' })).toBeVisible();
  await capturar(page, info, 'empresa-balance');
  await page.goto('/adm_transportista/editar/perfil');
  await expect(page.getByLabel('Nombre comercial')).toHaveValue('Transportes Yacyretá');
  await page.getByLabel('RUC').fill('80012345-6');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByText('El RUC no es válido. Verifique el número y el dígito verificador.'),
  ).toBeVisible();
  await page.getByLabel('Teléfono').fill('0981 555 777');
  await page.getByLabel('RUC').fill('');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/adm_transportista\/home$/);
});
