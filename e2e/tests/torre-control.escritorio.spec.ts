import { expect, test, type Page } from '@playwright/test';
import { capturar, ingresar } from './ayudas.js';
import { tokenDe, transportistaNuevo } from './transportista-nuevo.js';

// Torre de control a 1280 px: un transportista simulado (uno nuevo, manejado por la API) aparece
// al conectarse y se mueve en el mapa sin recargar; y la pantalla se mantiene fluida con 200
// transportistas moviéndose (eventos inyectados por un /ws simulado, medidos en la página).

const trazoDe = (page: Page, transportistaId: number) =>
  page.locator(`path.marcador-t-${transportistaId}`).getAttribute('d');

test('la torre muestra un transportista simulado que se conecta y se mueve', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await tokenDe(request, 'admin');
  const chofer = await transportistaNuevo(request, admin, 'Torre');

  await ingresar(page, 'admin');
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  await page.getByRole('link', { name: 'Torre de control' }).first().click();
  await expect(page).toHaveURL('/admin/monitoreo');
  await expect(page.getByRole('heading', { name: 'Torre de control' })).toBeVisible();
  await expect(page.getByTestId('mapa-torre')).toBeVisible();
  await page.evaluate(() => document.body.setAttribute('data-sin-recargar', 'si'));

  // Se conecta con su posición: aparece en vivo.
  const marcador = page.locator(`path.marcador-t-${chofer.transportistaId}`);
  const conectar = await request.post('/api/conexion-transportista/', {
    headers: chofer.cabeceras,
    data: { ubicacion: '-25.2950,-57.6100' },
  });
  expect(conectar.ok(), await conectar.text()).toBeTruthy();
  await request.post('/api/rastreo-usuario/', {
    headers: chofer.cabeceras,
    data: { ubicacion: '-25.2950,-57.6100' },
  });
  await expect(marcador).toBeVisible();

  // Se mueve: el mismo círculo cambia de lugar en cada posición, sin recargar.
  let trazo = await trazoDe(page, chofer.transportistaId);
  for (const [lat, lng] of [
    [-25.297, -57.607],
    [-25.299, -57.604],
    [-25.301, -57.601],
  ] as const) {
    const r = await request.post('/api/rastreo-usuario/', {
      headers: chofer.cabeceras,
      data: { ubicacion: `${lat},${lng}` },
    });
    expect(await r.json()).toEqual({ guardada: true });
    await expect.poll(() => trazoDe(page, chofer.transportistaId)).not.toBe(trazo);
    trazo = await trazoDe(page, chofer.transportistaId);
  }

  // Un clic en el transportista abre su detalle.
  await marcador.click({ force: true });
  const detalle = page.getByTestId('detalle-transportista');
  await expect(detalle).toContainText(chofer.nombre);
  await expect(detalle.getByRole('link', { name: 'Ficha del transportista' })).toHaveAttribute(
    'href',
    `/admin/transportista/detail/${chofer.transportistaId}`,
  );
  await expect(page.locator('body')).toHaveAttribute('data-sin-recargar', 'si');
  await capturar(page, test.info(), 'torre-mapa');
  // También se usa a 390 px: nada se sale de la pantalla.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('mapa-torre')).toBeVisible();
  // Tras cambiar el tamaño, el mapa y el diseño se acomodan en los cuadros siguientes.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await capturar(page, test.info(), 'torre-mapa-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  await request.patch('/api/conexion-transportista/', {
    headers: chofer.cabeceras,
    data: { conectado: false },
  });
  await expect(marcador).toHaveCount(0);
});

// ── 200 transportistas ──────────────────────────────────────────────────────────────────

const CANTIDAD = 200;
const SEGUNDOS = 10;
/** Cada transportista informa una posición por segundo: 200 eventos/s. */
const EVENTOS_POR_TANDA = 20;
const MS_ENTRE_TANDAS = 100;

function fotoSimulada() {
  const ahora = new Date().toISOString();
  const transportistas = Array.from({ length: CANTIDAD }, (_, i) => ({
    id: 100_000 + i,
    nombre: `Simulado ${i + 1}`,
    telefono: null,
    estado: (['en_ruta', 'asignado', 'libre'] as const)[i % 3],
    ubicacion: { lat: -25.25 - (i % 20) * 0.006, lng: -57.65 + Math.floor(i / 20) * 0.008 },
    fecha: ahora,
    ago: 0,
    hoja_ruta_id: null,
  }));
  return {
    generado_en: ahora,
    transportistas,
    hojas: [],
    paradas_atrasadas: [],
    ordenes_por_ruteo: [{ estado_ruteo: 20, estado_nombre: 'Esperando hora proceso', cantidad: 3 }],
    ordenes_en_espera: [],
    hojas_sin_asignar: 0,
  };
}

test('con 200 transportistas moviéndose la torre sigue fluida (cuadros/s y evento→pintado)', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const foto = fotoSimulada();
  await page.route('**/api/torre-de-control/', (route) => route.fulfill({ json: foto }));
  let enviar: ((texto: string) => void) | null = null;
  await page.routeWebSocket(/\/ws$/, (ws) => {
    ws.onMessage((mensaje) => {
      const m = JSON.parse(String(mensaje)) as { tipo: string };
      if (m.tipo === 'autenticar') {
        ws.send(JSON.stringify({ tipo: 'listo', usuario_id: 1 }));
        enviar = (texto) => ws.send(texto);
      }
    });
  });
  // Medición en la página: hora de llegada de cada evento y hora del cuadro en que su círculo
  // cambió de lugar; cuadros por segundo con requestAnimationFrame.
  await page.addInitScript(() => {
    const w = window as unknown as {
      __pendientes: Map<string, number>;
      __latencias: number[];
      __cuadros: number[];
      __medir: boolean;
    };
    w.__pendientes = new Map();
    w.__latencias = [];
    w.__cuadros = [];
    w.__medir = false;
    const Original = window.WebSocket;
    class Medido extends Original {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        this.addEventListener('message', (ev: MessageEvent) => {
          if (!w.__medir) return;
          const m = JSON.parse(String(ev.data)) as {
            tipo: string;
            evento?: { tipo: string; datos: { transportista_id: number } };
          };
          if (m.tipo !== 'evento' || m.evento?.tipo !== 'torre_ubicacion') return;
          const clave = `marcador-t-${m.evento.datos.transportista_id}`;
          if (!w.__pendientes.has(clave)) w.__pendientes.set(clave, performance.now());
        });
      }
    }
    window.WebSocket = Medido;
    new MutationObserver((cambios) => {
      if (!w.__medir) return;
      const tocados = new Set<string>();
      for (const c of cambios) {
        const clase = Array.from((c.target as Element).classList).find((x: string) =>
          x.startsWith('marcador-t-'),
        );
        if (clase) tocados.add(clase);
      }
      if (tocados.size === 0) return;
      // El cuadro que pinta el cambio.
      requestAnimationFrame(() => {
        const t = performance.now();
        for (const clave of tocados) {
          const desde = w.__pendientes.get(clave);
          if (desde === undefined) continue;
          w.__latencias.push(t - desde);
          w.__pendientes.delete(clave);
        }
      });
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['d'] });
    const contar = (t: number) => {
      if (w.__medir) w.__cuadros.push(t);
      requestAnimationFrame(contar);
    };
    requestAnimationFrame(contar);
  });

  await ingresar(page, 'admin');
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  await page.goto('/admin/monitoreo');
  await expect(page.getByTestId('resumen-conectados')).toHaveText(String(CANTIDAD));
  await expect(page.locator('path[class*="marcador-t-"]')).toHaveCount(CANTIDAD);
  await expect.poll(() => enviar !== null).toBe(true);

  await page.evaluate(() => {
    (window as unknown as { __medir: boolean }).__medir = true;
  });
  const inicio = Date.now();
  let paso = 0;
  while (Date.now() - inicio < SEGUNDOS * 1000) {
    for (let k = 0; k < EVENTOS_POR_TANDA; k++) {
      const i = (paso * EVENTOS_POR_TANDA + k) % CANTIDAD;
      const vuelta = Math.floor((paso * EVENTOS_POR_TANDA + k) / CANTIDAD) + 1;
      const base = foto.transportistas[i]!.ubicacion;
      enviar!(
        JSON.stringify({
          tipo: 'evento',
          pedido_id: null,
          evento: {
            tipo: 'torre_ubicacion',
            datos: {
              transportista_id: 100_000 + i,
              lat: base.lat + vuelta * 0.0004,
              lng: base.lng + vuelta * 0.0004,
              fecha: new Date().toISOString(),
            },
          },
        }),
      );
    }
    paso += 1;
    await page.waitForTimeout(MS_ENTRE_TANDAS);
  }
  await page.waitForTimeout(500);
  const medida = await page.evaluate(() => {
    const w = window as unknown as { __latencias: number[]; __cuadros: number[]; __medir: boolean };
    w.__medir = false;
    const lat = [...w.__latencias].sort((a, b) => a - b);
    const q = (p: number) => lat[Math.min(lat.length - 1, Math.floor(p * lat.length))] ?? NaN;
    const c = w.__cuadros;
    const segundos = (c[c.length - 1]! - c[0]!) / 1000;
    let peor = 0;
    for (let i = 1; i < c.length; i++) peor = Math.max(peor, c[i]! - c[i - 1]!);
    return {
      eventos_pintados: lat.length,
      latencia_p50_ms: Math.round(q(0.5)),
      latencia_p95_ms: Math.round(q(0.95)),
      latencia_max_ms: Math.round(lat[lat.length - 1] ?? NaN),
      cuadros_por_segundo: Math.round((c.length - 1) / segundos),
      peor_cuadro_ms: Math.round(peor),
    };
  });
  const enviados = paso * EVENTOS_POR_TANDA;
  console.log(
    `torre con ${CANTIDAD} transportistas, ${enviados} eventos en ${SEGUNDOS} s:`,
    medida,
  );
  await info.attach('medicion-torre', {
    body: JSON.stringify({ enviados, ...medida }),
    contentType: 'application/json',
  });
  await capturar(page, test.info(), 'torre-200-transportistas');
  // Casi todos los eventos llegan a pintarse (los de un mismo transportista en un cuadro se juntan).
  expect(medida.eventos_pintados).toBeGreaterThan(enviados * 0.9);
  expect(medida.latencia_p95_ms).toBeLessThan(250);
  expect(medida.cuadros_por_segundo).toBeGreaterThanOrEqual(30);
});
