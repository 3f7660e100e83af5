import { describe, expect, it } from 'vitest';
import { usuarioSesionSchema } from './sesion.schema.js';
import { pedidoSchema } from './pedido.schema.js';
import { fabricanteSchema } from './fabricante.schema.js';
import { carritoSchema } from './carrito.schema.js';
import { paginaSchema } from './paginacion.schema.js';
import { referenciaSchema } from './referencia.schema.js';

describe('read shapes', () => {
  it('applies the §3 defaults to a session user', () => {
    const u = usuarioSesionSchema.parse({
      id: 1,
      username: 'ana',
      first_name: 'Ana',
      last_name: 'B',
      fecha_nacimiento: null,
      email: 'a@b.py',
      nro_documento: null,
      nro_telefono: '595981123456',
      razon_social: null,
      ruc: null,
      imagen_perfil: null,
      token: 't',
      date_joined: '2025-01-01T00:00:00Z',
      administrador: false,
      transportista: true,
      fabricante: false,
      fabricante_id: null,
      perfil_completo: true,
      modo_uso_app: 30,
      registro_redes_sociales: false,
      transportista_id: 7,
      adm_transportista: false,
      empresa_transporte_id: null,
    });
    expect(u).toMatchObject({
      notificaciones_activas: true,
      sonidos_activos: true,
      direcciones: [],
      push_ids: [],
    });
  });

  it('rejects unknown order states', () => {
    const p = {
      id: 1,
      usuario: 1,
      direccion: null,
      fecha: '2025-07-01',
      fecha_entrega: null,
      medio_pago: 2,
      referencia: null,
      total: 1000,
      tarjeta: null,
      productos: [],
      transportista: null,
      estado: 20,
    };
    expect(pedidoSchema.parse(p).estado).toBe(20);
    expect(pedidoSchema.safeParse({ ...p, estado: 25 }).success).toBe(false);
  });

  it('defaults supplier ratings and type, and the cart to delivery without time', () => {
    const f = fabricanteSchema.parse({
      id: 1,
      nombre: 'X',
      imagen_perfil: null,
      aprobado: true,
      activo: true,
      fecha_agregado: '2025-01-01',
      aprobado_por: null,
      nro_telefono: null,
      ruc: null,
      razon_social: null,
      resena_empresa: null,
      rating: null,
      fecha_aceptacion_contrato: null,
      constancia_ruc: null,
      hora_apertura: null,
      hora_cierre: null,
    });
    expect(f).toMatchObject({ ratings: 0, tipo_proveedor: 10, dias_apertura: [] });
    expect(carritoSchema.parse({})).toMatchObject({
      envio_sin_hora: true,
      metodoPago: 'tarjeta',
      productos: [],
    });
  });

  it('wraps paged answers', () => {
    const s = paginaSchema(referenciaSchema);
    expect(
      s.parse({ count: 1, next: null, previous: null, results: [{ id: 1, nombre: 'Luque' }] })
        .count,
    ).toBe(1);
  });
});
