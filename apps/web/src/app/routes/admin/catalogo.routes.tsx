import {
  IconBuildingStore,
  IconCategory,
  IconListDetails,
  IconMessage,
  IconPackages,
  IconPercentage,
  IconQuestionMark,
  IconSettings,
  IconTag,
  IconTruck,
  IconTruckDelivery,
  IconBuildingWarehouse,
  IconCar,
} from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { Enlace } from '../../layouts/panel-rol';
import { perezosa } from '../perezosa';

/** Moderación y catálogo: productos, proveedores, transportistas, vehículos, rubros, categorías, márgenes. */
export const enlacesCatalogo: readonly Enlace[] = [
  { etiqueta: 'Productos', ruta: '/admin/producto/pendiente', icono: IconPackages },
  { etiqueta: 'Proveedores', ruta: '/admin/proveedor/pendiente', icono: IconBuildingStore },
  { etiqueta: 'Transportistas', ruta: '/admin/transportista/pendiente', icono: IconTruckDelivery },
  { etiqueta: 'Vehículos', ruta: '/admin/vehiculo/pendiente', icono: IconTruck },
  { etiqueta: 'Comentarios', ruta: '/admin/comentario-producto', icono: IconMessage },
  { etiqueta: 'Categorías', ruta: '/admin/categoria', icono: IconCategory },
  { etiqueta: 'Márgenes', ruta: '/admin/margenes', icono: IconPercentage },
  { etiqueta: 'Rubros', ruta: '/admin/rubro', icono: IconListDetails },
  { etiqueta: 'Tipos de vehículo', ruta: '/admin/tipo-vehiculo', icono: IconCar },
  { etiqueta: 'Precios', ruta: '/admin/precio', icono: IconTag },
  { etiqueta: 'Inventario', ruta: '/admin/inventario', icono: IconBuildingWarehouse },
  {
    etiqueta: 'Preguntas frecuentes',
    ruta: '/admin/preguntas_frecuentes',
    icono: IconQuestionMark,
  },
  { etiqueta: 'Configuración', ruta: '/admin/configuracion', icono: IconSettings },
];

const moderacion = () => import('./catalogo-moderacion.paginas');
const catalogo = () => import('./catalogo-admin.paginas');

export const rutasCatalogo: RouteObject[] = [
  { path: 'producto/create', lazy: perezosa(moderacion, 'CrearProductoPage') },
  { path: 'producto/update/:id', lazy: perezosa(moderacion, 'EditarProductoPage') },
  { path: 'producto/detail/:id', lazy: perezosa(moderacion, 'DetalleProductoPage') },
  { path: 'producto/:estado', lazy: perezosa(moderacion, 'ProductosPage') },
  { path: 'proveedor/create', lazy: perezosa(moderacion, 'CrearProveedorPage') },
  { path: 'proveedor/update/:id', lazy: perezosa(moderacion, 'EditarProveedorPage') },
  { path: 'proveedor/detail/:id', lazy: perezosa(moderacion, 'DetalleProveedorPage') },
  {
    path: 'proveedor/:id/punto-retiro/create',
    lazy: perezosa(moderacion, 'CrearPuntoRetiroPage'),
  },
  {
    path: 'proveedor/:proveedor/punto-retiro/update/:id',
    lazy: perezosa(moderacion, 'EditarPuntoRetiroPage'),
  },
  { path: 'punto-retiro/update/:id', lazy: perezosa(moderacion, 'EditarPuntoRetiroPage') },
  { path: 'proveedor/:estado', lazy: perezosa(moderacion, 'ProveedoresPage') },
  { path: 'transportista/create', lazy: perezosa(moderacion, 'CrearTransportistaPage') },
  { path: 'transportista/update/:id', lazy: perezosa(moderacion, 'EditarTransportistaPage') },
  { path: 'transportista/detail/:id', lazy: perezosa(moderacion, 'DetalleTransportistaPage') },
  { path: 'transportista/:estado', lazy: perezosa(moderacion, 'TransportistasPage') },
  { path: 'vehiculo/:estado', lazy: perezosa(moderacion, 'VehiculosPage') },
  { path: 'comentario-producto', lazy: perezosa(moderacion, 'ComentariosPage') },
  { path: 'categoria', lazy: perezosa(catalogo, 'CategoriasPage') },
  { path: 'margenes', lazy: perezosa(catalogo, 'MargenesPage') },
  { path: 'rubro', lazy: perezosa(catalogo, 'RubrosPage') },
  { path: 'tipo-vehiculo', lazy: perezosa(catalogo, 'TiposVehiculoPage') },
  { path: 'tipo-vehiculo/create', lazy: perezosa(catalogo, 'CrearTipoVehiculoPage') },
  { path: 'tipo-vehiculo/update/:id', lazy: perezosa(catalogo, 'EditarTipoVehiculoPage') },
  { path: 'preguntas_frecuentes', lazy: perezosa(catalogo, 'PreguntasPage') },
  { path: 'configuracion', lazy: perezosa(catalogo, 'ConfiguracionPage') },
  { path: 'precio', lazy: perezosa(catalogo, 'PreciosPage') },
  { path: 'inventario', lazy: perezosa(catalogo, 'InventarioPage') },
];
