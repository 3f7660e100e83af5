import { IconBuilding, IconHome, IconReportMoney, IconTruck } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { Redireccion } from '../../../shared/navegacion/redireccion';
import { RequiereRol } from '../../guards/requiere-rol';
import { PanelRol, type Enlace } from '../../layouts/panel-rol';
import { perezosa } from '../perezosa';

const pagina = (nombre: keyof typeof import('./adm-transportista.pages')) =>
  perezosa(() => import('./adm-transportista.pages'), nombre);

const ENLACES: readonly Enlace[] = [
  { etiqueta: 'Inicio', ruta: '/adm_transportista/home', icono: IconHome },
  { etiqueta: 'Vehículos', ruta: '/adm_transportista/vehiculos', icono: IconTruck },
  { etiqueta: 'Balance', ruta: '/adm_transportista/balance', icono: IconReportMoney },
  {
    etiqueta: 'Perfil de la empresa',
    ruta: '/adm_transportista/editar/perfil',
    icono: IconBuilding,
  },
];

/** Panel de la empresa de transporte (§2, 7 rutas). */
export const rutasAdmTransportista: RouteObject = {
  path: '/adm_transportista',
  element: <RequiereRol rol="empresa" />,
  children: [
    {
      element: <PanelRol rol="empresa" enlaces={ENLACES} />,
      children: [
        { index: true, element: <Redireccion to="/adm_transportista/home" /> },
        { path: 'home', lazy: pagina('InicioEmpresaPage') },
        { path: 'editar/perfil', lazy: pagina('PerfilEmpresaPage') },
        { path: 'balance', lazy: pagina('BalanceEmpresaPage') },
        { path: 'vehiculos', lazy: pagina('VehiculosEmpresaPage') },
        { path: 'vehiculo/create', lazy: pagina('CrearVehiculoEmpresaPage') },
        { path: 'vehiculo/update/:id', lazy: pagina('EditarVehiculoEmpresaPage') },
        { path: 'vehiculo/:id', lazy: pagina('DetalleVehiculoEmpresaPage') },
      ],
    },
  ],
};
