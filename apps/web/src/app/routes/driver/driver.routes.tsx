import type { RouteObject } from 'react-router';
import { Redireccion } from '../../../shared/navegacion/redireccion';
import { RequiereRol } from '../../guards/requiere-rol';
import { PanelRol } from '../../layouts/panel-rol';
import { perezosa } from '../perezosa';
import { enlacesOperacion, rutasOperacion } from './operacion.routes';
import { enlacesPerfil, rutasDriverSinRol, rutasPerfil } from './perfil.routes';

// Dos tramos: la operación (rutas, oportunidades, ganancias) y el perfil (alta, vehículos, documentos),
// bajo una capa que mantiene el rastreo mientras el transportista está conectado.
export const rutasDriver: RouteObject = {
  path: '/driver',
  children: [
    ...rutasDriverSinRol,
    {
      element: <RequiereRol rol="transportista" />,
      children: [
        {
          // Conectado, el rastreo sigue en cualquier pantalla del transportista.
          lazy: perezosa(() => import('./fondo.pages'), 'OperacionDeFondoPage'),
          children: [
            {
              element: (
                <PanelRol rol="transportista" enlaces={[...enlacesOperacion, ...enlacesPerfil]} />
              ),
              children: [
                { index: true, element: <Redireccion to="/driver/home" /> },
                ...rutasOperacion,
                ...rutasPerfil,
              ],
            },
          ],
        },
      ],
    },
  ],
};
