import { AdminBalance } from '../../../features/admin-contabilidad/components/balance';
import {
  DetalleFacturaAdmin,
  ListaFacturas,
} from '../../../features/admin-contabilidad/components/facturas';
import { ListaPagos, NuevoPago } from '../../../features/admin-contabilidad/components/pagos';
import { AdminRendicion } from '../../../features/admin-contabilidad/components/rendicion';
import { AdminReportes } from '../../../features/admin-contabilidad/components/reportes';

export const BalancePage = AdminBalance;
export const RendicionPage = AdminRendicion;
export const NuevoPagoPage = NuevoPago;
export const DetalleFacturaPage = DetalleFacturaAdmin;
export const ReportesPage = AdminReportes;

export function PagosProveedorPage() {
  return <ListaPagos tipo={20} />;
}

export function PagosClientePage() {
  return <ListaPagos tipo={10} />;
}

export function FacturasClientePage() {
  return <ListaFacturas tipo={10} />;
}

export function FacturasProveedorPage() {
  return <ListaFacturas tipo={20} />;
}
