import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { capturar, ingresar, salir } from './ayudas.js';
import { clienteNuevo } from './cliente-nuevo.js';

const MENSAJE_SIN_SESION =
  'Este producto no es apto para menores de edad, por favor inicie sesión para continuar.';
const MENSAJE_SIN_FECHA =
  'Este producto no es apto para menores de edad, por favor complete en su perfil su fecha de nacimiento para continuar.';
const MENSAJE_MENOR = 'Lo sentimos, este producto no es apto para menores de edad.';

interface Tarjeta {
  id: number;
  nombre: string;
  no_apto_menores: boolean;
  cantidad_disponible: number;
}

async function abrirFiltros(page: Page): Promise<void> {
  const boton = page.getByRole('button', { name: 'Filtros' });
  if (await boton.isVisible()) await boton.click();
}

async function cerrarFiltros(page: Page): Promise<void> {
  const ver = page.getByRole('button', { name: 'Ver resultados' });
  if (await ver.isVisible()) await ver.click();
}

/** Registra un cliente por la API (con o sin fecha de nacimiento) y devuelve su usuario. */
async function registrarCliente(
  request: APIRequestContext,
  fechaNacimiento: string | null,
): Promise<string> {
  const usuario = `tienda${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const telefono = `0981${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const r = await request.post('/api/registro-cliente/', {
    data: {
      first_name: 'Prueba',
      last_name: 'Tienda',
      email: `${usuario}@ejemplo.com.py`,
      username: usuario,
      password: 'clave-tienda-1',
      nro_telefono: telefono,
      ...(fechaNacimiento ? { fecha_nacimiento: fechaNacimiento } : {}),
    },
  });
  expect(r.ok(), await r.text()).toBe(true);
  return usuario;
}

test('un visitante busca con un error de tipeo, filtra, elige una variante, arma el carrito y lo conserva al ingresar', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.getByTestId('promo-inicio')).toBeVisible();
  await capturar(page, info, 'tienda-inicio');

  await page.getByLabel('Buscar productos').first().fill('remerra');
  await page.getByLabel('Buscar productos').first().press('Enter');
  await expect(page).toHaveURL(/\/buscar\?search=remerra/);
  await expect(page.getByTestId('tarjeta-producto').first()).toContainText(/Remera/);

  await abrirFiltros(page);
  await page.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: 'Remeras y camisas' }).click();
  await page.getByRole('textbox', { name: 'Precio hasta' }).fill('70000');
  await page.getByRole('textbox', { name: 'Precio hasta' }).blur();
  await cerrarFiltros(page);
  await expect(page).toHaveURL(/categoria=\d+/);
  await expect(page).toHaveURL(/max=70000/);
  // Mientras llega la búsqueda filtrada siguen a la vista los resultados anteriores.
  await expect(page.getByTestId('cantidad-resultados')).not.toContainText('actualizando');
  const tarjetas = page.getByTestId('tarjeta-producto');
  const elegida = tarjetas.filter({ hasText: 'Remera básica algodón' });
  await expect(elegida).toBeVisible();
  for (const texto of await tarjetas.allTextContents()) {
    expect(texto).toMatch(/Remera/);
    const precio = Number(/Gs\. ([\d.]+)/.exec(texto)?.[1]?.replace(/\./g, ''));
    expect(precio).toBeLessThanOrEqual(70_000);
  }
  await capturar(page, info, 'tienda-buscar');

  await elegida.click();
  await expect(page).toHaveURL(/\/producto\/\d+-remera-basica-algodon/);
  // La URL cambia antes de que la ficha reemplace a la búsqueda: se espera su título.
  const titulo = page.getByRole('heading', { level: 1 });
  await expect(titulo).toContainText('Remera básica algodón');
  const nombre = (await titulo.textContent()) ?? '';
  await expect(page.getByRole('button', { name: 'Agregar al carrito' })).toBeDisabled();
  if (info.project.name === 'telefono') {
    // Con más de 6 variantes, en el teléfono se elige con un selector.
    const selector = page.getByRole('combobox', { name: 'Elija una opción' });
    await selector.click();
    await page
      .getByRole('option')
      .and(page.locator(':not([data-combobox-disabled])'))
      .first()
      .click();
    await expect(selector).toHaveValue(/ · Gs\. /);
  } else {
    const variante = page.getByRole('radio', { disabled: false }).first();
    await page.locator(`label[for="${await variante.getAttribute('id')}"]`).click();
    await expect(variante).toBeChecked();
  }
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByText('Producto agregado al carrito')).toBeVisible();

  await page.getByRole('button', { name: 'Agregar a favoritos' }).click();
  await expect(page.getByText('Inicie sesión para guardar sus productos favoritos.')).toBeVisible();
  await capturar(page, info, 'tienda-producto');

  // Un cliente propio: el carrito del `cliente` demo lo usan otras pruebas en paralelo.
  const cliente = await clienteNuevo(request, { conDireccion: false });
  await ingresar(page, cliente.usuario, cliente.clave);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/carrito');
  const linea = page.getByTestId('linea-carrito').filter({ hasText: nombre });
  await expect(linea).toBeVisible();
  await expect(page.getByTestId('total-carrito')).toContainText('Gs.');
  await capturar(page, info, 'tienda-carrito');
});

test('un producto no apto para menores avisa al visitante, al cliente sin fecha de nacimiento, al menor y deja comprar al adulto', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const r = await request.get('/api/producto_buscador/?search=cerveza&page_size=50');
  const lista = ((await r.json()) as { results: Tarjeta[] }).results;
  const cerveza = lista.find((p) => p.no_apto_menores && p.cantidad_disponible > 0);
  expect(cerveza).toBeTruthy();
  const url = `/producto/${cerveza?.id}-cerveza`;

  await page.goto(url);
  await expect(page.getByTestId('aviso-edad')).toContainText(MENSAJE_SIN_SESION);
  await capturar(page, info, 'tienda-edad-visitante');

  const sinFecha = await registrarCliente(request, null);
  await ingresar(page, sinFecha, 'clave-tienda-1');
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await page.goto(url);
  await expect(page.getByTestId('aviso-edad')).toContainText(MENSAJE_SIN_FECHA);
  await salir(page);

  const menor = await registrarCliente(request, `${new Date().getFullYear() - 17}-01-15`);
  await ingresar(page, menor, 'clave-tienda-1');
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await page.goto(url);
  await expect(page.getByTestId('aviso-edad')).toContainText(MENSAJE_MENOR);
  await capturar(page, info, 'tienda-edad-menor');
  await salir(page);

  await ingresar(page, 'cliente');
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await page.goto(url);
  await expect(page.getByTestId('aviso-edad')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Agregar al carrito' })).toBeEnabled();
});

test('categorías, favoritos, preguntas frecuentes y contacto B2B', async ({ page }, info) => {
  await ingresar(page, 'cliente');
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await page.goto('/categorias');
  await expect(page.getByRole('heading', { name: 'Categorías', level: 1 })).toBeVisible();
  await page
    .getByRole('link', { name: /Almacén|Bebidas|Alimentos/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/categoria\/\d+-/);
  await expect(page.getByTestId('tarjeta-producto').first()).toBeVisible();
  await capturar(page, info, 'tienda-categoria');

  await page.getByTestId('tarjeta-producto').first().click();
  const favorito = page.getByRole('button', { name: /favoritos/ });
  await expect(favorito).toBeEnabled();
  if ((await favorito.getAttribute('aria-pressed')) !== 'true') await favorito.click();
  await expect(page.getByRole('button', { name: 'Quitar de favoritos' })).toBeVisible();
  const nombre = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.goto('/favoritos');
  await expect(page.getByTestId('tarjeta-producto').filter({ hasText: nombre })).toBeVisible();

  await page.goto('/preguntas_frecuentes');
  await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();

  await page.goto('/B2B');
  await page.getByLabel('Nombre y apellido').fill('Ana Gómez');
  await page.getByLabel('Correo electrónico').fill('ana@empresa.com.py');
  await page.getByLabel('Teléfono').fill('0981 123 456');
  const adjunto = page.locator('input[type="file"]');
  // Un adjunto que no es PDF ni imagen: 400 en español y el formulario conserva lo escrito.
  await adjunto.setInputFiles({
    name: 'planilla.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('PK no es un documento'),
  });
  await page.getByRole('button', { name: 'Enviar consulta' }).click();
  await expect(page.getByText('El documento debe ser un PDF o una imagen.')).toBeVisible();
  await expect(page.getByLabel('Nombre y apellido')).toHaveValue('Ana Gómez');
  await adjunto.setInputFiles({
    name: 'lista-de-compras.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(page.getByText('lista-de-compras.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar consulta' }).click();
  await expect(page.getByTestId('b2b-enviado')).toBeVisible();
  await capturar(page, info, 'tienda-b2b');
});
