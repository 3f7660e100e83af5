import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatoFecha, formatoGuaranies, plural, telefonoA09, mensajeErrorAl } from '@nemu/domain';
import { IconCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  OPCIONES_MODERACION,
  PestanasEstado,
  TablaAdmin,
  useFiltrosUrl,
  type AccionMasiva,
  type AccionPorElemento,
  type ColumnaAdmin,
} from '../../../shared/admin';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import {
  aprobarProducto,
  aprobarProveedor,
  aprobarTransportista,
  aprobarVehiculo,
  moderadoDe,
  quitarComentario,
  useComentariosAdmin,
  useProductosAdmin,
  useProveedoresAdmin,
  useRefrescarModeracion,
  useTransportistasAdmin,
  useVehiculosAdmin,
  type ComentarioAdmin,
  type EstadoModeracion,
  type FichaVehiculoAdmin,
  type FilaProductoAdmin,
  type FilaProveedorAdmin,
  type FilaTransportistaAdmin,
} from '../api/moderacion.api';

const estadoBadge = (aprobado: boolean, rechazado = false) => (
  <Badge color={aprobado ? 'green' : rechazado ? 'red' : 'yellow'} variant="light">
    {aprobado ? 'Aprobado' : rechazado ? 'Rechazado' : 'Pendiente'}
  </Badge>
);

function Encabezado(props: {
  titulo: string;
  base: string;
  estado: EstadoModeracion;
  crear?: string;
}) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Title order={2}>{props.titulo}</Title>
      <Group gap="sm" wrap="wrap">
        <PestanasEstado base={props.base} valor={props.estado} opciones={OPCIONES_MODERACION} />
        {props.crear && (
          <Button component={Link} to={props.crear} leftSection={<IconPlus size={18} />}>
            Nuevo
          </Button>
        )}
      </Group>
    </Group>
  );
}

/** Una acción masiva de aprobación, si la lista muestra pendientes. */
function aprobacionMasiva(
  estado: EstadoModeracion,
  que: [uno: string, varios: string],
  ejecutar: AccionPorElemento['ejecutar'],
): AccionMasiva[] {
  if (estado !== 'pendiente') return [];
  return [
    {
      etiqueta: 'Aprobar',
      mensaje: (n) => `¿Aprobar ${plural(n, ...que)}? Se avisará a cada dueño.`,
      ejecutar,
    },
  ];
}

/** /admin/producto/{estado}: cola de moderación de productos. */
export function ColaProductos({ estado }: { estado: EstadoModeracion }) {
  const { filtros, cambiar } = useFiltrosUrl({ moderado: moderadoDe(estado) });
  const consulta = useProductosAdmin(filtros);
  const refrescar = useRefrescarModeracion();
  const columnas: ColumnaAdmin<FilaProductoAdmin>[] = [
    {
      titulo: 'Producto',
      orden: 'nombre',
      celda: (p) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={p.portada} radius="sm" alt="" />
          <Anchor component={Link} to={`/admin/producto/detail/${p.id}`} fw={500}>
            {p.nombre}
          </Anchor>
        </Group>
      ),
    },
    {
      titulo: 'Proveedor',
      celda: (p) => (
        <Anchor component={Link} to={`/admin/proveedor/detail/${p.fabricante}`} size="sm">
          {p.fabricante_nombre}
        </Anchor>
      ),
    },
    { titulo: 'Precio', orden: 'precio', celda: (p) => formatoGuaranies(p.precio) },
    { titulo: 'Stock', orden: 'cantidad_disponible', celda: (p) => p.cantidad_disponible },
    { titulo: 'Estado', celda: (p) => estadoBadge(p.aprobado, Boolean(p.motivo_rechazo)) },
  ];
  return (
    <Stack>
      <Encabezado
        titulo="Productos"
        base="/admin/producto"
        estado={estado}
        crear="/admin/producto/create"
      />
      <TablaAdmin
        columnas={columnas}
        consulta={consulta}
        filtros={filtros}
        cambiar={cambiar}
        idDe={(p) => p.id}
        nombreDe={(p) => p.nombre}
        etiquetaBusqueda="Buscar productos"
        vacio={
          estado === 'pendiente'
            ? 'No hay productos esperando moderación.'
            : 'No hay productos aprobados.'
        }
        enlaceDe={(p) => `/admin/producto/detail/${p.id}`}
        claveSeleccion="producto"
        accionesMasivas={aprobacionMasiva(estado, ['producto', 'productos'], aprobarProducto)}
        alTerminarMasiva={refrescar}
      />
    </Stack>
  );
}

/** /admin/proveedor/{estado}: proveedores por aprobar o aprobados. */
export function ColaProveedores({ estado }: { estado: EstadoModeracion }) {
  const { filtros, cambiar } = useFiltrosUrl({ moderado: moderadoDe(estado) });
  const consulta = useProveedoresAdmin(filtros);
  const refrescar = useRefrescarModeracion();
  const columnas: ColumnaAdmin<FilaProveedorAdmin>[] = [
    {
      titulo: 'Proveedor',
      orden: 'nombre',
      celda: (f) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={f.imagen_perfil} radius="xl" alt="" />
          <Anchor component={Link} to={`/admin/proveedor/detail/${f.id}`} fw={500}>
            {f.nombre}
          </Anchor>
        </Group>
      ),
    },
    { titulo: 'Razón social', orden: 'razon_social', celda: (f) => f.razon_social ?? '—' },
    { titulo: 'RUC', celda: (f) => f.ruc ?? '—' },
    { titulo: 'Alta', orden: 'fecha_agregado', celda: (f) => formatoFecha(f.fecha_agregado) },
    { titulo: 'Estado', celda: (f) => estadoBadge(f.aprobado) },
  ];
  return (
    <Stack>
      <Encabezado
        titulo="Proveedores"
        base="/admin/proveedor"
        estado={estado}
        crear="/admin/proveedor/create"
      />
      <TablaAdmin
        columnas={columnas}
        consulta={consulta}
        filtros={filtros}
        cambiar={cambiar}
        idDe={(f) => f.id}
        nombreDe={(f) => f.nombre}
        etiquetaBusqueda="Buscar por nombre, razón social, RUC o e-mail"
        vacio={
          estado === 'pendiente'
            ? 'No hay proveedores por aprobar.'
            : 'No hay proveedores aprobados.'
        }
        enlaceDe={(f) => `/admin/proveedor/detail/${f.id}`}
        claveSeleccion="fabricante"
        accionesMasivas={aprobacionMasiva(estado, ['proveedor', 'proveedores'], aprobarProveedor)}
        alTerminarMasiva={refrescar}
      />
    </Stack>
  );
}

/** /admin/transportista/{estado}. */
export function ColaTransportistas({ estado }: { estado: EstadoModeracion }) {
  const { filtros, cambiar } = useFiltrosUrl({ moderado: moderadoDe(estado) });
  const consulta = useTransportistasAdmin(filtros);
  const refrescar = useRefrescarModeracion();
  const columnas: ColumnaAdmin<FilaTransportistaAdmin>[] = [
    {
      titulo: 'Transportista',
      orden: 'nombre',
      celda: (t) => (
        <Anchor component={Link} to={`/admin/transportista/detail/${t.id}`} fw={500}>
          {`${t.nombre} ${t.apellido}`}
        </Anchor>
      ),
    },
    { titulo: 'Documento', celda: (t) => t.nro_documento ?? '—' },
    { titulo: 'Teléfono', celda: (t) => (t.nro_telefono ? telefonoA09(t.nro_telefono) : '—') },
    { titulo: 'Vehículos', celda: (t) => t.vehiculos.length },
    {
      titulo: 'Estado',
      celda: (t) =>
        t.bloqueado ? (
          <Badge color="red" variant="light">
            Bloqueado
          </Badge>
        ) : (
          estadoBadge(t.aprobado)
        ),
    },
  ];
  return (
    <Stack>
      <Encabezado
        titulo="Transportistas"
        base="/admin/transportista"
        estado={estado}
        crear="/admin/transportista/create"
      />
      <TablaAdmin
        columnas={columnas}
        consulta={consulta}
        filtros={filtros}
        cambiar={cambiar}
        idDe={(t) => t.id}
        nombreDe={(t) => `${t.nombre} ${t.apellido}`}
        etiquetaBusqueda="Buscar por nombre, documento o e-mail"
        vacio={
          estado === 'pendiente'
            ? 'No hay transportistas por aprobar.'
            : 'No hay transportistas aprobados.'
        }
        enlaceDe={(t) => `/admin/transportista/detail/${t.id}`}
        claveSeleccion="transportista"
        accionesMasivas={aprobacionMasiva(
          estado,
          ['transportista', 'transportistas'],
          aprobarTransportista,
        )}
        alTerminarMasiva={refrescar}
      />
    </Stack>
  );
}

/** /admin/vehiculo/{estado}: se aprueban desde la lista (o en la ficha del transportista). */
export function ColaVehiculos({ estado }: { estado: EstadoModeracion }) {
  const { filtros, cambiar } = useFiltrosUrl({ moderado: moderadoDe(estado) });
  const consulta = useVehiculosAdmin(filtros);
  const refrescar = useRefrescarModeracion();

  async function aprobar(v: FichaVehiculoAdmin) {
    const ok = await confirmar({
      titulo: 'Aprobar vehículo',
      mensaje: `¿Aprobar ${v.marca} ${v.modelo} (${v.numero_chapa})? Se avisará al transportista.`,
      textoConfirmar: 'Aprobar',
    });
    if (!ok) return;
    const r = await aprobarVehiculo(v.id);
    if (r?.kind === 'ok') {
      avisarExito('Vehículo aprobado.');
      refrescar();
    } else if (r) avisarFallo(r, mensajeErrorAl('aprobar'));
  }

  const columnas: ColumnaAdmin<FichaVehiculoAdmin>[] = [
    {
      titulo: 'Vehículo',
      orden: 'marca',
      celda: (v) => `${v.marca} ${v.modelo}${v.ano ? ` ${v.ano}` : ''}`,
    },
    { titulo: 'Chapa', orden: 'numero_chapa', celda: (v) => v.numero_chapa },
    { titulo: 'Tipo', celda: (v) => v.tipo_vehiculo_nombre ?? '—' },
    {
      titulo: 'Transportista',
      celda: (v) =>
        v.transportista ? (
          <Anchor component={Link} to={`/admin/transportista/detail/${v.transportista}`}>
            {v.transportista_nombre ?? `#${v.transportista}`}
          </Anchor>
        ) : (
          '—'
        ),
    },
    {
      titulo: 'Habilitación vence',
      orden: 'habilitacion_vencimiento',
      celda: (v) => formatoFecha(v.habilitacion_vencimiento),
    },
    { titulo: 'Estado', celda: (v) => estadoBadge(v.aprobado) },
  ];
  return (
    <Stack>
      <Encabezado titulo="Vehículos" base="/admin/vehiculo" estado={estado} />
      <TablaAdmin
        columnas={columnas}
        consulta={consulta}
        filtros={filtros}
        cambiar={cambiar}
        idDe={(v) => v.id}
        nombreDe={(v) => `${v.marca} ${v.modelo} ${v.numero_chapa}`}
        etiquetaBusqueda="Buscar por marca, modelo o chapa"
        claveSeleccion="vehiculo"
        vacio={
          estado === 'pendiente' ? 'No hay vehículos por aprobar.' : 'No hay vehículos aprobados.'
        }
        acciones={
          estado === 'pendiente'
            ? (v) => (
                <Button
                  size="sm"
                  leftSection={<IconCheck size={16} />}
                  onClick={() => void aprobar(v)}
                  aria-label={`Aprobar ${v.numero_chapa}`}
                >
                  Aprobar
                </Button>
              )
            : undefined
        }
        accionesMasivas={aprobacionMasiva(estado, ['vehículo', 'vehículos'], aprobarVehiculo)}
        alTerminarMasiva={refrescar}
      />
    </Stack>
  );
}

/** /admin/comentario-producto: comentarios visibles en la tienda, para quitar. */
export function ComentariosProducto() {
  const { filtros, cambiar } = useFiltrosUrl();
  const consulta = useComentariosAdmin(filtros);
  const refrescar = useRefrescarModeracion();

  async function quitar(c: ComentarioAdmin) {
    const ok = await confirmar({
      titulo: 'Quitar comentario',
      mensaje: `¿Quitar el comentario sobre «${c.producto_nombre}»? Deja de verse en la tienda.`,
      textoConfirmar: 'Quitar',
      peligro: true,
    });
    if (!ok) return;
    const r = await quitarComentario(c.id);
    if (r?.kind === 'ok') {
      avisarExito('Comentario quitado.');
      refrescar();
    } else if (r) avisarFallo(r, mensajeErrorAl('quitar el comentario'));
  }

  const columnas: ColumnaAdmin<ComentarioAdmin>[] = [
    {
      titulo: 'Producto',
      celda: (c) => (
        <Anchor component={Link} to={`/admin/producto/detail/${c.producto}`}>
          {c.producto_nombre}
        </Anchor>
      ),
    },
    {
      titulo: 'Comentario',
      celda: (c) => (
        <Text size="sm" lineClamp={3}>
          {c.comentario ?? '—'}
        </Text>
      ),
    },
    {
      titulo: 'Calificación',
      celda: (c) => (c.calificacion === null ? '—' : `${c.calificacion} ★`),
    },
    { titulo: 'Fecha', orden: 'fecha', celda: (c) => formatoFecha(c.fecha) },
  ];
  return (
    <Stack>
      <Title order={2}>Comentarios de productos</Title>
      <TablaAdmin
        columnas={columnas}
        consulta={consulta}
        filtros={filtros}
        cambiar={cambiar}
        idDe={(c) => c.id}
        nombreDe={(c) => `Comentario sobre ${c.producto_nombre}`}
        etiquetaBusqueda="Buscar en los comentarios"
        vacio="No hay comentarios."
        acciones={(c) => (
          <ActionIcon
            color="red"
            variant="subtle"
            size="xl"
            aria-label={`Quitar el comentario sobre ${c.producto_nombre}`}
            onClick={() => void quitar(c)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        )}
        accionesMasivas={[
          {
            etiqueta: 'Quitar',
            peligro: true,
            mensaje: (n) => `¿Quitar ${plural(n, 'comentario', 'comentarios')} de la tienda?`,
            ejecutar: quitarComentario,
          },
        ]}
        alTerminarMasiva={refrescar}
      />
    </Stack>
  );
}
