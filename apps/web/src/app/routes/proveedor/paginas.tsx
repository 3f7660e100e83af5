import { Alert, Anchor, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { FormularioProducto } from '../../../features/proveedor-catalogo/components/formulario-producto';
import {
  ImagenesProducto,
  PromocionesProducto,
  VariantesProducto,
} from '../../../features/proveedor-catalogo/components/gestion-producto';
import { useProducto } from '../../../features/proveedor-catalogo/api/catalogo.api';
import { EditarPromocion } from '../../../features/proveedor-catalogo/components/editar-promocion';
import { UnidadDelProducto } from '../../../features/proveedor-catalogo/components/selector-unidad';
import {
  useFabricante,
  useFeriados,
  usePuntosRetiro,
} from '../../../features/proveedor-empresa/api/empresa.api';
import { ContratoProveedor } from '../../../features/proveedor-empresa/components/contrato-proveedor';
import {
  FormularioFeriado,
  HorarioProveedor,
} from '../../../features/proveedor-empresa/components/horario-proveedor';
import { FormularioPuntoRetiro } from '../../../features/proveedor-empresa/components/puntos-retiro';
import { RegistroProveedor } from '../../../features/proveedor-empresa/components/registro-proveedor';
import { StaffProveedor } from '../../../features/proveedor-empresa/components/staff-proveedor';
import { NotificacionesProveedor } from '../../../features/proveedor-panel/components/notificaciones-proveedor';
import { PanelProveedor } from '../../../features/proveedor-panel/components/panel-proveedor';
import { DetalleOrden, ListaOrdenes } from '../../../features/proveedor-ventas/components/ordenes';
import { BalanceProveedor as BalanceVentas } from '../../../features/proveedor-ventas/components/reportes-ventas';
import { CuentaCorriente } from '../../../features/balance-libro/components/cuenta-corriente';
import { FormularioReporte } from '../../../features/proveedor-ajustes/components/ajustes';
import { ModoUso } from '../../../features/proveedor-ajustes/components/modo-uso';
import { Redireccion, useRedirigir } from '../../../shared/navegacion/redireccion';
import { tieneRol } from '../../../shared/sesion/roles';
import { useUsuario } from '../../../shared/sesion/sesion.store';

const idDe = (valor: string | undefined) => Number(valor ?? '0');

/** /proveedor: el panel si ya es proveedor; si no, el registro de su empresa. */
export function InicioProveedorPage() {
  const usuario = useUsuario();
  const redirigir = useRedirigir();
  if (usuario && tieneRol(usuario, 'proveedor')) return <PanelProveedor />;
  return <RegistroProveedor alRegistrar={() => redirigir('/proveedor/success')} />;
}

export function RegistroExitosoPage() {
  const usuario = useUsuario();
  const fabricante = useFabricante(usuario?.fabricante_id ?? null);
  return (
    <Stack maw={720}>
      <Card withBorder>
        <Stack align="center" gap="xs">
          <IconCircleCheck size={48} color="var(--mantine-color-green-6)" />
          <Title order={2}>¡Recibimos el registro de su empresa!</Title>
          <Text ta="center" c="dimmed">
            Un administrador revisará sus datos. Mientras tanto, acepte el contrato y prepare su
            catálogo: nada será público hasta la aprobación.
          </Text>
        </Stack>
      </Card>
      {fabricante.data && (
        <ContratoProveedor aceptadoEn={fabricante.data.fecha_aceptacion_contrato} />
      )}
      <Button component={Link} to="/proveedor" size="md">
        Ir a mi panel
      </Button>
    </Stack>
  );
}

export function DocumentosPage() {
  const usuario = useUsuario();
  const fabricante = useFabricante(usuario?.fabricante_id ?? null);
  if (fabricante.isPending) return <Loader role="status" aria-label="Cargando" />;
  if (fabricante.isError) return <Alert color="red">No pudimos cargar sus documentos.</Alert>;
  return (
    <Stack maw={720}>
      <Title order={2}>Documentos</Title>
      <ContratoProveedor aceptadoEn={fabricante.data.fecha_aceptacion_contrato} />
      {fabricante.data.constancia_ruc && (
        <Anchor href={fabricante.data.constancia_ruc} target="_blank">
          Ver constancia de RUC
        </Anchor>
      )}
    </Stack>
  );
}

export function CrearProductoPage() {
  const navegar = useNavigate();
  return (
    <Stack maw={860}>
      <Title order={2}>Nuevo producto</Title>
      <FormularioProducto alGuardar={(p) => void navegar(`/proveedor/catalogo/update/${p.id}/`)} />
    </Stack>
  );
}

export function EditarProductoPage() {
  const id = idDe(useParams().id);
  const producto = useProducto(id);
  if (producto.isPending) return <Loader role="status" aria-label="Cargando el producto" />;
  if (producto.isError) return <Alert color="red">No encontramos el producto.</Alert>;
  return (
    <Stack maw={860}>
      <Stack gap={0}>
        <Title order={2}>{producto.data.nombre}</Title>
        <UnidadDelProducto unidad={producto.data.unidad_medida} />
      </Stack>
      {!producto.data.aprobado && (
        <Alert color="yellow">
          Pendiente de moderación: se publicará cuando un administrador lo apruebe.
        </Alert>
      )}
      <FormularioProducto
        key={producto.dataUpdatedAt}
        producto={producto.data}
        alGuardar={() => undefined}
      />
      <Card withBorder>
        <Title order={4} mb="sm">
          Fotos
        </Title>
        <ImagenesProducto producto={producto.data} />
      </Card>
      <Card withBorder>
        <Title order={4} mb="sm">
          Variantes
        </Title>
        <VariantesProducto producto={producto.data} />
      </Card>
      <Card withBorder id="promociones">
        <Title order={4} mb="sm">
          Promociones
        </Title>
        <PromocionesProducto producto={producto.data} />
      </Card>
    </Stack>
  );
}

/** /promocion/{id}/: editar o eliminar una promoción. */
export function PromocionPage() {
  return <EditarPromocion id={idDe(useParams().id)} />;
}

export const NotificacionesPage = NotificacionesProveedor;
export const ModoPage = ModoUso;

/** /producto/{producto}/promocion/create/ lleva a la sección de promociones del producto. */
export function PromocionProductoPage() {
  return (
    <Redireccion to={`/proveedor/catalogo/update/${idDe(useParams().producto)}/#promociones`} />
  );
}

export function PuntoRetiroPage() {
  const { id } = useParams();
  const navegar = useNavigate();
  const puntos = usePuntosRetiro();
  const volver = () => void navegar('/proveedor/punto-retiro');
  if (!id) {
    return (
      <Stack>
        <Title order={2}>Nuevo punto de retiro</Title>
        <FormularioPuntoRetiro alGuardar={volver} />
      </Stack>
    );
  }
  if (puntos.isPending) return <Loader role="status" aria-label="Cargando" />;
  const punto = puntos.data?.find((p) => p.id === idDe(id));
  if (!punto) return <Alert color="red">No encontramos el punto de retiro.</Alert>;
  return (
    <Stack>
      <Title order={2}>{punto.nombre}</Title>
      <FormularioPuntoRetiro punto={punto} alGuardar={volver} />
    </Stack>
  );
}

export function StaffPage() {
  const usuario = useUsuario();
  if (!usuario?.fabricante_id) return null;
  return <StaffProveedor fabricanteId={usuario.fabricante_id} usuarioId={usuario.id} />;
}

export function HorarioPage() {
  const usuario = useUsuario();
  if (!usuario?.fabricante_id) return null;
  return <HorarioProveedor fabricanteId={usuario.fabricante_id} />;
}

export function FeriadoPage() {
  const { id } = useParams();
  const usuario = useUsuario();
  const navegar = useNavigate();
  const feriados = useFeriados();
  if (!usuario?.fabricante_id) return null;
  const volver = () => void navegar('/proveedor/horario_atencion');
  const feriado = id ? feriados.data?.find((f) => f.id === idDe(id)) : undefined;
  if (id && feriados.isPending) return <Loader role="status" aria-label="Cargando" />;
  if (id && !feriado) return <Alert color="red">No encontramos el feriado.</Alert>;
  return (
    <Stack>
      <Title order={2}>{feriado ? 'Editar feriado' : 'Nuevo feriado'}</Title>
      <FormularioFeriado
        fabricanteId={usuario.fabricante_id}
        feriado={feriado}
        alGuardar={volver}
      />
    </Stack>
  );
}

export function VentaPage() {
  return <DetalleOrden id={idDe(useParams().id)} />;
}

// Pantallas de las features que el enrutador carga bajo demanda desde este módulo.
export {
  AtencionCliente,
  ConfiguracionNotificaciones,
  ConfiguracionSonido,
  EliminarCuenta,
  MenuConfiguracion,
  PreguntasFrecuentes,
} from '../../../features/proveedor-ajustes/components/ajustes';
export { ListaCatalogo } from '../../../features/proveedor-catalogo/components/lista-catalogo';
export {
  GrillaInventario,
  GrillaPrecios,
} from '../../../features/proveedor-catalogo/components/grillas';
export { ImportarProductos } from '../../../features/proveedor-catalogo/components/importar-productos';
export { ClavesApi } from '../../../features/proveedor-empresa/components/claves-api';
export { ListaPuntosRetiro } from '../../../features/proveedor-empresa/components/puntos-retiro';
export {
  EstadisticasVentas,
  ResumenVentas,
} from '../../../features/proveedor-ventas/components/reportes-ventas';

/** /proveedor/balance: ventas del período y la cuenta corriente del libro (saldo y pagos). */
export function BalanceProveedor() {
  const fabricante = useUsuario()?.fabricante_id ?? null;
  return (
    <Stack gap="xl">
      <BalanceVentas />
      {fabricante !== null && <CuentaCorriente tipo={20} persona={fabricante} />}
    </Stack>
  );
}

export function PedidosTodosPage() {
  return <ListaOrdenes titulo="Todos los pedidos" />;
}

export function PedidosPendientesPage() {
  return <ListaOrdenes titulo="Pedidos pendientes" estado={0} />;
}

export function PedidosRetiroPage() {
  return <ListaOrdenes titulo="Pedidos para retiro" estado={10} />;
}

export function ReportarErrorPage() {
  return <FormularioReporte tipo="reportar_error" />;
}

export function ComentariosSugerenciasPage() {
  return <FormularioReporte tipo="comentarios_sugerencias" />;
}
