import {
  IconCategory,
  IconHeart,
  IconHome,
  IconPackage,
  IconSearch,
  IconShoppingCart,
  IconUserCircle,
} from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { RequiereRol } from '../../guards/requiere-rol';
import { BuscadorInicio } from '../../../features/inicio/components/buscador-inicio';
import { CarritoCabecera } from '../../layouts/carrito-cabecera';
import { PanelRol } from '../../layouts/panel-rol';
import { perezosa } from '../perezosa';
import { SIN_SESION } from '../sin-sesion';
import { InicioPage } from './inicio.page';

const ENLACES = [
  { etiqueta: 'Inicio', ruta: '/', icono: IconHome },
  { etiqueta: 'Buscar', ruta: '/buscar', icono: IconSearch },
  { etiqueta: 'Categorías', ruta: '/categorias', icono: IconCategory },
  { etiqueta: 'Carrito', ruta: '/carrito', icono: IconShoppingCart },
  { etiqueta: 'Favoritos', ruta: '/favoritos', icono: IconHeart },
  { etiqueta: 'Mis pedidos', ruta: '/pedidos', icono: IconPackage },
  { etiqueta: 'Mi cuenta', ruta: '/cliente', icono: IconUserCircle },
] as const;

const INFORMACION = [
  { etiqueta: 'Preguntas frecuentes', ruta: '/preguntas_frecuentes' },
  { etiqueta: 'Ventas a empresas (B2B)', ruta: '/B2B' },
  { etiqueta: 'Política de privacidad', ruta: '/privacidad' },
] as const;

/** La portada y /buscar ya tienen su buscador: la cabecera no repite otro. */
const BUSCADOR = { caja: <BuscadorInicio />, salvoEn: ['/', '/buscar'] } as const;

/** Páginas de la tienda, cargadas bajo demanda (la portada, en cambio, va en el trozo inicial). */
const tienda = (pagina: keyof typeof import('./tienda.pages')) =>
  perezosa(() => import('./tienda.pages'), pagina);

/** El área del cliente es pública: se puede navegar sin sesión. */
export const rutasCliente: RouteObject = {
  path: '/',
  element: (
    <PanelRol
      rol="cliente"
      enlaces={ENLACES}
      acciones={<CarritoCabecera />}
      buscador={BUSCADOR}
      informacion={INFORMACION}
    />
  ),
  children: [
    { index: true, handle: SIN_SESION, Component: InicioPage },
    { path: 'categorias', handle: SIN_SESION, lazy: tienda('CategoriasPage') },
    { path: 'categoria/:categoria', handle: SIN_SESION, lazy: tienda('CategoriaPage') },
    { path: 'buscar', handle: SIN_SESION, lazy: tienda('BuscarPage') },
    { path: 'producto/:producto', handle: SIN_SESION, lazy: tienda('ProductoPage') },
    { path: 'carrito', handle: SIN_SESION, lazy: tienda('CarritoPage') },
    { path: 'preguntas_frecuentes', handle: SIN_SESION, lazy: tienda('PreguntasFrecuentesPage') },
    { path: 'B2B', handle: SIN_SESION, lazy: tienda('B2bPage') },
    {
      path: 'registro',
      handle: SIN_SESION,
      lazy: perezosa(() => import('./registro.page'), 'RegistroPage'),
    },
    {
      path: 'recuperar_cuenta',
      handle: SIN_SESION,
      lazy: perezosa(() => import('./recuperar-cuenta.page'), 'RecuperarCuentaPage'),
    },
    {
      path: 'recuperar_cuenta/nueva',
      handle: SIN_SESION,
      lazy: perezosa(() => import('./recuperar-cuenta.page'), 'RestablecerContrasenaPage'),
    },
    {
      path: 'privacidad',
      handle: SIN_SESION,
      lazy: perezosa(() => import('./privacidad.page'), 'PrivacidadPage'),
    },
    {
      element: <RequiereRol rol="cliente" />,
      children: [
        { path: 'favoritos', lazy: tienda('FavoritosPage') },
        { path: 'cliente', lazy: perezosa(() => import('./cuenta.page'), 'CuentaPage') },
        {
          path: 'cliente/direccion/update',
          lazy: perezosa(() => import('./direccion-editar.page'), 'DireccionEditarPage'),
        },
        { path: 'checkout', lazy: perezosa(() => import('./checkout.page'), 'CheckoutPage') },
        { path: 'pedido', lazy: perezosa(() => import('./pedido.page'), 'PedidoPage') },
        { path: 'pedidos', lazy: perezosa(() => import('./pedidos.page'), 'PedidosPage') },
        {
          path: 'pedidos/:id',
          lazy: perezosa(() => import('./pedidos.page'), 'PedidoDetallePage'),
        },
        {
          path: 'pedidos/:id/chat',
          lazy: perezosa(() => import('./chat.page'), 'ChatPedidoPage'),
        },
        {
          path: 'pedido/rastreo/:id',
          lazy: perezosa(() => import('./pedidos.page'), 'RastreoPedidoPage'),
        },
        { path: 'pago/:proceso', lazy: perezosa(() => import('./pago.page'), 'PagoPage') },
        {
          path: 'tarjeta/agregar/:a/:b',
          lazy: perezosa(() => import('./tarjeta-agregar.page'), 'TarjetaAgregarPage'),
        },
      ],
    },
  ],
};
