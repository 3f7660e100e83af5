// Páginas del procesador local bajo /sandbox-pagos/ (fuera de /api): formulario de tarjeta con
// verificación de Luhn, billeteras con QR o confirmación por teléfono, y alta de tarjetas.
// Son formularios HTML simples (sin JavaScript) para respetar la CSP.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ETIQUETAS_MEDIO_PAGO, formatoGuaranies, MedioPago, MENSAJES } from '@nemu/domain';
import { pagosDe } from './pagos.proveedor.js';
import {
  luhnValido,
  ProveedorSandbox,
  TARJETAS_PRUEBA,
  type Desenlace,
  type ProcesoSandbox,
} from './sandbox.adapter.js';

const NOMBRE_BILLETERA = {
  tigo_money: ETIQUETAS_MEDIO_PAGO[MedioPago.TIGO_MONEY],
  zimple: ETIQUETAS_MEDIO_PAGO[MedioPago.ZIMPLE],
  billetera_personal: ETIQUETAS_MEDIO_PAGO[MedioPago.BILLETERA_PERSONAL],
} as const;

const escapar = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function pagina(titulo: string, cuerpo: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapar(titulo)} · Sandbox de pagos</title>
<style>
body{font-family:system-ui,sans-serif;background:#f1f3f5;margin:0;padding:16px;color:#212529}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:20px;box-shadow:0 2px 8px #0002}
h1{font-size:1.25rem;margin:0 0 4px}.monto{font-size:1.6rem;font-weight:700;margin:8px 0 16px}
label{display:block;font-weight:600;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;font-size:1rem;border:1px solid #ced4da;border-radius:8px}
.fila{display:flex;gap:12px}.fila>div{flex:1}button{width:100%;padding:12px;margin-top:12px;font-size:1rem;border:0;border-radius:8px;cursor:pointer}
.primario{background:#1c7ed6;color:#fff}.secundario{background:#e9ecef}.peligro{background:#fa5252;color:#fff}
.error{background:#fff5f5;color:#c92a2a;padding:8px;border-radius:8px}.nota{color:#868e96;font-size:.85rem}
.qr{width:180px;height:180px;margin:12px auto;display:grid;grid-template-columns:repeat(9,1fr);border:8px solid #fff;outline:1px solid #ced4da}
.qr i{display:block}.qr i.n{background:#000}
</style></head><body><main>
<p class="nota">Sandbox de pagos de Ñemu — entorno de prueba, no se cobra dinero real.</p>
${cuerpo}</main></body></html>`;
}

function qr(semilla: string): string {
  let h = 0;
  for (const c of semilla) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  let celdas = '';
  for (let i = 0; i < 81; i++) {
    h = (h * 1103515245 + 12345) >>> 0;
    celdas += `<i class="${h & 1024 ? 'n' : ''}"></i>`;
  }
  return `<div class="qr" role="img" aria-label="Código QR de pago">${celdas}</div>`;
}

function formularioTarjeta(p: ProcesoSandbox, error: string | null): string {
  const pruebas = Object.entries(TARJETAS_PRUEBA)
    .map(([n, t]) => `<li><code>${n}</code> (${t.marca}): ${t.resultado}</li>`)
    .join('');
  const esAlta = p.tipo === 'tarjeta';
  return pagina(
    esAlta ? 'Registrar tarjeta' : 'Pagar con tarjeta',
    `<h1>${esAlta ? 'Registrar tarjeta' : 'Pagar con tarjeta'}</h1>
${esAlta ? '' : `<div class="monto">${formatoGuaranies(p.monto)}</div><p>${escapar(p.descripcion)}</p>`}
${error ? `<p class="error" role="alert">${escapar(error)}</p>` : ''}
<form method="post">
<label for="numero">Número de tarjeta</label><input id="numero" name="numero" inputmode="numeric" autocomplete="off" required>
<div class="fila"><div><label for="vencimiento">Vencimiento (MM/AA)</label><input id="vencimiento" name="vencimiento" placeholder="08/29" required></div>
<div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="off" required></div></div>
${esAlta ? '<label for="cedula">Cédula</label><input id="cedula" name="cedula" inputmode="numeric" required>' : ''}
<button class="primario" name="accion" value="pagar">${esAlta ? 'Registrar tarjeta' : 'Pagar'}</button>
<button class="secundario" name="accion" value="cancelar" formnovalidate>Cancelar</button>
</form><p class="nota">Tarjetas de prueba:</p><ul class="nota">${pruebas}</ul>`,
  );
}

function paginaBilletera(p: ProcesoSandbox, error: string | null): string {
  const nombre = p.billetera ? NOMBRE_BILLETERA[p.billetera] : 'Billetera';
  return pagina(
    nombre,
    `<h1>Pagar con ${nombre}</h1><div class="monto">${formatoGuaranies(p.monto)}</div>
${error ? `<p class="error" role="alert">${escapar(error)}</p>` : ''}
<p>Escanee el código con la app de ${nombre} o confirme con su teléfono.</p>${qr(p.id)}
<form method="post"><label for="telefono">Teléfono</label>
<input id="telefono" name="telefono" value="${escapar(p.telefono ? `0${p.telefono.replace(/^595/, '')}` : '')}" required>
<label for="codigo">Código de confirmación (PIN de prueba: 1234)</label><input id="codigo" name="codigo" inputmode="numeric" required>
<button class="primario" name="accion" value="aprobar">Confirmar pago</button>
<button class="peligro" name="accion" value="rechazar" formnovalidate>Rechazar</button>
<button class="secundario" name="accion" value="demora" formnovalidate>Simular sin respuesta</button>
</form>`,
  );
}

function texto(cuerpo: unknown, campo: string): string {
  const v = (cuerpo as Record<string, unknown> | null)?.[campo];
  return typeof v === 'string' ? v.trim() : '';
}

const volver = (reply: FastifyReply, p: ProcesoSandbox, estado: string) =>
  reply.redirect(`${p.urlRetorno}${p.urlRetorno.includes('?') ? '&' : '?'}status=${estado}`, 303);

export const sandboxPagosRoutes: FastifyPluginAsync = async (app) => {
  // El sandbox puede cobrar sólo algunas billeteras mientras las tarjetas van por Bancard.
  const { proveedor: principal } = pagosDe(app);
  const proveedor = [principal, ...principal.billeteras.values()].find(
    (p) => p instanceof ProveedorSandbox,
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, cuerpo, hecho) => hecho(null, Object.fromEntries(new URLSearchParams(String(cuerpo)))),
  );
  const opciones = { config: { acceso: 'publico' as const } };
  const buscar = (id: string, tipo: ProcesoSandbox['tipo']) => {
    if (!(proveedor instanceof ProveedorSandbox)) return null;
    const p = proveedor.procesos.get(id);
    return p && p.tipo === tipo ? p : null;
  };
  const noEncontrado = (reply: FastifyReply) =>
    reply
      .code(404)
      .type('text/html')
      .send(pagina('No encontrado', `<h1>${MENSAJES.noEncontrado}</h1>`));

  app.get<{ Params: { id: string } }>('/pagar/:id/', opciones, async (request, reply) => {
    const p = buscar(request.params.id, 'cobro');
    if (!p) return noEncontrado(reply);
    if (p.terminado) return volver(reply, p, 'procesado');
    return reply
      .type('text/html')
      .send(p.billetera ? paginaBilletera(p, null) : formularioTarjeta(p, null));
  });

  app.post<{ Params: { id: string } }>('/pagar/:id/', opciones, async (request, reply) => {
    const p = buscar(request.params.id, 'cobro');
    if (!p || !(proveedor instanceof ProveedorSandbox)) return noEncontrado(reply);
    if (p.terminado) return volver(reply, p, 'procesado');
    const accion = texto(request.body, 'accion');
    let desenlace: Desenlace;
    if (p.billetera) {
      if (accion === 'aprobar' && texto(request.body, 'codigo') !== '1234') {
        return reply
          .type('text/html')
          .send(paginaBilletera(p, 'Código de confirmación incorrecto.'));
      }
      desenlace = accion === 'aprobar' ? 'aprobar' : accion === 'demora' ? 'demora' : 'rechazar';
    } else if (accion === 'cancelar') {
      desenlace = 'rechazar';
    } else {
      const numero = texto(request.body, 'numero');
      if (!luhnValido(numero)) {
        return reply.type('text/html').send(formularioTarjeta(p, MENSAJES.tarjetaInvalida));
      }
      desenlace =
        TARJETAS_PRUEBA[numero.replace(/\D/g, '') as keyof typeof TARJETAS_PRUEBA]?.resultado ??
        'aprobar';
    }
    await proveedor.resolver(p, desenlace);
    return volver(
      reply,
      p,
      desenlace === 'aprobar' ? 'aprobado' : desenlace === 'demora' ? 'pendiente' : 'rechazado',
    );
  });

  app.get<{ Params: { id: string } }>('/tarjeta/:id/', opciones, async (request, reply) => {
    const p = buscar(request.params.id, 'tarjeta');
    if (!p) return noEncontrado(reply);
    return reply.type('text/html').send(formularioTarjeta(p, null));
  });

  app.post<{ Params: { id: string } }>('/tarjeta/:id/', opciones, async (request, reply) => {
    const p = buscar(request.params.id, 'tarjeta');
    if (!p || !(proveedor instanceof ProveedorSandbox)) return noEncontrado(reply);
    if (texto(request.body, 'accion') === 'cancelar')
      return reply.redirect(p.urlRetorno.replace(/\/ok$/, '/cancelado'), 303);
    const numero = texto(request.body, 'numero');
    const vencimiento = texto(request.body, 'vencimiento');
    if (!luhnValido(numero))
      return reply.type('text/html').send(formularioTarjeta(p, MENSAJES.tarjetaInvalida));
    if (!/^\d{2}\/\d{2}$/.test(vencimiento)) {
      return reply.type('text/html').send(formularioTarjeta(p, MENSAJES.valorInvalido));
    }
    proveedor.guardarTarjeta(p, numero, vencimiento);
    return reply.redirect(p.urlRetorno, 303);
  });
};
