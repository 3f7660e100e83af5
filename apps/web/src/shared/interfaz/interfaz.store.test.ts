import { describe, expect, it } from 'vitest';
import {
  alternarSidebar,
  marcarHeaderCheckout,
  obtenerInterfaz,
  registrarRuta,
  seleccionarAdmin,
} from './interfaz.store';

describe('estado global de la interfaz', () => {
  it('empieza con el sidebar completo y lo alterna', () => {
    expect(obtenerInterfaz().tipoSidebar).toBe('full');
    alternarSidebar();
    expect(obtenerInterfaz().tipoSidebar).toBe('oculto');
    alternarSidebar();
    expect(obtenerInterfaz().tipoSidebar).toBe('full');
  });

  it('recuerda la ruta actual y la anterior', () => {
    registrarRuta('/admin');
    registrarRuta('/admin/cliente');
    registrarRuta('/admin/cliente');
    expect(obtenerInterfaz()).toMatchObject({ rutaActual: '/admin/cliente', rutaAnterior: '/admin' });
  });

  it('guarda y borra selecciones de detalle del administrador', () => {
    seleccionarAdmin('vehiculo', 7);
    expect(obtenerInterfaz().seleccionesAdmin).toEqual({ vehiculo: 7 });
    seleccionarAdmin('vehiculo', null);
    expect(obtenerInterfaz().seleccionesAdmin).toEqual({});
  });

  it('marca la cabecera de checkout', () => {
    marcarHeaderCheckout(true);
    expect(obtenerInterfaz().headerCheckout).toBe(true);
  });
});
