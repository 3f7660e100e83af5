import { expect, test, type Page } from '@playwright/test';
import { capturar, ingresar } from './ayudas.js';

// La batería corre con el sandbox y sin red: /api/pagos/configuracion/ se responde con un JS de
// checkout servido desde nuestro propio origen (así lo admite la CSP del sandbox) con la misma
// interfaz que el de Bancard: createForm monta un iframe y, al pagar, la librería vuelve a la
// return_url con ?status=…. El proveedor sigue siendo el sandbox para que la lista de tarjetas
// responda. El Bancard real no se puede probar aquí.
const BASE = '/e2e-bancard';

const LIBRERIA = `(function () {
  function forma(ruta, retorno) {
    return {
      createForm: function (div, processId, opciones) {
        var f = document.createElement('iframe');
        f.title = 'Bancard';
        f.src = '${BASE}' + ruta + '?process_id=' + encodeURIComponent(processId) +
          '&styles=' + encodeURIComponent(JSON.stringify(opciones.styles));
        f.style.width = '100%';
        f.style.minHeight = '320px';
        f.style.border = '0';
        var c = document.getElementById(div);
        c.innerHTML = '';
        c.appendChild(f);
        window.addEventListener('message', function (e) {
          if (e.data && e.data.message) location.assign(retorno + '?status=' + e.data.message);
        });
      },
    };
  }
  window.Bancard = {
    Checkout: forma('/checkout/new', '/pedidos'),
    Cards: forma('/checkout/register_card/new', '/tarjeta/agregar/55/ok'),
    Zimple: forma('/checkout/zimple/new', '/pedidos'),
    destroy: function () {},
  };
})();`;

const iframe = (titulo: string, mensaje: string) => `<!doctype html><html lang="es"><head>
<meta charset="utf-8"></head><body><h1>${titulo}</h1>
<button onclick="parent.postMessage({ message: '${mensaje}' }, '*')">Pagar</button></body></html>`;

async function simularBancard(page: Page): Promise<void> {
  await page.route('**/api/pagos/configuracion/', (r) =>
    r.fulfill({
      json: {
        proveedor: 'sandbox',
        checkout_js: `${BASE}/bancard-checkout-4.0.0.js`,
        efectivo: false,
      },
    }),
  );
  await page.route(`**${BASE}/**`, (r) => {
    const url = new URL(r.request().url());
    if (url.pathname.endsWith('.js'))
      return r.fulfill({ contentType: 'text/javascript', body: LIBRERIA });
    const catastro = url.pathname.includes('register_card');
    return r.fulfill({
      contentType: 'text/html',
      body: catastro
        ? iframe('Registrar tarjeta (simulado)', 'add_new_card_success')
        : iframe('Pago con tarjeta (simulado)', 'payment_success'),
    });
  });
}

test('el cliente paga en el formulario de Bancard montado en /pago/:proceso y vuelve a la return_url', async ({
  page,
}, info) => {
  await simularBancard(page);
  await ingresar(page, 'cliente');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/pago/PROC*E2E-1?transaccion_id=123');
  await expect(page.getByRole('heading', { name: 'Pagar con tarjeta' })).toBeVisible();
  const marco = page.locator('#bancard-formulario iframe');
  await expect(marco).toHaveAttribute('src', /process_id=PROC\*E2E-1&styles=/);
  const bancard = page.frameLocator('#bancard-formulario iframe');
  await expect(bancard.getByRole('heading', { name: 'Pago con tarjeta (simulado)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver sin pagar' })).toHaveAttribute(
    'href',
    '/pedido?transaccion_id=123',
  );
  await capturar(page, info, 'pago-bancard');
  await bancard.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/pedidos\?status=payment_success$/);
  await expect(page.getByRole('heading', { name: 'Mis pedidos' })).toBeVisible();
});

test('el catastro monta Bancard.Cards y la vuelta muestra la lista de tarjetas, no el aviso del iframe', async ({
  page,
}, info) => {
  await simularBancard(page);
  await ingresar(page, 'cliente');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/tarjeta/agregar/55/PROC-TARJ');
  await expect(page.getByRole('heading', { name: 'Agregar tarjeta' })).toBeVisible();
  const bancard = page.frameLocator('#bancard-formulario iframe');
  await expect(
    bancard.getByRole('heading', { name: 'Registrar tarjeta (simulado)' }),
  ).toBeVisible();
  await capturar(page, info, 'catastro-bancard');
  await bancard.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/tarjeta\/agregar\/55\/ok\?status=add_new_card_success$/);
  await expect(page.getByRole('heading', { name: 'Tarjetas' })).toBeVisible();
  // La tarjeta 55 no está en la lista del procesador: el mensaje del iframe no alcanza.
  await expect(page.getByText('La tarjeta no se agregó')).toBeVisible();
  await capturar(page, info, 'tarjetas-lista');
});
