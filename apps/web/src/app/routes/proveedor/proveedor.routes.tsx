import {
  IconApi,
  IconBell,
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
  IconSwitchHorizontal,
  IconTag,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { useNotificacionesEnVivo } from '../../../features/proveedor-panel/api/notificaciones.api';
import { rutaIngresoDesde } from '../../../shared/navegacion/destino-ingreso';
import { Redireccion } from '../../../shared/navegacion/redireccion';
import { tieneRol } from '../../../shared/sesion/roles';
import { useUsuario } from '../../../shared/sesion/sesion.store';
import { PanelRol } from '../../layouts/panel-rol';
import { perezosa } from '../perezosa';

const ENLACES = [
  { etiqueta: 'Inicio', ruta: '/proveedor', icono: IconHome },
  { etiqueta: 'Notificaciones', ruta: '/proveedor/notificaciones', icono: IconBell },
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
  { etiqueta: 'Modo de uso', ruta: '/proveedor/modo', icono: IconSwitchHorizontal },
  { etiqueta: 'Configuración', ruta: '/proveedor/configuracion', icono: IconSettings },
] as const;

const ENLACES_REGISTRO = [
  { etiqueta: 'Registrar mi empresa', ruta: '/proveedor', icono: IconCoin },
] as const;

/** Páginas del proveedor: un trozo aparte que se descarga al entrar al panel. */
const pagina = (nombre: keyof typeof import('./paginas')) =>
  perezosa(() => import('./paginas'), nombre);

/** Con sesión: el panel del proveedor; quien aún no es proveedor sólo ve el registro. */
function AccesoProveedor() {
  const usuario = useUsuario();
  const { pathname, search } = useLocation();
  useNotificacionesEnVivo();
  // Sin sesión: al ingreso, y de vuelta a la página pedida después.
  if (!usuario) return <Redireccion to={rutaIngresoDesde(pathname, search)} />;
  const esProveedor = tieneRol(usuario, 'proveedor');
  return <PanelRol rol="proveedor" enlaces={esProveedor ? ENLACES : ENLACES_REGISTRO} />;
}

/** Rutas que exigen ser proveedor (el registro y /success no). */
function SoloProveedor() {
  const usuario = useUsuario();
  return usuario && tieneRol(usuario, 'proveedor') ? <Outlet /> : <Redireccion to="/proveedor" />;
}

export const rutasProveedor: RouteObject = {
  path: '/proveedor',
  element: <AccesoProveedor />,
  children: [
    { index: true, lazy: pagina('InicioProveedorPage') },
    {
      element: <SoloProveedor />,
      children: [
        { path: 'success', lazy: pagina('RegistroExitosoPage') },
        { path: 'ventas', lazy: pagina('ResumenVentas') },
        { path: 'pedidos/todo', lazy: pagina('PedidosTodosPage') },
        { path: 'pedidos/pendiente', lazy: pagina('PedidosPendientesPage') },
        { path: 'pedidos/retiro', lazy: pagina('PedidosRetiroPage') },
        { path: 'venta/:id', lazy: pagina('VentaPage') },
        { path: 'balance', lazy: pagina('BalanceProveedor') },
        { path: 'estadisticas', lazy: pagina('EstadisticasVentas') },
        { path: 'catalogo', lazy: pagina('ListaCatalogo') },
        { path: 'catalogo/create', lazy: pagina('CrearProductoPage') },
        { path: 'catalogo/update/:id', lazy: pagina('EditarProductoPage') },
        { path: 'catalogo/:id', lazy: pagina('EditarProductoPage') },
        { path: 'producto/:producto/promocion/create', lazy: pagina('PromocionProductoPage') },
        { path: 'promocion/:id', lazy: pagina('PromocionPage') },
        { path: 'precio', lazy: pagina('GrillaPrecios') },
        { path: 'inventario', lazy: pagina('GrillaInventario') },
        { path: 'importar', lazy: pagina('ImportarProductos') },
        { path: 'punto-retiro', lazy: pagina('ListaPuntosRetiro') },
        { path: 'punto-retiro/create', lazy: pagina('PuntoRetiroPage') },
        { path: 'punto-retiro/:id', lazy: pagina('PuntoRetiroPage') },
        { path: 'perfil', lazy: pagina('StaffPage') },
        { path: 'horario_atencion', lazy: pagina('HorarioPage') },
        { path: 'feriado/create', lazy: pagina('FeriadoPage') },
        { path: 'feriado/update/:id', lazy: pagina('FeriadoPage') },
        { path: 'documentos', lazy: pagina('DocumentosPage') },
        { path: 'api', lazy: pagina('ClavesApi') },
        { path: 'configuracion', lazy: pagina('MenuConfiguracion') },
        { path: 'configuracion_notificaciones', lazy: pagina('ConfiguracionNotificaciones') },
        { path: 'configuracion_sonido', lazy: pagina('ConfiguracionSonido') },
        { path: 'preguntas-frecuentes', lazy: pagina('PreguntasFrecuentes') },
        { path: 'atencion_cliente', lazy: pagina('AtencionCliente') },
        { path: 'reportar_error', lazy: pagina('ReportarErrorPage') },
        { path: 'comentarios_sugerencias', lazy: pagina('ComentariosSugerenciasPage') },
        { path: 'eliminar_cuenta', lazy: pagina('EliminarCuenta') },
        { path: 'notificaciones', lazy: pagina('NotificacionesPage') },
        { path: 'modo', lazy: pagina('ModoPage') },
      ],
    },
  ],
};
