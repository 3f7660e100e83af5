import { expect, test } from '@playwright/test';

// La caja de sugerencias de la portada se descarga al primer uso (issue #4, Performance):
// lo escrito antes de que llegue no se pierde y las sugerencias aparecen igual.
test('en la portada se escribe enseguida y las sugerencias llevan al producto', async ({ page }) => {
  await page.goto('/');
  const buscador = page.getByLabel('Buscar productos').first();
  await expect(buscador).toBeEditable();
  await buscador.pressSequentially('yerba', { delay: 30 });
  await expect(page.getByLabel('Buscar productos').first()).toHaveValue('yerba');
  await expect(page.getByLabel('Buscar productos').first()).toBeFocused();

  const sugerencia = page.getByRole('option', { name: /Yerba mate/ }).first();
  await expect(sugerencia).toBeVisible();
  await sugerencia.click();
  await expect(page).toHaveURL(/\/producto\/\d+-yerba-mate/);
});

test('en la portada, Enter busca lo escrito', async ({ page }) => {
  await page.goto('/');
  const buscador = page.getByLabel('Buscar productos').first();
  await buscador.fill('tomates');
  await buscador.press('Enter');
  await expect(page).toHaveURL(/\/buscar\?search=tomates/);
});
