import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sanitizarTexto, telefonoA595 } from '@nemu/domain';
import { verificarForma, verificarSinNulos } from '../lib/entrada.js';

// Campos secretos que nunca se tocan.
const SECRETOS = new Set([
  'password',
  'password2',
  'nueva_password',
  'token',
  'accessToken',
  'pincode',
]);
// Campos de teléfono: se guardan como 595… (si el número no es válido, decide la validación).
const TELEFONOS = new Set(['nro_telefono', 'telefono', 'phoneNumber', 'telefono_itinerario']);

function normalizar(valor: unknown, clave: string, excluidos: ReadonlySet<string>): unknown {
  if (typeof valor === 'string') {
    if (SECRETOS.has(clave) || excluidos.has(clave)) return valor;
    const limpio = sanitizarTexto(valor);
    return TELEFONOS.has(clave) ? (telefonoA595(limpio) ?? limpio) : limpio;
  }
  if (Array.isArray(valor)) return valor.map((v) => normalizar(v, clave, excluidos));
  if (valor !== null && typeof valor === 'object') {
    return Object.fromEntries(
      Object.entries(valor).map(([k, v]) => [k, normalizar(v, k, excluidos)]),
    );
  }
  return valor;
}

/**
 * Rechaza bytes nulos (cabeceras, ruta, consulta y cuerpo) y cuerpos demasiado profundos o
 * grandes; después sanitiza el texto libre (etiquetas y entidades HTML) y normaliza teléfonos.
 */
export default fp(async function normalizacion(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    verificarSinNulos(request.headers, '');
    verificarSinNulos(request.params, '');
    verificarSinNulos(request.query, '');
    if (request.body === null || typeof request.body !== 'object') {
      verificarSinNulos(request.body, '');
      return;
    }
    verificarForma(request.body);
    verificarSinNulos(request.body, '');
    const excluidos = new Set(request.routeOptions.config.sinSanitizar ?? []);
    request.body = normalizar(request.body, '', excluidos);
  });
});
