import { IconHome } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { RequiereRol } from '../../guards/requiere-rol';
import { BienvenidaRol } from '../../layouts/bienvenida-rol';
import { PanelRol } from '../../layouts/panel-rol';

const ENLACES = [{ etiqueta: 'Inicio', ruta: '/admin', icono: IconHome }] as const;

export const rutasAdmin: RouteObject = {
  path: '/admin',
  element: <RequiereRol rol="admin" />,
  children: [
    {
      element: <PanelRol rol="admin" enlaces={ENLACES} />,
      children: [
        {
          index: true,
          element: <BienvenidaRol rol="admin" descripcion="Panel de administración de la plataforma Ñemu." />,
        },
      ],
    },
  ],
};
