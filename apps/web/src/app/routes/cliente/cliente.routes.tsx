import { IconHome } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { PanelRol } from '../../layouts/panel-rol';
import { ClienteInicioPage } from './inicio.page';

const ENLACES = [{ etiqueta: 'Inicio', ruta: '/', icono: IconHome }] as const;

/** El área del cliente es pública: se puede navegar sin sesión. */
export const rutasCliente: RouteObject = {
  path: '/',
  element: <PanelRol rol="cliente" enlaces={ENLACES} />,
  children: [{ index: true, element: <ClienteInicioPage /> }],
};
