import type { FastifyPluginAsync } from 'fastify';
import { catalogoRoutes } from './modules/catalogo/catalogo.routes.js';
import { configuracionRoutes } from './modules/configuracion/configuracion.routes.js';
import { cuentaRoutes } from './modules/cuentas/cuenta.routes.js';
import { cuentasRoutes } from './modules/cuentas/cuentas.routes.js';
import { fabricantesRoutes } from './modules/fabricantes/fabricantes.routes.js';
import { logisticaRoutes } from './modules/logistica/logistica.routes.js';
import { productosProveedorRoutes } from './modules/productos-proveedor/productos-proveedor.routes.js';
import { saludRoutes } from './modules/salud/salud.routes.js';
/** Todas las rutas bajo /api. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(saludRoutes);
  await app.register(cuentasRoutes);
  await app.register(cuentaRoutes);
  await app.register(configuracionRoutes);
  await app.register(catalogoRoutes);
  await app.register(logisticaRoutes);
  await app.register(fabricantesRoutes);
  await app.register(productosProveedorRoutes);
};
