import { randomUUID } from 'node:crypto';
import { expect, test, type Locator } from '@playwright/test';
import { capturar, ingresar } from './ayudas.js';
import { tokenDe } from './transportista-nuevo.js';

// A 390 px los avisos van arriba, debajo de la cabecera; con un diálogo abierto eso es su título
// y su primer campo. Con un diálogo abierto bajan al pie de la pantalla.

async function seSolapan(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('sin caja');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test('un aviso no tapa el primer campo del diálogo que se abre mientras se ve', async ({
  page,
  request,
}, info) => {
  const sufijo = randomUUID().slice(0, 8);
  await ingresar(page, 'admin');
  await expect(page).toHaveURL((u) => u.pathname === '/admin');
  await page.goto('/admin/preguntas_frecuentes');
  await page.getByRole('button', { name: 'Nueva pregunta' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nueva pregunta' });
  await dialogo.getByRole('textbox', { name: 'Pregunta' }).fill(`¿Llegan a Itauguá? ${sufijo}`);
  await dialogo.getByRole('textbox', { name: 'Respuesta' }).fill('Sí, de lunes a sábado.');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo).toBeHidden();
  const aviso = page.locator('.mantine-Notification-root', { hasText: 'Pregunta guardada.' });
  await expect(aviso).toBeVisible();
  // Sin diálogo, arriba: no tapa el pie de página ni los botones fijos de abajo.
  const arriba = await aviso.boundingBox();
  expect(arriba?.y ?? 844).toBeLessThan(844 / 2);

  // Otra pregunta enseguida, con el aviso todavía a la vista.
  await page.getByRole('button', { name: 'Nueva pregunta' }).click();
  await expect(dialogo).toBeVisible();
  await expect(aviso).toBeVisible();
  const campo = dialogo.getByRole('textbox', { name: 'Pregunta' });
  expect(await seSolapan(aviso, campo), 'el aviso tapa el campo Pregunta').toBe(false);
  expect(await seSolapan(aviso, dialogo.getByRole('heading', { name: 'Nueva pregunta' }))).toBe(
    false,
  );
  await capturar(page, info, 'aviso-con-dialogo');
  await campo.fill('Se escribe sin esperar a que el aviso se vaya');
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialogo).toBeHidden();

  // Limpieza: la pregunta creada se borra por la API.
  const admin = await tokenDe(request, 'admin');
  const lista = await request.get(
    `/api/preguntas-frecuentes/?search=${encodeURIComponent(sufijo)}`,
    { headers: admin },
  );
  const cuerpo = (await lista.json()) as { results?: { id: number }[] } | { id: number }[];
  const filas = Array.isArray(cuerpo) ? cuerpo : (cuerpo.results ?? []);
  expect(filas).toHaveLength(1);
  const borrado = await request.delete(`/api/preguntas-frecuentes/${filas[0]?.id}/`, {
    headers: admin,
  });
  expect(borrado.status()).toBe(204);
});
