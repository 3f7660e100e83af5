import { createBrowserRouter } from 'react-router';
import { Raiz } from './raiz';
import { rutasAdmTransportista } from './routes/adm-transportista/adm-transportista.routes';
import { rutasAdmin } from './routes/admin/admin.routes';
import { rutasCliente } from './routes/cliente/cliente.routes';
import { rutasDriver } from './routes/driver/driver.routes';
import { rutasProveedor } from './routes/proveedor/proveedor.routes';
import { ErrorRutaPage } from './routes/publico/error-ruta.page';
import { IngresoPage } from './routes/publico/ingreso.page';
import { NoEncontradoPage } from './routes/publico/no-encontrado.page';
import { SalidaPage } from './routes/publico/salida.page';

export const router = createBrowserRouter([
  {
    element: <Raiz />,
    errorElement: <ErrorRutaPage />,
    children: [
      { path: '/login', element: <IngresoPage /> },
      { path: '/logout', element: <SalidaPage /> },
      rutasCliente,
      rutasProveedor,
      rutasDriver,
      rutasAdmTransportista,
      rutasAdmin,
      { path: '*', element: <NoEncontradoPage /> },
    ],
  },
]);
