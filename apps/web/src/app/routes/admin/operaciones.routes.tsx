import {
  IconApi,
  IconClipboardList,
  IconHome,
  IconLifebuoy,
  IconRadar,
  IconReceipt,
  IconRoute,
  IconSearch,
  IconUsers,
  IconUserShield,
} from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { Enlace } from '../../layouts/panel-rol';
import { perezosa } from '../perezosa';

/** Operaciones: tablero, búsqueda, pedidos, clientes, soporte, errores, API, staff, hojas de ruta, torre. */
export const enlacesOperaciones: readonly Enlace[] = [
  { etiqueta: 'Inicio', ruta: '/admin', icono: IconHome },
  { etiqueta: 'Búsqueda', ruta: '/admin/busqueda', icono: IconSearch },
  { etiqueta: 'Pedidos', ruta: '/admin/pedido', icono: IconClipboardList },
  { etiqueta: 'Órdenes de venta', ruta: '/admin/orden_venta/', icono: IconReceipt },
  { etiqueta: 'Hojas de ruta', ruta: '/admin/hoja_ruta', icono: IconRoute },
  { etiqueta: 'Torre de control', ruta: '/admin/monitoreo', icono: IconRadar },
  { etiqueta: 'Clientes', ruta: '/admin/cliente', icono: IconUsers },
  { etiqueta: 'Soporte', ruta: '/admin/soporte', icono: IconLifebuoy },
  { etiqueta: 'API de socios', ruta: '/admin/api-config', icono: IconApi },
  { etiqueta: 'Staff', ruta: '/admin/staff', icono: IconUserShield },
];

const p = () => import('./operaciones.paginas');

export const rutasOperaciones: RouteObject[] = [
  { index: true, lazy: perezosa(p, 'TableroPage') },
  { path: 'busqueda', lazy: perezosa(p, 'BusquedaPage') },
  { path: 'pedido', lazy: perezosa(p, 'PedidosPage') },
  { path: 'pedido/detail/:id', lazy: perezosa(p, 'PedidoPage') },
  { path: 'cliente', lazy: perezosa(p, 'ClientesPage') },
  { path: 'cliente/create', lazy: perezosa(p, 'NuevoClientePage') },
  { path: 'cliente/:id', lazy: perezosa(p, 'ClientePage') },
  { path: 'cliente/:id/update', lazy: perezosa(p, 'EditarClientePage') },
  { path: 'cliente/:id/direccion/create', lazy: perezosa(p, 'NuevaDireccionPage') },
  { path: 'cliente/:cliente/direccion/:id/update', lazy: perezosa(p, 'EditarDireccionPage') },
  { path: 'soporte', lazy: perezosa(p, 'SoportePage') },
  { path: 'error/detalle/:id', lazy: perezosa(p, 'ErrorPage') },
  { path: 'api-config', lazy: perezosa(p, 'ApiConfigPage') },
  { path: 'api-view', lazy: perezosa(p, 'ApiViewPage') },
  { path: 'api-documentacion', lazy: perezosa(p, 'ApiDocumentacionPage') },
  { path: 'api-log', lazy: perezosa(p, 'ApiLogPage') },
  { path: 'orden_venta', lazy: perezosa(p, 'OrdenesPage') },
  { path: 'orden_venta/detail/:id', lazy: perezosa(p, 'OrdenPage') },
  { path: 'imprimir/:id', lazy: perezosa(p, 'ImprimirPage') },
  { path: 'hoja_ruta', lazy: perezosa(p, 'HojasPage') },
  { path: 'hoja_ruta/detail/:id', lazy: perezosa(p, 'HojaPage') },
  { path: 'hoja_ruta/itinerario/:id', lazy: perezosa(p, 'ItinerarioPage') },
  { path: 'staff', lazy: perezosa(p, 'StaffPage') },
  { path: 'staff/update', lazy: perezosa(p, 'StaffUpdatePage') },
  { path: 'staff/detail', lazy: perezosa(p, 'StaffDetailPage') },
  { path: 'monitoreo', lazy: perezosa(() => import('./monitoreo.page'), 'MonitoreoPage') },
];
