import { expect, test, type Page } from '@playwright/test';
import { capturar, CLAVE_DEMO, esperarPanel, ingresar } from './ayudas.js';

const CLAVE_INICIAL = 'clave-inicial-1';
const CLAVE_NUEVA = 'clave-nueva-22';
/** RUC del registro de demostración (COMERCIAL LOS LAPACHOS S.A.). */
const RUC_DEMO = '80101010-1';

/** Enlace de recuperación enviado a `email`, leído de la bandeja de salida como administrador. */
async function enlaceDeRecuperacion(page: Page, email: string): Promise<string> {
  const login = await page.request.post('/api/login/', {
    data: { username: 'admin', password: CLAVE_DEMO },
  });
  const { token } = (await login.json()) as { token: string };
  const bandeja = await page.request.get(`/api/outbox-email/?para=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Token ${token}` },
  });
  const correos = (await bandeja.json()) as { asunto: string; cuerpo_texto: string }[];
  const enlace = /https?:\/\/\S+\/recuperar_cuenta\/nueva\?token=[a-f0-9]+/.exec(
    correos[0]?.cuerpo_texto ?? '',
  );
  if (!enlace) throw new Error('no llegó el correo de recuperación');
  const url = new URL(enlace[0]);
  return `${url.pathname}${url.search}`;
}

async function salir(page: Page) {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  const opcion = page.getByRole('menuitem', { name: 'Cerrar sesión' });
  await expect(opcion).toBeVisible();
  // Nada la tapa (un aviso abierto, por ejemplo): el centro de la opción es la opción.
  const descubierta = await opcion.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
  });
  expect(descubierta, 'un aviso tapa la opción «Cerrar sesión»').toBe(true);
  await opcion.click();
  await page
    .getByRole('dialog', { name: 'Cerrar sesión' })
    .getByRole('button', { name: 'Cerrar sesión' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('cuentas', () => {
  test('un recién llegado se registra, recupera la contraseña y completa su cuenta', async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    const sufijo = `${info.project.name}${Date.now()}`;
    const email = `nuevo.${sufijo}@correo.com.py`;

    // Registro
    await page.goto('/login');
    await page.getByRole('link', { name: 'Crear una cuenta' }).click();
    await expect(page).toHaveURL(/\/registro$/);
    await page.getByLabel('Nombre').fill('Lucía');
    await page.getByLabel('Apellido').fill('Giménez');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel(/^Contraseña/).fill('corta');
    await page.getByLabel('Teléfono celular').fill('0981 222 333');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeVisible();
    await capturar(page, info, 'registro-errores');
    await page.getByLabel(/^Contraseña/).fill(CLAVE_INICIAL);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await esperarPanel(page, '/');
    await expect(
      page.getByRole('heading', { level: 1, name: '¡Hola, Lucía Giménez!' }),
    ).toBeVisible();
    // El aviso de la cuenta creada cae donde baja el menú de usuario: el menú queda encima.
    await expect(page.locator('.mantine-Notification-root', { hasText: 'Listo' })).toBeVisible();

    // Salida y recuperación por el enlace de la bandeja de salida
    await salir(page);
    await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
    // La página se carga bajo demanda: esperar a que esté antes de escribir.
    await expect(page.getByRole('heading', { name: 'Recuperar su cuenta' })).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('status')).toContainText('le enviamos un enlace');
    await capturar(page, info, 'recuperar-cuenta');
    await page.goto(await enlaceDeRecuperacion(page, email));
    await page.getByLabel('Nueva contraseña').fill(CLAVE_NUEVA);
    await page.getByLabel('Repita la contraseña').fill(CLAVE_NUEVA);
    await capturar(page, info, 'nueva-contrasena');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await ingresar(page, email, CLAVE_INICIAL);
    await expect(page.getByRole('alert')).toHaveText('Usuario o contraseña incorrectos.');
    await ingresar(page, email, CLAVE_NUEVA);
    await esperarPanel(page, '/');

    // Perfil
    await page.goto('/cliente');
    await expect(page.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible();
    await expect(page.getByLabel('Teléfono celular')).toHaveValue('0981222333');
    await capturar(page, info, 'cuenta-perfil');

    // Dirección con el alfiler en el mapa
    await page.getByRole('tab', { name: 'Direcciones' }).click();
    await expect(page.getByText('Todavía no cargó ninguna dirección de entrega.')).toBeVisible();
    await page.getByRole('link', { name: 'Agregar dirección' }).click();
    await expect(page).toHaveURL(/\/cliente\/direccion\/update$/);
    await page.getByTestId('mapa-direccion').click();
    await expect(page.getByLabel('Calle principal')).not.toHaveValue('');
    await page.getByLabel('Nombre de la dirección').fill('Casa');
    await page.getByLabel('Número de casa').fill('1420');
    await capturar(page, info, 'direccion-mapa');
    await page.getByRole('button', { name: 'Guardar dirección' }).click();
    await expect(page).toHaveURL(/\/cliente\?seccion=direcciones$/);
    // Exacto: mientras la pantalla cambia, «Calle principal» del formulario también coincidiría.
    await expect(page.getByText('Principal', { exact: true })).toBeVisible();
    await capturar(page, info, 'cuenta-direcciones');

    // Datos de facturación con RUC consultado en el registro
    await page.getByRole('tab', { name: 'Facturación' }).click();
    await page.getByRole('button', { name: 'Agregar datos de facturación' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Nuevos datos de facturación' });
    await dialogo.getByLabel('RUC').fill('80101010-9');
    await dialogo.getByRole('button', { name: 'Consultar' }).click();
    await expect(
      dialogo.getByText('El RUC no es válido. Verifique el número y el dígito verificador.'),
    ).toBeVisible();
    await dialogo.getByLabel('RUC').fill(RUC_DEMO);
    await dialogo.getByRole('button', { name: 'Consultar' }).click();
    await expect(dialogo.getByLabel('Razón social')).toHaveValue('COMERCIAL LOS LAPACHOS S.A.');
    await capturar(page, info, 'facturacion-dialogo');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`RUC ${RUC_DEMO}`)).toBeVisible();
    await expect(page.getByText('Por defecto', { exact: true })).toBeVisible();
    await capturar(page, info, 'cuenta-facturacion');

    // Modo proveedor sin empresa: se le indica registrarse como proveedor
    await page.getByRole('tab', { name: 'Preferencias' }).click();
    await page.getByText('Proveedor', { exact: true }).click();
    await expect(
      page.getByText(
        'Para usar el modo proveedor primero debe registrar su empresa como proveedor.',
      ),
    ).toBeVisible();
    await capturar(page, info, 'modo-proveedor');
  });

  test('la política de privacidad está en español', async ({ page }, info) => {
    await page.goto('/privacidad');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Política de privacidad' }),
    ).toBeVisible();
    await capturar(page, info, 'privacidad');
  });

  test('un enlace de recuperación inválido se rechaza', async ({ page }) => {
    await page.goto(`/recuperar_cuenta/nueva?token=${'ab'.repeat(40)}`);
    await page.getByLabel('Nueva contraseña').fill(CLAVE_NUEVA);
    await page.getByLabel('Repita la contraseña').fill(CLAVE_NUEVA);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByRole('alert')).toContainText('ya fue usado o expiró');
  });
});
