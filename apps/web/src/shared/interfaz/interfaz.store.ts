import { useLayoutEffect } from 'react';
import { crearStore, useStore } from '../store/crear-store';

export type TipoSidebar = 'full' | 'oculto';

export type SeleccionAdmin =
  | 'cliente'
  | 'fabricante'
  | 'tipoVehiculo'
  | 'puntoRetiro'
  | 'transportista'
  | 'direccion'
  | 'vehiculo'
  | 'producto'
  | 'itinerario';

/** Estado global de la interfaz (§2 "Global interface state"). */
export interface EstadoInterfaz {
  tipoSidebar: TipoSidebar;
  seleccionesAdmin: Partial<Record<SeleccionAdmin, number>>;
  headerCheckout: boolean;
  rutaActual: string | null;
  rutaAnterior: string | null;
}

const interfaz = crearStore<EstadoInterfaz>({
  tipoSidebar: 'full',
  seleccionesAdmin: {},
  headerCheckout: false,
  rutaActual: null,
  rutaAnterior: null,
});

export const obtenerInterfaz = interfaz.obtener;

export function useInterfaz<S>(selector: (estado: EstadoInterfaz) => S): S {
  return useStore(interfaz, selector);
}

export function alternarSidebar(): void {
  interfaz.establecer((e) => ({ ...e, tipoSidebar: e.tipoSidebar === 'full' ? 'oculto' : 'full' }));
}

export function seleccionarAdmin(clave: SeleccionAdmin, id: number | null): void {
  interfaz.establecer((e) => {
    const seleccionesAdmin = { ...e.seleccionesAdmin };
    if (id === null) delete seleccionesAdmin[clave];
    else seleccionesAdmin[clave] = id;
    return { ...e, seleccionesAdmin };
  });
}

export function marcarHeaderCheckout(activo: boolean): void {
  interfaz.establecer((e) => (e.headerCheckout === activo ? e : { ...e, headerCheckout: activo }));
}

/**
 * La cabecera queda reducida (la de checkout) mientras la pantalla que llama está montada. Se
 * marca antes de pintar (efecto de layout): la cabecera completa no llega a verse junto al checkout.
 */
export function useHeaderCheckout(): void {
  useLayoutEffect(() => {
    marcarHeaderCheckout(true);
    return () => marcarHeaderCheckout(false);
  }, []);
}

export function registrarRuta(ruta: string): void {
  interfaz.establecer((e) =>
    e.rutaActual === ruta ? e : { ...e, rutaAnterior: e.rutaActual, rutaActual: ruta },
  );
}
