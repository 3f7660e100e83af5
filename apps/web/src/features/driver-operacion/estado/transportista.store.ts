// Estado del transportista en la interfaz (spec §3 Driver store): conexión, ruta activa,
// última ubicación, permiso de ubicación y lo que espera señal para enviarse.
import type { HojaRutaDetalle, Punto } from '@nemu/domain';
import { crearStore, useStore } from '../../../shared/store/crear-store';

export type EstadoRastreo = 'apagado' | 'activo' | 'sin-permiso' | 'no-disponible';

/** Un PIN o código de retiro que se ingresó sin señal. */
export interface PinPendiente {
  itinerario_id: number;
  hoja_ruta_id: number;
  pincode: string;
  /** 10 entrega, 20 retiro. */
  tipo: number;
  encolado_en: number;
}

export interface EstadoTransportista {
  /** null mientras no se sabe (primera lectura). */
  conectado: boolean | null;
  hojaActivaId: number | null;
  rastreo: EstadoRastreo;
  ultimaUbicacion: (Punto & { en: number }) | null;
  posicionesPendientes: number;
  pinsPendientes: readonly PinPendiente[];
  /** Último código guardado sin señal que el servidor rechazó al volver la conexión. */
  pinRechazado: string | null;
  /** La hoja que se acaba de terminar (con la última parada, en línea o al volver la señal). */
  rutaTerminada: HojaRutaDetalle | null;
}

export const transportistaStore = crearStore<EstadoTransportista>({
  conectado: null,
  hojaActivaId: null,
  rastreo: 'apagado',
  ultimaUbicacion: null,
  posicionesPendientes: 0,
  pinsPendientes: [],
  pinRechazado: null,
  rutaTerminada: null,
});

export const useTransportista = <S>(selector: (e: EstadoTransportista) => S): S =>
  useStore(transportistaStore, selector);

export function actualizarTransportista(cambio: Partial<EstadoTransportista>): void {
  transportistaStore.establecer((e) => {
    const claves = Object.keys(cambio) as (keyof EstadoTransportista)[];
    return claves.every((k) => Object.is(e[k], cambio[k])) ? e : { ...e, ...cambio };
  });
}
