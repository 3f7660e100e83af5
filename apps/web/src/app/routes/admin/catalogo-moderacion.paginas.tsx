import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useProducto } from '../../../features/proveedor-catalogo/api/catalogo.api';
import { FormularioProducto } from '../../../features/proveedor-catalogo/components/formulario-producto';
import { FormularioPuntoRetiro } from '../../../features/proveedor-empresa/components/puntos-retiro';
import {
  CrearProveedorAdmin,
  CrearTransportistaAdmin,
  EditarProveedorAdmin,
  EditarTransportistaAdmin,
  SelectorProveedor,
} from '../../../features/admin-moderacion/components/formularios';
import { HistorialAuditoria } from '../../../shared/admin';
import { seleccionarAdmin } from '../../../shared/interfaz/interfaz.store';
import { Redireccion } from '../../../shared/navegacion/redireccion';
import {
  ColaProductos,
  ColaProveedores,
  ColaTransportistas,
  ColaVehiculos,
  ComentariosProducto,
} from '../../../features/admin-moderacion/components/colas';
import {
  DetalleProductoAdmin,
  DetalleProveedorAdmin,
  DetalleTransportistaAdmin,
} from '../../../features/admin-moderacion/components/detalles';
import {
  esEstadoModeracion,
  usePuntoRetiroAdmin,
} from '../../../features/admin-moderacion/api/moderacion.api';

const idDe = (v: string | undefined) => Number(v ?? '0');

/** `{estado}` inválido → la cola de pendientes. */
function useEstado(base: string) {
  const { estado } = useParams();
  return esEstadoModeracion(estado) ? estado : { redirigir: `${base}/pendiente` };
}

export function ProductosPage() {
  const e = useEstado('/admin/producto');
  return typeof e === 'string' ? <ColaProductos estado={e} /> : <Redireccion to={e.redirigir} />;
}
export function ProveedoresPage() {
  const e = useEstado('/admin/proveedor');
  return typeof e === 'string' ? <ColaProveedores estado={e} /> : <Redireccion to={e.redirigir} />;
}
export function TransportistasPage() {
  const e = useEstado('/admin/transportista');
  return typeof e === 'string' ? (
    <ColaTransportistas estado={e} />
  ) : (
    <Redireccion to={e.redirigir} />
  );
}
export function VehiculosPage() {
  const e = useEstado('/admin/vehiculo');
  return typeof e === 'string' ? <ColaVehiculos estado={e} /> : <Redireccion to={e.redirigir} />;
}
export function ComentariosPage() {
  return <ComentariosProducto />;
}
export function DetalleProductoPage() {
  const id = idDe(useParams().id);
  return <DetalleProductoAdmin key={id} id={id} />;
}
export function DetalleProveedorPage() {
  const id = idDe(useParams().id);
  return <DetalleProveedorAdmin key={id} id={id} />;
}
export function DetalleTransportistaPage() {
  const id = idDe(useParams().id);
  return <DetalleTransportistaAdmin key={id} id={id} />;
}

/** /admin/producto/create: primero el proveedor, luego el formulario del catálogo. */
export function CrearProductoPage() {
  const navegar = useNavigate();
  const [fabricante, setFabricante] = useState<number | null>(null);
  return (
    <Stack maw={860}>
      <Title order={2}>Nuevo producto</Title>
      <SelectorProveedor valor={fabricante} alElegir={setFabricante} />
      {fabricante !== null && (
        <FormularioProducto
          key={fabricante}
          fabricanteId={fabricante}
          alGuardar={(p) => void navegar(`/admin/producto/detail/${p.id}`)}
        />
      )}
    </Stack>
  );
}

/** /admin/producto/update/{id}: el mismo formulario del proveedor (vuelve a moderación). */
export function EditarProductoPage() {
  const id = idDe(useParams().id);
  const navegar = useNavigate();
  const producto = useProducto(id);
  useEffect(() => seleccionarAdmin('producto', id), [id]);
  if (producto.isPending) return <Loader role="status" aria-label="Cargando el producto" />;
  if (producto.isError) return <Alert color="red">No encontramos el producto.</Alert>;
  return (
    <Stack maw={860}>
      <Title order={2}>Editar {producto.data.nombre}</Title>
      <FormularioProducto
        key={producto.dataUpdatedAt}
        producto={producto.data}
        alGuardar={() => void navegar(`/admin/producto/detail/${id}`)}
      />
      <HistorialAuditoria entidad="producto" entidadId={id} />
    </Stack>
  );
}

export const CrearProveedorPage = CrearProveedorAdmin;
export function EditarProveedorPage() {
  const id = idDe(useParams().id);
  return <EditarProveedorAdmin key={id} id={id} />;
}
export const CrearTransportistaPage = CrearTransportistaAdmin;
export function EditarTransportistaPage() {
  const id = idDe(useParams().id);
  return <EditarTransportistaAdmin key={id} id={id} />;
}

/** /admin/proveedor/{id}/punto-retiro/create. */
export function CrearPuntoRetiroPage() {
  const id = idDe(useParams().id);
  const navegar = useNavigate();
  return (
    <Stack maw={760}>
      <Title order={2}>Nuevo punto de retiro</Title>
      <FormularioPuntoRetiro
        fabricanteId={id}
        alGuardar={() => void navegar(`/admin/proveedor/detail/${id}`)}
      />
    </Stack>
  );
}

/** /admin/punto-retiro/update/{id} (y /admin/proveedor/{proveedor}/punto-retiro/update/{id}). */
export function EditarPuntoRetiroPage() {
  const id = idDe(useParams().id);
  const navegar = useNavigate();
  const punto = usePuntoRetiroAdmin(id);
  useEffect(() => seleccionarAdmin('puntoRetiro', id), [id]);
  if (punto.isPending) return <Loader role="status" aria-label="Cargando" />;
  if (punto.isError) return <Alert color="red">No encontramos el punto de retiro.</Alert>;
  return (
    <Stack maw={760}>
      <Title order={2}>Editar {punto.data.nombre}</Title>
      <FormularioPuntoRetiro
        punto={punto.data}
        alGuardar={() => void navegar(`/admin/proveedor/detail/${punto.data.fabricante}`)}
      />
      <HistorialAuditoria entidad="punto_retiro" entidadId={id} />
    </Stack>
  );
}
