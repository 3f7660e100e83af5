import { expect, test, type Browser, type Page } from '@playwright/test';
import { capturar, ingresar } from './ayudas.js';
import { clienteNuevo } from './cliente-nuevo.js';
import { comprarADomicilio, confirmarOrden, ordenDe } from './pedido-api.js';
import { tokenDe } from './transportista-nuevo.js';

// El camino completo del transportista a 390 px, de punta a punta y sin cuentas demo compartidas:
// un usuario nuevo se registra como transportista con sus documentos, el administrador lo aprueba
// por su pantalla, agrega un vehículo que también se aprueba, lo activa, se conecta (ubicación
// simulada), ve una oportunidad con su tarifa, la acepta, empieza, retira con el código del
// proveedor y entrega con el PIN que el cliente ve en su pedido; la ganancia muestra la tarifa.

// Una foto PNG de 2×2 píxeles y un PDF mínimo: el servidor re-codifica la foto y guarda el PDF.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const foto = (nombre: string) => ({ name: nombre, mimeType: 'image/png', buffer: PNG });
const pdf = (nombre: string) => ({ name: nombre, mimeType: 'application/pdf', buffer: PDF });

/** "Gs. 1.234.567" (como formatoGuaranies). */
const gs = (n: number) => `Gs. ${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
const leerGs = (texto: string) => Number(texto.replace(/\D/g, ''));

async function fecha(page: Page, etiqueta: string, valor: string) {
  const campo = page.getByLabel(etiqueta);
  await campo.fill(valor);
  await campo.press('Tab');
}

/** Escribe un código con el teclado en pantalla (como con el pulgar). */
async function teclear(page: Page, codigo: string) {
  for (const d of codigo)
    await page.getByRole('button', { name: `Dígito ${d}`, exact: true }).click();
}

/** El administrador demo en su panel de escritorio (otra sesión). */
async function panelAdmin(browser: Browser) {
  const contexto = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-PY',
    timezoneId: 'America/Asuncion',
    viewport: { width: 1280, height: 800 },
  });
  const pagina = await contexto.newPage();
  await ingresar(pagina, 'admin');
  await expect(pagina).toHaveURL((url) => url.pathname === '/admin');
  return { contexto, pagina };
}

async function confirmarDialogo(page: Page, boton: string) {
  const dialogo = page.getByRole('dialog');
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('button', { name: boton, exact: true }).click();
  await expect(dialogo).toBeHidden();
}

test('un usuario nuevo se registra como transportista, lo aprueban, activa su vehículo, toma una oportunidad, retira, entrega con el PIN y cobra la tarifa', async ({
  page,
  context,
  request,
  browser,
}, info) => {
  test.setTimeout(360_000);
  const sufijo = `${Date.now()}`;
  const email = `chofer.${sufijo}@correo.com.py`;
  const chapa = `AB${sufijo.slice(-5)}`;

  // Cuenta nueva por la pantalla de registro.
  await page.goto('/registro');
  await page.getByLabel('Nombre').fill('Ramón');
  await page.getByLabel('Apellido').fill('Benítez');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel(/^Contraseña/).fill('clave-segura-123');
  await page.getByLabel('Teléfono celular').fill('0982 456 789');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: '¡Hola, Ramón Benítez!' }),
  ).toBeVisible();

  // Bienvenida del transportista → registro en pasos.
  await page.goto('/driver/welcome');
  await page.getByRole('link', { name: 'Registrarme como transportista' }).click();
  await expect(page).toHaveURL(/\/driver\/registro$/);
  await expect(page.getByText('Paso 1 de 5: Contrato')).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'acepte el contrato' })).toBeVisible();
  await capturar(page, info, 'driver-registro-contrato');
  await page.getByLabel('Leí el contrato y acepto sus condiciones').check();
  await page.getByRole('button', { name: 'Aceptar contrato' }).click();
  await expect(page.getByText(/^Contrato aceptado el \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Paso 2: sin archivos, cada campo dice qué falta; con ellos, sigue.
  await expect(page.getByText('Paso 2 de 5: Registro de conducir')).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Debe adjuntar el archivo.')).toHaveCount(2);
  await expect(page.getByText('Este campo es obligatorio.')).toBeVisible();
  await capturar(page, info, 'driver-registro-errores');
  await expect(page.getByLabel('Registro de conducir (frente)', { exact: true })).toHaveAttribute(
    'accept',
    'image/*,application/pdf',
  );
  await expect(page.getByLabel('Registro de conducir (frente): tomar foto')).toHaveAttribute(
    'capture',
    'environment',
  );
  await page
    .getByLabel('Registro de conducir (frente)', { exact: true })
    .setInputFiles(foto('frente.png'));
  await page
    .getByLabel('Registro de conducir (dorso)', { exact: true })
    .setInputFiles(foto('dorso.png'));
  await fecha(page, 'Vencimiento del registro de conducir', '15/08/2030');
  await expect(page.getByAltText('Vista previa: Registro de conducir (frente)')).toBeVisible();
  await capturar(page, info, 'driver-registro-licencia');
  await page.getByRole('button', { name: 'Siguiente' }).click();

  await expect(page.getByText('Paso 3 de 5: Antecedentes y RUC')).toBeVisible();
  await page
    .getByLabel('Antecedentes judiciales', { exact: true })
    .setInputFiles(pdf('judiciales.pdf'));
  await page
    .getByLabel('Antecedentes policiales', { exact: true })
    .setInputFiles(pdf('policiales.pdf'));
  await page.getByLabel('Constancia de RUC', { exact: true }).setInputFiles(foto('ruc.png'));
  await page.getByRole('button', { name: 'Siguiente' }).click();

  await expect(page.getByText('Paso 4 de 5: Póliza de seguro')).toBeVisible();
  await page.getByLabel('Póliza de seguro', { exact: true }).setInputFiles(pdf('poliza.pdf'));
  await fecha(page, 'Vencimiento de la póliza', '01/03/2031');
  await page.getByRole('button', { name: 'Siguiente' }).click();

  await expect(page.getByText('Paso 5 de 5: Ciudades donde trabaja')).toBeVisible();
  await page.getByRole('combobox', { name: 'Ciudades' }).click();
  await page.getByRole('option', { name: 'Asunción', exact: true }).click();
  await page.getByRole('option', { name: 'Lambaré', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Enviar registro' }).click();

  await expect(page).toHaveURL(/\/driver\/welcome$/);
  await expect(page.getByText('Pendiente de aprobación')).toBeVisible();
  await capturar(page, info, 'driver-bienvenida-pendiente');

  // Un administrador lo aprueba desde la ficha del transportista en su panel.
  const admin = await tokenDe(request, 'admin');
  const lista = await request.get(
    `/api/transportista/?page=1&moderado=false&search=${encodeURIComponent(email)}`,
    { headers: admin },
  );
  const { results } = (await lista.json()) as { results: { id: number }[] };
  expect(results).toHaveLength(1);
  const { contexto: contextoAdmin, pagina: paginaAdmin } = await panelAdmin(browser);
  await paginaAdmin.goto(`/admin/transportista/detail/${results[0]?.id}`);
  await paginaAdmin.getByRole('button', { name: 'Aprobar', exact: true }).click();
  await confirmarDialogo(paginaAdmin, 'Aprobar');
  await expect(paginaAdmin.getByText('Aprobado', { exact: true }).first()).toBeVisible();

  // Perfil y documentos: aprobado, sin documento faltante, cada documento con su estado.
  await page.goto('/driver/perfil');
  await expect(page.getByText('Aprobado', { exact: true })).toBeVisible();
  await expect(page.getByText('Falta un documento')).toHaveCount(0);
  await capturar(page, info, 'driver-perfil');
  await page.getByRole('link', { name: 'Mis documentos' }).click();
  await expect(page.getByTestId('documento-registro_frente')).toContainText(
    'Vigente hasta 15/08/2030',
  );
  await expect(page.getByTestId('documento-poliza_seguro')).toContainText(
    'Vigente hasta 01/03/2031',
  );
  await expect(page.getByTestId('documento-antecedentesj')).toContainText('Cargado');
  await capturar(page, info, 'driver-documentos');

  // Agrega su vehículo: queda pendiente.
  await page.goto('/driver/vehiculos');
  await expect(page.getByText('Todavía no cargó ningún vehículo')).toBeVisible();
  await page.getByRole('link', { name: 'Agregar' }).click();
  await expect(page).toHaveURL(/\/driver\/vehiculos\/create$/);
  await page.getByRole('combobox', { name: 'Tipo de vehículo' }).click();
  await page.getByRole('option', { name: 'Moto', exact: true }).click();
  await page.getByLabel('Marca').fill('Honda');
  await page.getByLabel('Modelo').fill('CG 150');
  await page.getByLabel('Año').fill('2021');
  await page.getByLabel('Color').fill('Rojo');
  await page.getByLabel('Chapa').fill(chapa);
  await page.getByLabel('Kilometraje').fill('23.500');
  await page
    .getByLabel('Habilitación vehicular (frente)', { exact: true })
    .setInputFiles(foto('hab1.png'));
  await page
    .getByLabel('Habilitación vehicular (dorso)', { exact: true })
    .setInputFiles(foto('hab2.png'));
  await page
    .getByLabel('Póliza de seguro del vehículo', { exact: true })
    .setInputFiles(pdf('poliza-moto.pdf'));
  await fecha(page, 'Vencimiento de la habilitación', '31/12/2030');
  await capturar(page, info, 'driver-vehiculo-alta');
  await page.getByRole('button', { name: 'Agregar vehículo' }).click();
  await expect(page).toHaveURL(/\/driver\/vehiculos\/detail\?id=\d+$/);
  await expect(page.getByText('Pendiente de aprobación', { exact: true })).toBeVisible();
  await expect(page.getByText('23.500 km')).toBeVisible();

  // El administrador aprueba el vehículo desde su cola; el transportista lo activa.
  await paginaAdmin.goto(`/admin/vehiculo/pendiente?search=${chapa}`);
  await paginaAdmin.getByRole('button', { name: `Aprobar ${chapa}` }).click();
  await confirmarDialogo(paginaAdmin, 'Aprobar');
  await expect(paginaAdmin.getByText(`Nada coincide con «${chapa}».`)).toBeVisible();
  await page.goto('/driver/vehiculos');
  const tarjeta = page.getByTestId(`vehiculo-${chapa}`);
  await expect(tarjeta.getByText('Aprobado', { exact: true })).toBeVisible();
  await tarjeta.getByRole('button', { name: 'Activar' }).click();
  await expect(tarjeta.getByText('Activo', { exact: true })).toBeVisible();
  await expect(tarjeta.getByRole('button', { name: 'Desactivar' })).toBeVisible();
  await capturar(page, info, 'driver-vehiculos');

  // Con el vehículo activo y la ubicación simulada.
  const chofer = await tokenDe(request, email, 'clave-segura-123');
  const proveedor = await tokenDe(request, 'proveedor');
  const cliente = await clienteNuevo(request, { nombre: 'Recorrido' });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -25.2995, longitude: -57.6102, accuracy: 10 });
  // Entró al panel del transportista por la dirección con su modo de cliente: el panel lo pasa a
  // modo transportista (§4), el único en que se rastrea su ubicación.
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  await page.getByRole('link', { name: 'Inicio', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/driver/home');
  await expect
    .poll(
      async () =>
        (await (await request.get('/api/sesion/', { headers: chofer })).json()).modo_uso_app,
    )
    .toBe(30);
  await expect(page.getByTestId('vehiculo-activo')).toContainText(chapa);

  // Se conecta: su ubicación empieza a llegar al servidor.
  const interruptor = page.getByRole('switch', { name: 'Conectado para recibir rutas' });
  await expect(interruptor).toBeEnabled();
  // El interruptor cambia cuando el servidor confirma.
  await interruptor.click();
  await expect(interruptor).toBeChecked();
  await expect(page.getByText('Conectado', { exact: true })).toBeVisible();
  // El transportista es nuevo: cualquier posición posterior al comienzo de la prueba es suya.
  // (La hora es la de la lectura del GPS, que puede venir del caché del navegador.)
  const inicio = Number(sufijo);
  await expect
    .poll(async () => {
      const u = await (
        await request.get('/api/ubicacion-transportista/', { headers: chofer })
      ).json();
      const ultima = u.last_known_location as { fecha: string; lat: number } | null;
      return u.conectado && ultima !== null && Date.parse(ultima.fecha) >= inicio
        ? ultima.lat
        : null;
    })
    .toBeCloseTo(-25.2995, 4);
  const gananciaAntes = leerGs(await page.getByTestId('ganancia-hoy').innerText());
  await capturar(page, info, 'driver-inicio');

  // Un pedido confirmado se rutea; la oportunidad llega en el próximo minuto.
  const pedido = await comprarADomicilio(request, cliente.cabeceras, proveedor);
  const orden = (await confirmarOrden(request, proveedor, pedido)).id;
  const ruteo = await request.post('/api/ruteo-ordenes-venta/', {
    headers: admin,
    data: { ordenes_venta: [orden] },
    timeout: 90_000,
  });
  expect(ruteo.ok(), await ruteo.text()).toBeTruthy();
  let oportunidad: { id: number; hoja_ruta: { tarifa_transportista: number } } | undefined;
  await expect
    .poll(
      async () => {
        const ops = await (await request.get('/api/oportunidades/', { headers: chofer })).json();
        oportunidad = (
          ops.results as {
            id: number;
            hoja_ruta: { pedidos: number[]; tarifa_transportista: number };
          }[]
        ).find((o) => o.hoja_ruta.pedidos.includes(pedido));
        return oportunidad?.id;
      },
      { timeout: 100_000, intervals: [2_000] },
    )
    .toBeDefined();
  const op = oportunidad!;
  const tarifa = gs(op.hoja_ruta.tarifa_transportista);

  // La ve en su lista con la tarifa antes de aceptar.
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  await page.getByRole('link', { name: 'Oportunidades' }).click();
  const tarjetaOportunidad = page.getByRole('link', { name: new RegExp(`^Oportunidad ${op.id}:`) });
  await expect(tarjetaOportunidad).toBeVisible();
  await expect(tarjetaOportunidad).toContainText(tarifa);
  await tarjetaOportunidad.click();
  await expect(page).toHaveURL(`/driver/oportunidad/${op.id}`);
  await expect(page.getByTestId('tarifa-oportunidad')).toHaveText(tarifa);
  await expect(page.getByTestId('mapa-hoja')).toBeVisible();
  await capturar(page, info, 'driver-oportunidad');
  await page.getByRole('button', { name: `Aceptar por ${tarifa}` }).click();

  // Empieza con su vehículo.
  await expect(page).toHaveURL('/driver/ruta');
  await page.getByRole('button', { name: 'Empezar ruta' }).click();
  const parada = page.getByTestId('parada-actual');
  await expect(parada).toContainText('retiro');
  await expect(parada.getByRole('link', { name: 'Abrir en mapas' })).toHaveAttribute(
    'href',
    /google\.com\/maps/,
  );
  await capturar(page, info, 'driver-ruta-activa');

  // Retiro con el código que le dicta el proveedor (teclado en pantalla).
  const { codigo_retiro } = await ordenDe(request, proveedor, pedido);
  expect(codigo_retiro).toMatch(/^\d{6}$/);
  await teclear(page, codigo_retiro!);
  await page.getByRole('button', { name: 'Confirmar retiro' }).click();
  await expect(parada).toContainText('entrega');

  // El cliente ve su PIN en su pedido (otra sesión) y se lo dicta.
  const contextoCliente = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const paginaCliente = await contextoCliente.newPage();
  await ingresar(paginaCliente, cliente.usuario, cliente.clave);
  await expect(paginaCliente).toHaveURL((url) => url.pathname === '/');
  await paginaCliente.goto(`/pedidos/${pedido}`);
  const pin = (await paginaCliente.getByTestId('pin-entrega').innerText()).trim();
  expect(pin).toMatch(/^\d{4}$/);

  // Desde la parada de entrega abre el chat con el cliente y vuelve.
  await parada.getByRole('link', { name: `Chat con el cliente (pedido N.º ${pedido})` }).click();
  await expect(page).toHaveURL(`/driver/chat/${pedido}`);
  await expect(page.getByRole('textbox', { name: 'Mensaje', exact: true })).toBeVisible();
  await page.goBack();
  await expect(parada).toContainText('entrega');

  // Un PIN equivocado se explica y no completa la parada.
  const equivocado = pin === '0000' ? '1111' : '0000';
  await page.getByRole('textbox', { name: 'PIN de entrega del cliente' }).fill(equivocado);
  await page.getByRole('button', { name: 'Confirmar entrega' }).click();
  await expect(parada).toContainText('Le quedan 4 intentos');

  // Sin señal: el PIN queda guardado en el teléfono y la pantalla lo dice; con la señal se envía solo.
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'PIN de entrega del cliente' }).fill(pin);
  await page.getByRole('button', { name: 'Confirmar entrega' }).click();
  await expect(page.getByText(/^Parada \d+: pendiente de envío$/)).toBeVisible();
  await expect(page.getByText(/el código quedó guardado en este teléfono/)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: '¡Ruta terminada!' })).toBeVisible();
  await expect(page.getByTestId('tarifa-ganada')).toHaveText(tarifa);

  // El pedido quedó entregado (el cliente lo ve).
  await paginaCliente.reload();
  await expect(paginaCliente.getByText('Entregado').first()).toBeVisible();
  await contextoCliente.close();

  // La ganancia muestra la tarifa.
  await page.getByRole('link', { name: 'Ver mis ganancias' }).click();
  await expect(page).toHaveURL('/driver/ganancia');
  await expect(page.getByTestId('ganancia-de-hoy')).toHaveText(
    gs(gananciaAntes + op.hoja_ruta.tarifa_transportista),
  );
  await expect(page.getByTestId('movimientos')).toContainText(tarifa);
  await capturar(page, info, 'driver-ganancia');

  // Conectado, el rastreo sigue fuera de las pantallas de la operación (aun abriendo el perfil
  // de cero) y lo juntado sin señal llega en un lote al volver la red.
  const ultimaLat = async () =>
    (await (await request.get('/api/ubicacion-transportista/', { headers: chofer })).json())
      .last_known_location?.lat as number | undefined;
  await page.goto('/driver/perfil');
  await expect(page.getByText('Aprobado', { exact: true })).toBeVisible();
  await context.setGeolocation({ latitude: -25.2905, longitude: -57.6102, accuracy: 10 });
  await expect.poll(ultimaLat, { timeout: 25_000 }).toBeCloseTo(-25.2905, 4);
  await context.setOffline(true);
  await context.setGeolocation({ latitude: -25.2855, longitude: -57.6102, accuracy: 10 });
  await context.setGeolocation({ latitude: -25.2805, longitude: -57.6102, accuracy: 10 });
  await page.waitForTimeout(1_000);
  expect(await ultimaLat()).toBeCloseTo(-25.2905, 4);
  await context.setOffline(false);
  await expect.poll(ultimaLat, { timeout: 25_000 }).toBeCloseTo(-25.2805, 4);

  // Al desconectarse se deja de rastrear.
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  await page.getByRole('link', { name: 'Inicio', exact: true }).click();
  const apagar = page.getByRole('switch', { name: 'Conectado para recibir rutas' });
  await apagar.click();
  await expect(apagar).not.toBeChecked();
  await expect(page.getByText('Desconectado', { exact: true })).toBeVisible();
  const u = await (await request.get('/api/ubicacion-transportista/', { headers: chofer })).json();
  expect(u.conectado).toBe(false);
  await contextoAdmin.close();
});

test('el transportista demo abre sus documentos privados (archivos creados por la siembra)', async ({
  page,
}) => {
  await ingresar(page, 'transportista');
  await expect(page).toHaveURL(/\/driver\/home$/);
  await page.goto('/driver/perfil/configuracion/documentos');
  const fila = page.getByTestId('documento-registro_frente');
  await expect(fila).toContainText('Vigente hasta');
  const [pestana] = await Promise.all([
    page.waitForEvent('popup'),
    fila.getByRole('button', { name: 'Ver', exact: true }).click(),
  ]);
  await expect.poll(() => pestana.url()).toMatch(/^blob:/);

  // Sin sesión no se sirve ningún documento, ni hay copia pública en /media.
  const sinSesion = await page.request.get('/api/transportista/1/documento/registro_frente/');
  expect(sinSesion.status()).toBe(401);
});
