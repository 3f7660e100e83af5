import { describe, expect, it } from 'vitest';
import { MENSAJES } from '../errores.js';
import {
  aprobarOrdenVentaSchema,
  crearPedidoSchema,
  singleBuySchema,
  calificarSchema,
} from './pedido.schema.js';
import {
  guardarDatoFacturacionSchema,
  guardarDireccionSchema,
  registroClienteSchema,
  actualizarClienteSchema,
} from './cliente.schema.js';
import {
  loginSchema,
  logoutSchema,
  cambiarModoAppSchema,
  setDeviceSchema,
} from './sesion.schema.js';
import { actualizarCarritoSchema } from './carrito.schema.js';
import {
  checkPinSchema,
  empezarRutaSchema,
  guardarVehiculoSchema,
  reportarIncidenteSchema,
} from './transportista.schema.js';
import {
  guardarFeriadoSchema,
  guardarPausaSchema,
  guardarFabricanteSchema,
} from './fabricante.schema.js';
import { registrarPagoSchema, rendicionSchema } from './contabilidad.schema.js';
import { configuracionCategoriaSchema, nodoCategoriaSchema } from './categoria.schema.js';

const compra = {
  direccion: 4,
  medio_pago: 1,
  productos: [{ producto: 1, cantidad: 2 }],
  monto: 150000,
};

describe('session and account', () => {
  it('parses login, logout, set-device and mode', () => {
    expect(loginSchema.parse({ username: ' ana ', password: 'x' })).toEqual({
      username: 'ana',
      password: 'x',
    });
    expect(loginSchema.safeParse({ username: '', password: 'x' }).success).toBe(false);
    expect(logoutSchema.parse({ device_id: 'abc' })).toEqual({ device_id: 'abc' });
    expect(setDeviceSchema.parse({ user_id: '3', push_token: 't' })).toEqual({
      user_id: 3,
      push_token: 't',
      activo: true,
    });
    expect(cambiarModoAppSchema.parse({ modo: '30' })).toEqual({ modo: 30 });
    expect(cambiarModoAppSchema.safeParse({ modo: 40 }).success).toBe(false);
  });

  it('registers a company with its own ruc fields', () => {
    const base = {
      first_name: 'Ana',
      last_name: 'Benítez',
      email: 'ANA@correo.com.py',
      password: 'secreta123',
      nro_telefono: '0981123456',
      recibir_ofertas: false,
    };
    const persona = registroClienteSchema.parse(base);
    expect(persona).toMatchObject({
      tipo: 10,
      email: 'ana@correo.com.py',
      nro_telefono: '595981123456',
      recibir_ofertas: null,
    });
    const r = registroClienteSchema.safeParse({ ...base, tipo: '20' });
    expect(r.error?.issues.map((i) => i.path[0])).toEqual(['empresa_ruc', 'empresa_razon_social']);
    expect(
      registroClienteSchema.parse({
        ...base,
        tipo: 20,
        empresa_ruc: '80028061-0',
        empresa_razon_social: 'Chipa SA',
      }),
    ).toMatchObject({ empresa_ruc: '80028061-0' });
  });
});

describe('profile update', () => {
  it('stores offer opt-ins as true or null; an absent one stays unchanged (spec §5)', () => {
    const p = (x: object) => actualizarClienteSchema.parse(x);
    expect(p({ recibir_ofertas_email: 'false', recibir_ofertas_notificacion: '' })).toEqual({
      recibir_ofertas_email: null,
      recibir_ofertas_notificacion: null,
    });
    expect(p({ recibir_ofertas_email: true }).recibir_ofertas_email).toBe(true);
    expect(p({ first_name: 'Ana' })).not.toHaveProperty('recibir_ofertas_email');
  });
});

describe('addresses and billing', () => {
  it('validates ubicacion and sanitises text', () => {
    const d = guardarDireccionSchema.parse({
      nombre: '<b>Casa</b>',
      calle_principal: 'Mcal. López',
      ubicacion: '-25.3,-57.6',
      ciudad: 1,
    });
    expect(d).toMatchObject({ nombre: 'Casa', icono: 'casa', default: false });
    expect(
      guardarDireccionSchema.safeParse({ ...d, ubicacion: '40.4,-3.7' }).error?.issues[0]?.message,
    ).toBe(MENSAJES.ubicacionInvalida);
  });

  it('validates the RUC of billing data', () => {
    expect(guardarDatoFacturacionSchema.parse({ razon_social: 'X', ruc: '800280610' }).ruc).toBe(
      '80028061-0',
    );
    expect(
      guardarDatoFacturacionSchema.safeParse({ razon_social: 'X', ruc: '80028061-1' }).success,
    ).toBe(false);
  });
});

describe('cart and orders', () => {
  it('parses the cart body', () => {
    expect(actualizarCarritoSchema.parse({ producto_id: 5, cantidad: 2 })).toEqual({
      producto_id: 5,
      cantidad: 2,
      eliminar: false,
      precio_mejorado: false,
    });
  });

  it('requires an address for delivery and a full window when scheduled', () => {
    expect(singleBuySchema.parse({ ...compra, nro_telefono: '0981123456' }).nro_telefono).toBe(
      '595981123456',
    );
    expect(
      singleBuySchema.safeParse({ ...compra, direccion: null }).error?.issues[0]?.path,
    ).toEqual(['direccion']);
    expect(singleBuySchema.safeParse({ ...compra, direccion: null, delivery: false }).success).toBe(
      true,
    );
    const prog = singleBuySchema.safeParse({
      ...compra,
      entrega_programada: true,
      fecha_entrega: '2025-07-01',
      hora_entrega_inicio: '14:00',
      hora_entrega_fin: '10:00',
    });
    expect(prog.error?.issues[0]?.message).toBe(MENSAJES.rangoHorasInvalido);
    expect(singleBuySchema.safeParse({ ...compra, productos: [] }).success).toBe(false);
  });

  it('requires a card for registered-card orders', () => {
    expect(
      crearPedidoSchema.safeParse({ ...compra, medio_pago: 0 }).error?.issues[0]?.path,
    ).toEqual(['tarjeta']);
    expect(crearPedidoSchema.parse({ ...compra, medio_pago: 0, tarjeta: '12' }).tarjeta).toBe('12');
  });

  it('parses approval and rating bodies', () => {
    expect(
      aprobarOrdenVentaSchema.parse({
        orden_venta_id: 1,
        punto_retiro_id: '2',
        fecha_retiro: '2025-07-02',
      }),
    ).toEqual({
      orden_venta_id: 1,
      punto_retiro_id: 2,
      fecha_retiro: '2025-07-02',
    });
    expect(
      calificarSchema.safeParse({
        pedido_id: 1,
        tipo_calificacion: 30,
        id_calificar: 2,
        calificacion: 6,
      }).success,
    ).toBe(false);
  });
});

describe('drivers', () => {
  it('parses route actions and incidents', () => {
    expect(empezarRutaSchema.parse({ ruta_id: '1', vehiculo_id: 2 })).toEqual({
      ruta_id: 1,
      vehiculo_id: 2,
    });
    expect(checkPinSchema.parse({ itinerario_id: 3, pincode: '0042' })).toEqual({
      itinerario_id: 3,
      pincode: '0042',
    });
    expect(
      reportarIncidenteSchema.parse({
        tipo_incidente: '20',
        hoja_ruta: 1,
        ubicacion: '-25.3,-57.6',
      }),
    ).toMatchObject({
      tipo_incidente: 20,
    });
    expect(reportarIncidenteSchema.safeParse({ tipo_incidente: 40, hoja_ruta: 1 }).success).toBe(
      false,
    );
  });

  it('normalises vehicle registration fields', () => {
    const v = guardarVehiculoSchema.parse({
      tipo_vehiculo: 1,
      marca: 'Toyota',
      modelo: 'Hilux',
      ano: '2019',
      color: 'Blanco',
      numero_chapa: 'abc 123',
      kilometraje: '120.000',
      peso_maximo: '1.000,5',
    });
    expect(v).toMatchObject({
      numero_chapa: 'ABC123',
      kilometraje: '120000',
      ano: 2019,
      peso_maximo: 1000.5,
    });
  });
});

describe('suppliers and accounting', () => {
  it('parses supplier opening days', () => {
    const f = guardarFabricanteSchema.parse({
      nombre: 'Chipa SA',
      nro_telefono: '021 123 4567',
      ruc: '80028061-0',
      razon_social: 'Chipa SA',
      dias_apertura: '3,1,1,2',
      hora_apertura: '08:00',
      hora_cierre: '18:00',
    });
    expect(f.dias_apertura).toEqual(['1', '2', '3']);
    expect(guardarFabricanteSchema.safeParse({ ...f, dias_apertura: ['8'] }).success).toBe(false);
  });

  it('checks pause and holiday ranges', () => {
    expect(
      guardarFeriadoSchema.safeParse({ fabricante: 1, desde: '2025-12-25', hasta: '2025-12-24' })
        .success,
    ).toBe(false);
    expect(
      guardarFeriadoSchema.parse({ fabricante: 1, desde: '2025-12-25', hasta: '2025-12-25' }).desde,
    ).toBe('2025-12-25');
    expect(
      guardarPausaSchema.safeParse({
        fabricante: 1,
        desde: '2025-07-01T12:00:00Z',
        hasta: '2025-07-01T11:00:00Z',
      }).success,
    ).toBe(false);
  });

  it('parses rendición and payments', () => {
    expect(
      rendicionSchema.parse({
        timbrado: '12345678',
        numero_factura: '001-001-0000001',
        fecha: '2025-07-01',
        ordenes: '1,2',
        tipo: 20,
        persona_id: 3,
      }).ordenes,
    ).toEqual([1, 2]);
    expect(
      registrarPagoSchema.safeParse({
        tipo: 30,
        persona_id: 1,
        fund_account: 1,
        monto: 0,
        fecha: '2025-07-01',
      }).success,
    ).toBe(false);
  });

  it('parses category configuration and trees', () => {
    expect(
      configuracionCategoriaSchema.parse({
        id: '1',
        nombre: 'Bebidas',
        porcentaje: '12,5',
        tipo_iva: '10',
        no_apto_menores: 'true',
      }),
    ).toMatchObject({ porcentaje: 12.5, tipo_iva: 10, no_apto_menores: true });
    const hoja = {
      id: 2,
      nombre: 'Cervezas',
      comision: 10,
      superior: 1,
      icono: null,
      imagen: null,
      tiene_productos: true,
      nivel: 1,
      orden: 0,
      hijos: [],
    };
    expect(
      nodoCategoriaSchema.parse({ ...hoja, id: 1, superior: null, nivel: 0, hijos: [hoja] }).hijos,
    ).toHaveLength(1);
  });
});
