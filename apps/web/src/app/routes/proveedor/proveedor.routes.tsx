import { IconHome } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { RequiereRol } from '../../guards/requiere-rol';
import { BienvenidaRol } from '../../layouts/bienvenida-rol';
import { PanelRol } from '../../layouts/panel-rol';

const ENLACES = [{ etiqueta: 'Inicio', ruta: '/proveedor', icono: IconHome }] as const;

export const rutasProveedor: RouteObject = {
  path: '/proveedor',
  element: <RequiereRol rol="proveedor" />,
  children: [
    {
      element: <PanelRol rol="proveedor" enlaces={ENLACES} />,
      children: [
        {
          index: true,
          element: <BienvenidaRol rol="proveedor" descripcion="Panel de su empresa proveedora en Ñemu." />,
        },
      ],
    },
  ],
};
