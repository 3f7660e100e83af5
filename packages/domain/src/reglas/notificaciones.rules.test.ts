import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TIPOS_NOTIFICACION } from '../schemas/notificacion.schema.js';
import { setDeviceSchema } from '../schemas/sesion.schema.js';
import {
  datosNotificacionSchemas,
  enlaceNotificacion,
  leerPayloadNotificacion,
  suscripcionWebPushDe,
  textosNotificacion,
  type PayloadNotificacion,
} from './notificaciones.rules.js';

const id = fc.integer({ min: 1, max: 2_000_000_000 });
const opcional = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });

// Un payload arbitrario de cada tipo (sin claves opcionales ausentes).
const arbPayload: fc.Arbitrary<PayloadNotificacion> = fc
  .oneof(
    fc.record({ tipo: fc.constant('chat' as const), pedido_id: id, orden_venta_id: opcional(id) }),
    fc.record({
      tipo: fc.constant('chat' as const),
      pedido_id: id,
      transportista: fc.constant(true as const),
    }),
    fc.record({ tipo: fc.constant('oportunidad' as const), oportunidad_id: opcional(id) }),
    fc.record({
      tipo: fc.constant('pedido' as const),
      pedido_id: id,
      orden_venta_id: opcional(id),
    }),
    fc.record({
      tipo: fc.constant('vehiculo_aprobado' as const),
      vehiculo_id: id,
      empresa: opcional(fc.boolean()),
    }),
    fc.record({ tipo: fc.constant('transportista_aprobado' as const), transportista_id: id }),
    fc.record({
      tipo: fc.constant('documento_vencimiento' as const),
      transportista_id: id,
      documento: fc.constantFrom('registro' as const, 'poliza' as const),
      dias: fc.constantFrom(0, 1, 7, 30),
    }),
    fc.record({
      tipo: fc.constant('documento_vencimiento' as const),
      vehiculo_id: id,
      empresa: fc.boolean(),
      documento: fc.constantFrom('habilitacion' as const, 'poliza' as const),
      dias: fc.constantFrom(0, 1, 7, 30),
    }),
    fc.record({ tipo: fc.constant('proveedor_aprobado' as const), fabricante_id: id }),
    fc.record({ tipo: fc.constant('producto_aprobado' as const), producto_id: id }),
    fc.record({ tipo: fc.constant('producto_rechazado' as const), producto_id: id }),
    fc.record({
      tipo: fc.constant('general' as const),
      url: opcional(fc.constantFrom('/', '/proveedor/notificaciones/')),
    }),
  )
  .map((p) => JSON.parse(JSON.stringify(p)) as PayloadNotificacion);

// Rutas de la especificación §2 (las del transportista viven bajo /driver en la web).
const RUTAS = [
  /^\/proveedor\/venta\/\d+\/(\?chat=1)?$/,
  /^\/pedido\/rastreo\/\d+(\?chat=1)?$/,
  /^\/driver\/chat\/\d+$/,
  /^\/driver\/oportunidad\?id=\d+$/,
  /^\/driver\/oportunidades$/,
  /^\/driver\/vehiculos\/detail\?id=\d+$/,
  /^\/driver\/home$/,
  /^\/driver\/perfil\/configuracion\/documentos$/,
  /^\/adm_transportista\/vehiculo\/\d+\/$/,
  /^\/proveedor$/,
  /^\/proveedor\/catalogo\/\d+\/$/,
  /^\/$/,
  /^\/proveedor\/notificaciones\/$/,
];

describe('notificaciones: tipos, enlaces y textos', () => {
  it('cada tipo tiene su esquema de datos', () => {
    expect(Object.keys(datosNotificacionSchemas).sort()).toEqual([...TIPOS_NOTIFICACION].sort());
  });

  it('todo enlace es una ruta de la web de §2 y lleva el id de su payload', () => {
    fc.assert(
      fc.property(arbPayload, (p) => {
        const url = enlaceNotificacion(p);
        expect(
          RUTAS.some((r) => r.test(url)),
          url,
        ).toBe(true);
        // El id que decide la pantalla aparece en el enlace (la orden de venta antes que el pedido).
        const decisivo = [
          'orden_venta_id',
          'pedido_id',
          'producto_id',
          'vehiculo_id',
          'oportunidad_id',
        ]
          .map((k) => (p as Record<string, unknown>)[k])
          .find((v) => v !== undefined);
        if (decisivo !== undefined) expect(url).toContain(String(decisivo));
      }),
    );
  });

  it('enlaces de ejemplo: chat con el pedido, orden de venta del proveedor, aprobaciones', () => {
    expect(enlaceNotificacion({ tipo: 'chat', pedido_id: 7 })).toBe('/pedido/rastreo/7?chat=1');
    expect(enlaceNotificacion({ tipo: 'chat', pedido_id: 7, transportista: true })).toBe(
      '/driver/chat/7',
    );
    expect(enlaceNotificacion({ tipo: 'chat', pedido_id: 7, orden_venta_id: 9 })).toBe(
      '/proveedor/venta/9/?chat=1',
    );
    expect(enlaceNotificacion({ tipo: 'pedido', pedido_id: 7, orden_venta_id: 9 })).toBe(
      '/proveedor/venta/9/',
    );
    expect(enlaceNotificacion({ tipo: 'pedido', pedido_id: 7 })).toBe('/pedido/rastreo/7');
    expect(enlaceNotificacion({ tipo: 'oportunidad' })).toBe('/driver/oportunidades');
    expect(enlaceNotificacion({ tipo: 'vehiculo_aprobado', vehiculo_id: 3 })).toBe(
      '/driver/vehiculos/detail?id=3',
    );
    expect(enlaceNotificacion({ tipo: 'transportista_aprobado', transportista_id: 3 })).toBe(
      '/driver/home',
    );
    expect(enlaceNotificacion({ tipo: 'proveedor_aprobado', fabricante_id: 3 })).toBe('/proveedor');
  });

  it('los avisos de un vehículo llevan a la ficha de quien los recibe: la empresa o el transportista', () => {
    for (const tipo of ['vehiculo_aprobado', 'documento_vencimiento'] as const) {
      const datos = { vehiculo_id: 3, documento: 'poliza' as const, dias: 7 };
      expect(enlaceNotificacion({ tipo, ...datos, empresa: true })).toBe(
        '/adm_transportista/vehiculo/3/',
      );
      expect(enlaceNotificacion({ tipo, ...datos, empresa: false })).toBe(
        '/driver/vehiculos/detail?id=3',
      );
      expect(enlaceNotificacion({ tipo, ...datos })).toBe('/driver/vehiculos/detail?id=3');
    }
  });

  it('el payload guardado se vuelve a leer igual; uno ajeno a su tipo no', () => {
    fc.assert(
      fc.property(arbPayload, (p) => {
        expect(leerPayloadNotificacion(p)).toEqual(p);
      }),
    );
    expect(leerPayloadNotificacion({ tipo: 'pedido' })).toBeNull();
    expect(leerPayloadNotificacion({ tipo: 'otro', pedido_id: 1 })).toBeNull();
    expect(leerPayloadNotificacion(null)).toBeNull();
  });

  it('títulos en español del catálogo, con nombres y números', () => {
    fc.assert(
      fc.property(arbPayload, (p) => {
        const { titulo } = textosNotificacion(p, { nombre: 'Chipa', titulo: 'Aviso' });
        expect(titulo.length).toBeGreaterThan(0);
        expect(titulo).not.toMatch(/\{\w+\}/);
      }),
    );
    expect(
      textosNotificacion({ tipo: 'producto_aprobado', producto_id: 1 }, { nombre: "Chipa so'o" }),
    ).toEqual({
      titulo: "Su producto «Chipa so'o» fue aprobado",
      cuerpo: 'Ya se muestra en la tienda.',
    });
    expect(textosNotificacion({ tipo: 'pedido', pedido_id: 1, orden_venta_id: 12 }).titulo).toBe(
      'Nueva orden de venta #12',
    );
    expect(
      textosNotificacion({ tipo: 'proveedor_aprobado', fabricante_id: 2 }, { nombre: 'Chipería' }),
    ).toEqual({ titulo: '¡Su empresa fue aprobada!', cuerpo: 'Chipería ya puede vender en Ñemu.' });
    const vence = (dias: number) =>
      textosNotificacion({
        tipo: 'documento_vencimiento',
        transportista_id: 3,
        documento: 'registro',
        dias,
      }).titulo;
    expect(vence(1)).toBe('Su registro de conducir vence en 1 día');
    expect(vence(7)).toBe('Su registro de conducir vence en 7 días');
  });
});

describe('suscripción Web Push en /set-device/', () => {
  const suscripcion = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    expirationTime: null,
    keys: {
      p256dh:
        'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  };

  it('un texto que no es JSON es un token nativo', () => {
    expect(suscripcionWebPushDe('token-nativo-123')).toBeNull();
  });

  it('acepta el objeto o su JSON; exige https y las dos claves', () => {
    expect(suscripcionWebPushDe(suscripcion)?.success).toBe(true);
    expect(suscripcionWebPushDe(JSON.stringify(suscripcion))?.data).toEqual(suscripcion);
    const http = { ...suscripcion, endpoint: 'http://127.0.0.1:9/push' };
    expect(suscripcionWebPushDe(http)?.success).toBe(false);
    expect(suscripcionWebPushDe(http, { permitirHttp: true })?.success).toBe(true);
    expect(suscripcionWebPushDe({ ...suscripcion, keys: { p256dh: 'x' } })?.success).toBe(false);
    expect(suscripcionWebPushDe('{no es json')?.success).toBe(false);
  });

  it('setDeviceSchema acepta el token como texto u objeto', () => {
    expect(setDeviceSchema.parse({ user_id: 1, push_token: suscripcion }).push_token).toEqual(
      suscripcion,
    );
    expect(setDeviceSchema.parse({ user_id: 1, push_token: 'abc' }).push_token).toBe('abc');
  });
});
