import { useParams } from 'react-router';
import { AdminCategorias } from '../../../features/admin-catalogo/components/categorias';
import { AdminMargenes } from '../../../features/admin-catalogo/components/margenes';
import {
  AdminConfiguracion,
  AdminPreguntas,
  AdminRubros,
} from '../../../features/admin-catalogo/components/referencias';
import {
  CrearTipoVehiculo,
  EditarTipoVehiculo,
  ListaTiposVehiculo,
} from '../../../features/admin-catalogo/components/tipos-vehiculo';
import {
  GrillaInventario,
  GrillaPrecios,
} from '../../../features/proveedor-catalogo/components/grillas';

export const CategoriasPage = AdminCategorias;
export const MargenesPage = AdminMargenes;
export const RubrosPage = AdminRubros;
export const PreguntasPage = AdminPreguntas;
export const ConfiguracionPage = AdminConfiguracion;
export const TiposVehiculoPage = ListaTiposVehiculo;
export const CrearTipoVehiculoPage = CrearTipoVehiculo;

export function EditarTipoVehiculoPage() {
  const id = Number(useParams().id ?? '0');
  return <EditarTipoVehiculo key={id} id={id} />;
}

// /admin/precio y /admin/inventario: las grillas del catálogo; el administrador ve los
// productos de todos los proveedores.
export const PreciosPage = GrillaPrecios;
export const InventarioPage = GrillaInventario;
