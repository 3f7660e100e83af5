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
import { PanelRol } from '../../layouts/panel-rol';
import { CuentaPage } from './cuenta.page';
import { DireccionEditarPage } from './direccion-editar.page';
import { PrivacidadPage } from './privacidad.page';
import { RecuperarCuentaPage, RestablecerContrasenaPage } from './recuperar-cuenta.page';
import { RegistroPage } from './registro.page';
import { CheckoutPage } from './checkout.page';
import { PedidoPage } from './pedido.page';
import { PedidoDetallePage, PedidosPage, RastreoPedidoPage } from './pedidos.page';
import { TarjetaAgregarPage } from './tarjeta-agregar.page';

const ENLACES = [
  { etiqueta: 'Inicio', ruta: '/', icono: IconHome },
  { etiqueta: 'Buscar', ruta: '/buscar', icono: IconSearch },
  { etiqueta: 'Categorías', ruta: '/categorias', icono: IconCategory },
  { etiqueta: 'Carrito', ruta: '/carrito', icono: IconShoppingCart },
  { etiqueta: 'Favoritos', ruta: '/favoritos', icono: IconHeart },
  { etiqueta: 'Mis pedidos', ruta: '/pedidos', icono: IconPackage },
  { etiqueta: 'Mi cuenta', ruta: '/cliente', icono: IconUserCircle },
] as const;

/** Páginas de la tienda, cargadas bajo demanda (la portada no arrastra el resto). */
const tienda = (pagina: keyof typeof import('./tienda.pages')) => async () => ({
  Component: (await import('./tienda.pages'))[pagina],
});

/** El área del cliente es pública: se puede navegar sin sesión. */
export const rutasCliente: RouteObject = {
  path: '/',
  element: <PanelRol rol="cliente" enlaces={ENLACES} />,
  children: [
    { index: true, lazy: tienda('InicioPage') },
    { path: 'categorias', lazy: tienda('CategoriasPage') },
    { path: 'categoria/:categoria', lazy: tienda('CategoriaPage') },
    { path: 'buscar', lazy: tienda('BuscarPage') },
    { path: 'producto/:producto', lazy: tienda('ProductoPage') },
    { path: 'carrito', lazy: tienda('CarritoPage') },
    { path: 'preguntas_frecuentes', lazy: tienda('PreguntasFrecuentesPage') },
    { path: 'B2B', lazy: tienda('B2bPage') },
    { path: 'registro', element: <RegistroPage /> },
    { path: 'recuperar_cuenta', element: <RecuperarCuentaPage /> },
    { path: 'recuperar_cuenta/nueva', element: <RestablecerContrasenaPage /> },
    { path: 'privacidad', element: <PrivacidadPage /> },
    {
      element: <RequiereRol rol="cliente" />,
      children: [
        { path: 'favoritos', lazy: tienda('FavoritosPage') },
        { path: 'cliente', element: <CuentaPage /> },
        { path: 'cliente/direccion/update', element: <DireccionEditarPage /> },
        { path: 'checkout', element: <CheckoutPage /> },
        { path: 'pedido', element: <PedidoPage /> },
        { path: 'pedidos', element: <PedidosPage /> },
        { path: 'pedidos/:id', element: <PedidoDetallePage /> },
        { path: 'pedido/rastreo/:id', element: <RastreoPedidoPage /> },
        { path: 'tarjeta/agregar/:a/:b', element: <TarjetaAgregarPage /> },
      ],
    },
  ],
};
