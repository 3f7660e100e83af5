import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { nombreVisible, ROLES } from '../../../shared/sesion/roles';
import { useUsuario } from '../../../shared/sesion/sesion.store';
import { PanelBienvenida } from '../../../shared/ui/panel-bienvenida';
import { TableroAdmin } from '../../../features/admin-operaciones/components/tablero';
import { BusquedaAdmin } from '../../../features/admin-operaciones/components/busqueda';
import {
  DetalleOrdenAdmin,
  DetallePedidoAdmin,
  ListaOrdenesAdmin,
  ListaPedidosAdmin,
} from '../../../features/admin-operaciones/components/pedidos';
import {
  DetalleClienteAdmin,
  FormularioClienteAdmin,
  FormularioDireccionAdmin,
  ListaClientesAdmin,
} from '../../../features/admin-operaciones/components/clientes';
import {
  BandejaSoporte,
  DetalleErrorAdmin,
} from '../../../features/admin-operaciones/components/soporte';
import {
  ConfiguracionApi,
  DocumentacionApi,
  RegistroPeticionesApi,
  VistaApi,
} from '../../../features/admin-operaciones/components/api-socios';
import { ImprimirOrden } from '../../../features/admin-operaciones/components/imprimir';
import {
  DetalleHojaAdmin,
  ItinerarioHojaAdmin,
  ListaHojasAdmin,
} from '../../../features/admin-operaciones/components/hojas-ruta';
import {
  DetalleStaffAdmin,
  FormularioStaffAdmin,
  ListaStaffAdmin,
} from '../../../features/admin-operaciones/components/staff';

const idDe = (v: string | undefined) => Number(v ?? '0');

/** `/admin`: el saludo común de los paneles y debajo el tablero del día. */
export function TableroPage() {
  const usuario = useUsuario();
  return (
    <Stack>
      <PanelBienvenida
        titulo={`¡Hola, ${usuario ? nombreVisible(usuario) : ''}!`}
        rol={ROLES.admin.nombre}
        descripcion="Panel de administración de la plataforma Ñemu."
      />
      <TableroAdmin />
    </Stack>
  );
}
export const BusquedaPage = () => <BusquedaAdmin />;
export const PedidosPage = () => <ListaPedidosAdmin />;
export function PedidoPage() {
  const id = idDe(useParams().id);
  return <DetallePedidoAdmin key={id} id={id} />;
}
export const ClientesPage = () => <ListaClientesAdmin />;
export const NuevoClientePage = () => <FormularioClienteAdmin id={null} />;
export function ClientePage() {
  const id = idDe(useParams().id);
  return <DetalleClienteAdmin key={id} id={id} />;
}
export function EditarClientePage() {
  const id = idDe(useParams().id);
  return <FormularioClienteAdmin key={id} id={id} />;
}
export function NuevaDireccionPage() {
  const id = idDe(useParams().id);
  return <FormularioDireccionAdmin key={id} clienteId={id} direccionId={null} />;
}
export function EditarDireccionPage() {
  const { cliente, id } = useParams();
  return (
    <FormularioDireccionAdmin
      key={`${cliente}-${id}`}
      clienteId={idDe(cliente)}
      direccionId={idDe(id)}
    />
  );
}
export const SoportePage = () => <BandejaSoporte />;
export function ErrorPage() {
  const id = idDe(useParams().id);
  return <DetalleErrorAdmin key={id} id={id} />;
}
export const ApiConfigPage = () => <ConfiguracionApi />;
export const ApiViewPage = () => <VistaApi />;
export const ApiDocumentacionPage = () => <DocumentacionApi />;
export const ApiLogPage = () => <RegistroPeticionesApi />;
export const OrdenesPage = () => <ListaOrdenesAdmin />;
export function OrdenPage() {
  const id = idDe(useParams().id);
  return <DetalleOrdenAdmin key={id} id={id} />;
}
export function ImprimirPage() {
  const id = idDe(useParams().id);
  return <ImprimirOrden key={id} id={id} />;
}
export const HojasPage = () => <ListaHojasAdmin />;
export function HojaPage() {
  const id = idDe(useParams().id);
  return <DetalleHojaAdmin key={id} id={id} />;
}
export function ItinerarioPage() {
  const id = idDe(useParams().id);
  return <ItinerarioHojaAdmin key={id} id={id} />;
}
export const StaffPage = () => <ListaStaffAdmin />;
export const StaffUpdatePage = () => <FormularioStaffAdmin />;
export const StaffDetailPage = () => <DetalleStaffAdmin />;
