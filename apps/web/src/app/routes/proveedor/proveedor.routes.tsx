import {
  IconApi,
  IconBuildingStore,
  IconCalendarTime,
  IconChartBar,
  IconClipboardList,
  IconCoin,
  IconFileImport,
  IconFileText,
  IconHome,
  IconMapPin,
  IconPackages,
  IconReceipt,
  IconSettings,
  IconTag,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import {
  AtencionCliente,
  ConfiguracionNotificaciones,
  ConfiguracionSonido,
  EliminarCuenta,
  FormularioReporte,
  MenuConfiguracion,
  PreguntasFrecuentes,
} from '../../../features/proveedor-ajustes/components/ajustes';
import { ListaCatalogo } from '../../../features/proveedor-catalogo/components/lista-catalogo';
import {
  GrillaInventario,
  GrillaPrecios,
} from '../../../features/proveedor-catalogo/components/grillas';
import { ImportarProductos } from '../../../features/proveedor-catalogo/components/importar-productos';
import { ClavesApi } from '../../../features/proveedor-empresa/components/claves-api';
import { ListaPuntosRetiro } from '../../../features/proveedor-empresa/components/puntos-retiro';
import { ListaOrdenes } from '../../../features/proveedor-ventas/components/ordenes';
import {
  BalanceProveedor,
  EstadisticasVentas,
  ResumenVentas,
} from '../../../features/proveedor-ventas/components/reportes-ventas';
import { tieneRol } from '../../../shared/sesion/roles';
import { useUsuario } from '../../../shared/sesion/sesion.store';
import { PanelRol } from '../../layouts/panel-rol';
import {
  CrearProductoPage,
  DocumentosPage,
  EditarProductoPage,
  FeriadoPage,
  HorarioPage,
  InicioProveedorPage,
  PromocionProductoPage,
  PuntoRetiroPage,
  RegistroExitosoPage,
  StaffPage,
  VentaPage,
} from './paginas';

const ENLACES = [
  { etiqueta: 'Inicio', ruta: '/proveedor', icono: IconHome },
  { etiqueta: 'Ventas', ruta: '/proveedor/ventas', icono: IconReceipt },
  { etiqueta: 'Pedidos', ruta: '/proveedor/pedidos/todo', icono: IconClipboardList },
  { etiqueta: 'Catálogo', ruta: '/proveedor/catalogo', icono: IconPackages },
  { etiqueta: 'Precios', ruta: '/proveedor/precio', icono: IconTag },
  { etiqueta: 'Inventario', ruta: '/proveedor/inventario', icono: IconBuildingStore },
  { etiqueta: 'Importar', ruta: '/proveedor/importar', icono: IconFileImport },
  { etiqueta: 'Puntos de retiro', ruta: '/proveedor/punto-retiro', icono: IconMapPin },
  { etiqueta: 'Horario y feriados', ruta: '/proveedor/horario_atencion', icono: IconCalendarTime },
  { etiqueta: 'Usuarios', ruta: '/proveedor/perfil', icono: IconUsers },
  { etiqueta: 'Balance', ruta: '/proveedor/balance', icono: IconWallet },
  { etiqueta: 'Estadísticas', ruta: '/proveedor/estadisticas', icono: IconChartBar },
  { etiqueta: 'Documentos', ruta: '/proveedor/documentos', icono: IconFileText },
  { etiqueta: 'API', ruta: '/proveedor/api', icono: IconApi },
  { etiqueta: 'Configuración', ruta: '/proveedor/configuracion', icono: IconSettings },
] as const;

const ENLACES_REGISTRO = [
  { etiqueta: 'Registrar mi empresa', ruta: '/proveedor', icono: IconCoin },
] as const;

/** Con sesión: el panel del proveedor; quien aún no es proveedor sólo ve el registro. */
function AccesoProveedor() {
  const usuario = useUsuario();
  if (!usuario) return <Navigate to="/login" replace />;
  const esProveedor = tieneRol(usuario, 'proveedor');
  return <PanelRol rol="proveedor" enlaces={esProveedor ? ENLACES : ENLACES_REGISTRO} />;
}

/** Rutas que exigen ser proveedor (el registro y /success no). */
function SoloProveedor() {
  const usuario = useUsuario();
  return usuario && tieneRol(usuario, 'proveedor') ? (
    <Outlet />
  ) : (
    <Navigate to="/proveedor" replace />
  );
}

export const rutasProveedor: RouteObject = {
  path: '/proveedor',
  element: <AccesoProveedor />,
  children: [
    { index: true, element: <InicioProveedorPage /> },
    {
      element: <SoloProveedor />,
      children: [
        { path: 'success', element: <RegistroExitosoPage /> },
        { path: 'ventas', element: <ResumenVentas /> },
        { path: 'pedidos/todo', element: <ListaOrdenes titulo="Todos los pedidos" /> },
        {
          path: 'pedidos/pendiente',
          element: <ListaOrdenes titulo="Pedidos pendientes" estado={0} />,
        },
        {
          path: 'pedidos/retiro',
          element: <ListaOrdenes titulo="Pedidos para retiro" estado={10} />,
        },
        { path: 'venta/:id', element: <VentaPage /> },
        { path: 'balance', element: <BalanceProveedor /> },
        { path: 'estadisticas', element: <EstadisticasVentas /> },
        { path: 'catalogo', element: <ListaCatalogo /> },
        { path: 'catalogo/create', element: <CrearProductoPage /> },
        { path: 'catalogo/update/:id', element: <EditarProductoPage /> },
        { path: 'catalogo/:id', element: <EditarProductoPage /> },
        { path: 'producto/:producto/promocion/create', element: <PromocionProductoPage /> },
        { path: 'precio', element: <GrillaPrecios /> },
        { path: 'inventario', element: <GrillaInventario /> },
        { path: 'importar', element: <ImportarProductos /> },
        { path: 'punto-retiro', element: <ListaPuntosRetiro /> },
        { path: 'punto-retiro/create', element: <PuntoRetiroPage /> },
        { path: 'punto-retiro/:id', element: <PuntoRetiroPage /> },
        { path: 'perfil', element: <StaffPage /> },
        { path: 'horario_atencion', element: <HorarioPage /> },
        { path: 'feriado/create', element: <FeriadoPage /> },
        { path: 'feriado/update/:id', element: <FeriadoPage /> },
        { path: 'documentos', element: <DocumentosPage /> },
        { path: 'api', element: <ClavesApi /> },
        { path: 'configuracion', element: <MenuConfiguracion /> },
        { path: 'configuracion_notificaciones', element: <ConfiguracionNotificaciones /> },
        { path: 'configuracion_sonido', element: <ConfiguracionSonido /> },
        { path: 'preguntas-frecuentes', element: <PreguntasFrecuentes /> },
        { path: 'atencion_cliente', element: <AtencionCliente /> },
        { path: 'reportar_error', element: <FormularioReporte tipo="reportar_error" /> },
        {
          path: 'comentarios_sugerencias',
          element: <FormularioReporte tipo="comentarios_sugerencias" />,
        },
        { path: 'eliminar_cuenta', element: <EliminarCuenta /> },
      ],
    },
  ],
};
