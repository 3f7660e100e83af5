import type { RouteObject } from 'react-router';
import { RequiereRol } from '../../guards/requiere-rol';
import { PanelRol } from '../../layouts/panel-rol';
import { enlacesCatalogo, rutasCatalogo } from './catalogo.routes';
import { enlacesContabilidad, rutasContabilidad } from './contabilidad.routes';
import { enlacesOperaciones, rutasOperaciones } from './operaciones.routes';

// Tres tramos: operaciones (tablero, pedidos, clientes, soporte, torre), catálogo y moderación, contabilidad.
export const rutasAdmin: RouteObject = {
  path: '/admin',
  element: <RequiereRol rol="admin" />,
  children: [
    {
      element: (
        <PanelRol
          rol="admin"
          enlaces={[...enlacesOperaciones, ...enlacesCatalogo, ...enlacesContabilidad]}
        />
      ),
      children: [...rutasOperaciones, ...rutasCatalogo, ...rutasContabilidad],
    },
  ],
};
