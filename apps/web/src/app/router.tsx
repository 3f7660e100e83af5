import { createBrowserRouter } from 'react-router';
import { Raiz } from './raiz';
import { rutasAdmTransportista } from './routes/adm-transportista/adm-transportista.routes';
import { rutasAdmin } from './routes/admin/admin.routes';
import { rutasCliente } from './routes/cliente/cliente.routes';
import { rutasDriver } from './routes/driver/driver.routes';
import { rutasProveedor } from './routes/proveedor/proveedor.routes';
import { perezosa } from './routes/perezosa';
import { ErrorRutaPage } from './routes/publico/error-ruta.page';
import { SIN_SESION } from './routes/sin-sesion';

export const router = createBrowserRouter([
  {
    element: <Raiz />,
    errorElement: <ErrorRutaPage />,
    children: [
      {
        path: '/login',
        handle: SIN_SESION,
        lazy: perezosa(() => import('./routes/publico/ingreso.page'), 'IngresoPage'),
      },
      {
        path: '/logout',
        handle: SIN_SESION,
        lazy: perezosa(() => import('./routes/publico/salida.page'), 'SalidaPage'),
      },
      rutasCliente,
      rutasProveedor,
      rutasDriver,
      rutasAdmTransportista,
      rutasAdmin,
      {
        path: '*',
        handle: SIN_SESION,
        lazy: perezosa(() => import('./routes/publico/no-encontrado.page'), 'NoEncontradoPage'),
      },
    ],
  },
]);
