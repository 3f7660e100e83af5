import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  actualizarUsuario,
  iniciarSesion,
  reiniciarSesion,
} from '../../../shared/sesion/sesion.store';
import { usuarioDemo } from '../../../shared/test/usuario-demo';
import { actualizarTransportista, transportistaStore } from '../estado/transportista.store';
import { esFalloTemporal, prepararOperacion } from './operacion-sin-senal';
import { falloPorRespuesta } from '../../../shared/api/resultado';

const transportista = {
  ...usuarioDemo,
  id: 50,
  transportista: true,
  transportista_id: 3,
  modo_uso_app: 30 as const,
};

function geoFalsa() {
  const geo = { watchPosition: vi.fn(() => 11), clearWatch: vi.fn(), getCurrentPosition: vi.fn() };
  vi.stubGlobal('navigator', { ...navigator, geolocation: geo, onLine: true });
  return geo;
}

describe('rastreo del transportista', () => {
  afterEach(() => {
    reiniciarSesion();
    vi.unstubAllGlobals();
  });

  it('rastrea sólo conectado y se detiene al desconectar', () => {
    const geo = geoFalsa();
    iniciarSesion({ ...transportista, token: 't' });
    prepararOperacion(transportista.id, 30);
    actualizarTransportista({ conectado: false });
    expect(geo.watchPosition).not.toHaveBeenCalled();
    actualizarTransportista({ conectado: true });
    expect(geo.watchPosition).toHaveBeenCalledTimes(1);
    expect(transportistaStore.obtener().rastreo).toBe('activo');
    actualizarTransportista({ conectado: false });
    expect(geo.clearWatch).toHaveBeenCalledWith(11);
    expect(transportistaStore.obtener().rastreo).toBe('apagado');
  });

  it('salir del modo transportista detiene el rastreo aunque siga conectado', () => {
    const geo = geoFalsa();
    iniciarSesion({ ...transportista, id: 51, token: 't' });
    prepararOperacion(51, 30);
    actualizarTransportista({ conectado: true });
    expect(geo.watchPosition).toHaveBeenCalledTimes(1);
    actualizarUsuario({ ...transportista, id: 51, modo_uso_app: 10 });
    expect(geo.clearWatch).toHaveBeenCalledWith(11);
    expect(transportistaStore.obtener().conectado).toBe(true);
    expect(transportistaStore.obtener().rastreo).toBe('apagado');
  });

  it('cerrar sesión detiene el rastreo', () => {
    const geo = geoFalsa();
    iniciarSesion({ ...transportista, id: 52, token: 't' });
    prepararOperacion(52, 30);
    actualizarTransportista({ conectado: true });
    reiniciarSesion();
    expect(geo.clearWatch).toHaveBeenCalledWith(11);
  });
});

describe('qué se reintenta al volver la señal', () => {
  it('sin red, tiempo agotado, 500 y un 502–504 se reintentan; un rechazo o un PIN mal escrito no', () => {
    expect(esFalloTemporal(null)).toBe(true);
    expect(esFalloTemporal({ kind: 'cannot-connect', status: null, detalle: null })).toBe(true);
    for (const status of [408, 500, 502, 503, 504])
      expect(esFalloTemporal(falloPorRespuesta(status, null)), String(status)).toBe(true);
    for (const status of [400, 403, 404, 409])
      expect(esFalloTemporal(falloPorRespuesta(status, null)), String(status)).toBe(false);
  });
});
