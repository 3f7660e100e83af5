import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { capturar, ingresar } from './ayudas.js';

// Pantallas de catálogo del panel: rubros, tipos de vehículo y preguntas frecuentes se crean,
// editan y borran (con confirmación); categorías y configuración se muestran. Los datos creados
// no tocan la cotización de envíos (el tipo de vehículo queda sin tarifas) y se borran al final.

/**
 * Busca un tipo de vehículo y espera la lista filtrada en el servidor (el encabezado y su fila).
 * La búsqueda pasa a la URL tras una pausa (un clic antes volvía a la lista al escribirse), y la
 * lista anterior sigue a la vista hasta que llega la filtrada: al llegar, las filas de arriba se
 * van y la del tipo sube; un clic en ese momento caía fuera del enlace (CI del 2/12).
 */
async function filtrarTipo(page: Page, nombre: string) {
  await page.getByRole('textbox', { name: 'Buscar tipos de vehículo' }).fill(nombre);
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(page.getByRole('row')).toHaveCount(2);
}

async function confirmarBorrado(page: Page) {
  const dialogo = page.getByRole('dialog');
  await dialogo.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(dialogo).toBeHidden();
}

test('rubros, tipos de vehículo y preguntas frecuentes: alta, edición y baja confirmada', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const sufijo = `${info.project.name}-${randomUUID().slice(0, 6)}`;
  await ingresar(page, 'admin', 'demo1234');
  await expect(page).toHaveURL(/\/admin/);

  // Rubros.
  await page.goto('/admin/rubro');
  await page.getByRole('button', { name: 'Nuevo rubro' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Nombre' }).fill(`Rubro ${sufijo}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('cell', { name: `Rubro ${sufijo}`, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Editar Rubro ${sufijo}` }).click();
  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: 'Nombre' })
    .fill(`Rubro ${sufijo} bis`);
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('cell', { name: `Rubro ${sufijo} bis`, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Eliminar Rubro ${sufijo} bis` }).click();
  await confirmarBorrado(page);
  await expect(page.getByRole('cell', { name: `Rubro ${sufijo} bis`, exact: true })).toBeHidden();

  // Tipos de vehículo (sin tarifas: no cotiza envíos mientras existe).
  await page.goto('/admin/tipo-vehiculo/create');
  await page.getByRole('textbox', { name: 'Nombre' }).fill(`Carreta ${sufijo}`);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/admin\/tipo-vehiculo$/);
  await filtrarTipo(page, `Carreta ${sufijo}`);
  await page.getByRole('link', { name: `Editar Carreta ${sufijo}` }).click();
  await page.getByRole('textbox', { name: 'Peso máximo (kg)' }).fill('350');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/admin\/tipo-vehiculo$/);
  await filtrarTipo(page, `Carreta ${sufijo}`);
  // Filtrado en el servidor: queda sólo el tipo de esta prueba.
  await expect(page.getByText('350 kg')).toHaveCount(1);
  await capturar(page, info, 'admin-tipos-vehiculo');
  await page.getByRole('button', { name: `Eliminar Carreta ${sufijo}` }).click();
  await confirmarBorrado(page);
  await expect(page.getByText(/Nada coincide con/)).toBeVisible();

  // Preguntas frecuentes, con la búsqueda en la URL.
  await page.goto('/admin/preguntas_frecuentes');
  await page.getByRole('button', { name: 'Nueva pregunta' }).click();
  const dialogo = page.getByRole('dialog');
  await dialogo.getByRole('textbox', { name: 'Pregunta' }).fill(`¿Entregan en Luque? ${sufijo}`);
  await dialogo.getByRole('textbox', { name: 'Respuesta' }).fill('Sí, todos los días hábiles.');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo).toBeHidden();
  await page.goto(`/admin/preguntas_frecuentes?search=${encodeURIComponent(sufijo)}`);
  await expect(page.getByText(`¿Entregan en Luque? ${sufijo}`)).toBeVisible();
  await page.getByRole('button', { name: `Eliminar ¿Entregan en Luque? ${sufijo}` }).click();
  await confirmarBorrado(page);
  await expect(page.getByText(/Nada coincide con/)).toBeVisible();

  // Alta de un producto para el proveedor demo, desde el panel: queda pendiente de moderación;
  // luego se edita desde su ficha.
  await page.goto('/admin/producto/create');
  await page.getByRole('combobox', { name: 'Proveedor' }).fill('Doña Rosa');
  await page.getByRole('option', { name: 'Almacén Doña Rosa' }).click();
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(`Chipa ${sufijo}`);
  await page.getByRole('textbox', { name: 'Precio (Gs.)', exact: true }).fill('5000');
  await page.getByRole('button', { name: 'Crear producto' }).click();
  await expect(page).toHaveURL(/\/admin\/producto\/detail\/\d+$/);
  await expect(page.getByText('Pendiente de moderación')).toBeVisible();
  // El aviso de éxito tapa la esquina de las acciones y no se cierra mientras el puntero está
  // encima (Mantine): se espera a que se vaya con el puntero fuera, como haría una persona.
  // Primero se espera a que aparezca: si no, la espera pasaba antes de que se mostrara, y el clic
  // en «Editar» quedaba sobre el aviso, que no se cerraba (CI del 6/12).
  await page.mouse.move(0, 0);
  const aviso = page.getByText('Producto creado. Queda pendiente de aprobación.');
  await expect(aviso).toBeVisible();
  await expect(aviso).toBeHidden();
  await page.getByRole('link', { name: 'Editar' }).click();
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(`Chipa ${sufijo} caliente`);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('heading', { name: `Chipa ${sufijo} caliente` })).toBeVisible();

  // Categorías y configuración.
  await page.goto('/admin/categoria');
  await expect(page.getByRole('list', { name: 'Árbol de categorías' })).toBeVisible();
  await capturar(page, info, 'admin-categorias');
  await page.goto('/admin/configuracion');
  await expect(page.getByRole('heading', { name: 'Configuración', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar' }).first()).toBeVisible();
  await capturar(page, info, 'admin-configuracion');
});
