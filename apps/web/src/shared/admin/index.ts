// Piezas comunes de las pantallas del panel de administración.
export * from './filtros-url';
export * from './acciones-masivas';
export { useBusquedaDiferida } from './busqueda-diferida';
export { TablaAdmin, type ColumnaAdmin, type Pagina } from './tabla-admin';
export { ListaAdmin, type ContextoListaAdmin, type FiltroOpcionesAdmin } from './lista-admin';
export { HistorialAuditoria, auditoriaKeys } from './historial-auditoria';
export { PestanasEstado, OPCIONES_MODERACION } from './pestanas-estado';
export { ReembolsarPedido } from './reembolsar-pedido';
export { sePuedeReembolsar, type Reembolso } from './reembolso.api';
export { useNombreProveedor } from './nombre-proveedor';
