import { IconTruck, IconUserCircle } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { rutaIngresoDesde } from '../../../shared/navegacion/destino-ingreso';
import { Redireccion } from '../../../shared/navegacion/redireccion';
import type { Enlace } from '../../layouts/panel-rol';
import { perezosa } from '../perezosa';

const pagina = (nombre: keyof typeof import('./perfil.pages')) =>
  perezosa(() => import('./perfil.pages'), nombre);

/** Perfil del transportista: vehículos, datos y documentos. */
export const enlacesPerfil: readonly Enlace[] = [
  { etiqueta: 'Vehículos', ruta: '/driver/vehiculos', icono: IconTruck },
  { etiqueta: 'Perfil', ruta: '/driver/perfil', icono: IconUserCircle },
];

export const rutasPerfil: RouteObject[] = [
  { path: 'vehiculos', lazy: pagina('VehiculosPage') },
  { path: 'vehiculos/create', lazy: pagina('CrearVehiculoPage') },
  { path: 'vehiculos/detail', lazy: pagina('DetalleVehiculoPage') },
  { path: 'vehiculos/:id', lazy: pagina('DetalleVehiculoPage') },
  { path: 'vehiculos/:id/editar', lazy: pagina('EditarVehiculoPage') },
  { path: 'perfil', lazy: pagina('PerfilPage') },
  { path: 'perfil/update', lazy: pagina('EditarPerfilPage') },
  { path: 'perfil/configuracion', lazy: pagina('ConfiguracionPage') },
  { path: 'perfil/configuracion/documentos', lazy: pagina('DocumentosPage') },
];

/** Rutas de /driver que no exigen ser transportista todavía (alta, bienvenida, ingreso). */
export const rutasDriverSinRol: RouteObject[] = [
  { path: 'registro', lazy: pagina('RegistroTransportistaPage') },
  { path: 'welcome', lazy: pagina('BienvenidaTransportistaPage') },
  { path: 'login', element: <Redireccion to={rutaIngresoDesde('/driver/home')} /> },
];
