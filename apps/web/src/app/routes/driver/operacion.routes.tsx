import {
  IconCash,
  IconHome,
  IconInbox,
  IconListDetails,
  IconRoute,
  IconStar,
} from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { Enlace } from '../../layouts/panel-rol';
import { perezosa } from '../perezosa';

/** Operación del transportista: inicio, oportunidades, rutas, ganancias, calificaciones. */
export const enlacesOperacion: readonly Enlace[] = [
  { etiqueta: 'Inicio', ruta: '/driver/home', icono: IconHome },
  { etiqueta: 'Oportunidades', ruta: '/driver/oportunidades', icono: IconInbox },
  { etiqueta: 'Ruta activa', ruta: '/driver/ruta', icono: IconRoute },
  { etiqueta: 'Mis rutas', ruta: '/driver/mis-rutas', icono: IconListDetails },
  { etiqueta: 'Ganancias', ruta: '/driver/ganancia', icono: IconCash },
  { etiqueta: 'Calificaciones', ruta: '/driver/calificacion', icono: IconStar },
];

type Paginas = typeof import('./operacion.pages');
const pagina = (nombre: keyof Paginas) => perezosa(() => import('./operacion.pages'), nombre);

export const rutasOperacion: RouteObject[] = [
  { path: 'home', lazy: pagina('InicioDriverPage') },
  { path: 'oportunidades', lazy: pagina('OportunidadesPage') },
  { path: 'oportunidad', lazy: pagina('OportunidadPage') },
  { path: 'oportunidad/:id', lazy: pagina('OportunidadPage') },
  { path: 'mis-rutas', lazy: pagina('MisRutasPage') },
  { path: 'ruta', lazy: pagina('RutaActivaPage') },
  { path: 'ganancia', lazy: pagina('GananciaPage') },
  { path: 'calificacion', lazy: pagina('CalificacionPage') },
  { path: 'chat/:pedido', lazy: pagina('ChatDriverPage') },
];
