import { IconHome, IconPackage, IconUserCircle } from '@tabler/icons-react';
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
import { ClienteInicioPage } from './inicio.page';

const ENLACES = [
  { etiqueta: 'Inicio', ruta: '/', icono: IconHome },
  { etiqueta: 'Mis pedidos', ruta: '/pedidos', icono: IconPackage },
  { etiqueta: 'Mi cuenta', ruta: '/cliente', icono: IconUserCircle },
] as const;

/** El área del cliente es pública: se puede navegar sin sesión. */
export const rutasCliente: RouteObject = {
  path: '/',
  element: <PanelRol rol="cliente" enlaces={ENLACES} />,
  children: [
    { index: true, element: <ClienteInicioPage /> },
    { path: 'registro', element: <RegistroPage /> },
    { path: 'recuperar_cuenta', element: <RecuperarCuentaPage /> },
    { path: 'recuperar_cuenta/nueva', element: <RestablecerContrasenaPage /> },
    { path: 'privacidad', element: <PrivacidadPage /> },
    {
      element: <RequiereRol rol="cliente" />,
      children: [
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
