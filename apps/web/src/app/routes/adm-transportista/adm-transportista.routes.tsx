import { IconHome } from '@tabler/icons-react';
import { Navigate, type RouteObject } from 'react-router';
import { RequiereRol } from '../../guards/requiere-rol';
import { BienvenidaRol } from '../../layouts/bienvenida-rol';
import { PanelRol } from '../../layouts/panel-rol';

const ENLACES = [{ etiqueta: 'Inicio', ruta: '/adm_transportista/home', icono: IconHome }] as const;

export const rutasAdmTransportista: RouteObject = {
  path: '/adm_transportista',
  element: <RequiereRol rol="empresa" />,
  children: [
    {
      element: <PanelRol rol="empresa" enlaces={ENLACES} />,
      children: [
        { index: true, element: <Navigate to="/adm_transportista/home" replace /> },
        {
          path: 'home',
          element: <BienvenidaRol rol="empresa" descripcion="Panel de su empresa de transporte en Ñemu." />,
        },
      ],
    },
  ],
};
