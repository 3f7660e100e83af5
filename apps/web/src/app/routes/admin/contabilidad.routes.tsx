import {
  IconCash,
  IconFileInvoice,
  IconFileSpreadsheet,
  IconReceiptTax,
  IconScale,
  IconWallet,
} from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { Enlace } from '../../layouts/panel-rol';
import { perezosa } from '../perezosa';

/** Contabilidad: balance, rendición, pagos, facturas, reportes. */
export const enlacesContabilidad: readonly Enlace[] = [
  { etiqueta: 'Balance', ruta: '/admin/balance', icono: IconScale },
  { etiqueta: 'Rendición y facturación', ruta: '/admin/rendicion', icono: IconReceiptTax },
  { etiqueta: 'Pagos a proveedores', ruta: '/admin/pago/proveedor', icono: IconWallet },
  { etiqueta: 'Cobros a clientes', ruta: '/admin/pago/cliente', icono: IconCash },
  { etiqueta: 'Facturas a clientes', ruta: '/admin/factura/cliente', icono: IconFileInvoice },
  { etiqueta: 'Facturas de proveedores', ruta: '/admin/factura/proveedor', icono: IconFileInvoice },
  { etiqueta: 'Reportes', ruta: '/admin/reportes', icono: IconFileSpreadsheet },
];

const p = () => import('./contabilidad.paginas');

export const rutasContabilidad: RouteObject[] = [
  { path: 'balance', lazy: perezosa(p, 'BalancePage') },
  { path: 'rendicion', lazy: perezosa(p, 'RendicionPage') },
  { path: 'pago/proveedor', lazy: perezosa(p, 'PagosProveedorPage') },
  { path: 'pago/proveedor/create', lazy: perezosa(p, 'NuevoPagoPage') },
  { path: 'pago/cliente', lazy: perezosa(p, 'PagosClientePage') },
  { path: 'factura/cliente', lazy: perezosa(p, 'FacturasClientePage') },
  { path: 'factura/cliente/:id', lazy: perezosa(p, 'DetalleFacturaPage') },
  { path: 'factura/proveedor', lazy: perezosa(p, 'FacturasProveedorPage') },
  { path: 'factura/proveedor/:id', lazy: perezosa(p, 'DetalleFacturaPage') },
  { path: 'reportes', lazy: perezosa(p, 'ReportesPage') },
];
