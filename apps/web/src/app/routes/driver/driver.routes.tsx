import { IconHome } from '@tabler/icons-react';
import { Navigate, type RouteObject } from 'react-router';
import { RequiereRol } from '../../guards/requiere-rol';
import { BienvenidaRol } from '../../layouts/bienvenida-rol';
import { PanelRol } from '../../layouts/panel-rol';

const ENLACES = [{ etiqueta: 'Inicio', ruta: '/driver/home', icono: IconHome }] as const;

export const rutasDriver: RouteObject = {
  path: '/driver',
  element: <RequiereRol rol="transportista" />,
  children: [
    {
      element: <PanelRol rol="transportista" enlaces={ENLACES} />,
      children: [
        { index: true, element: <Navigate to="/driver/home" replace /> },
        {
          path: 'home',
          element: <BienvenidaRol rol="transportista" descripcion="Panel de transportista de Ñemu." />,
        },
      ],
    },
  ],
};
