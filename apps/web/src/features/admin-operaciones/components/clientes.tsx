import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ETIQUETAS_ICONO_DIRECCION,
  formatoFecha,
  telefonoA09,
  mensajeErrorAl,
  type Direccion,
} from '@nemu/domain';
import { IconMapPin, IconPencil, IconPlus, IconUserOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { HistorialAuditoria, ListaAdmin, type ColumnaAdmin } from '../../../shared/admin';
import { mostrarFalloEnFormulario } from '../../../shared/api/errores-formulario';
import { useCiudades } from '../../../shared/flota/flota.api';
import { seleccionarAdmin } from '../../../shared/interfaz/interfaz.store';
import { useFilaSeleccionada } from '../../../shared/interfaz/use-fila-seleccionada';
import { useUsuario } from '../../../shared/sesion/sesion.store';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import {
  actualizarCliente,
  actualizarDireccion,
  bajaCliente,
  crearCliente,
  crearDireccion,
  useCliente,
  useClientes,
  useRefrescarOperaciones,
  type ClienteAdmin,
} from '../api/operaciones.api';

const nombreDe = (c: { first_name: string; last_name: string }) =>
  `${c.first_name} ${c.last_name}`.trim();

/** `/admin/cliente`: clientes con búsqueda y orden del servidor. */
export function ListaClientesAdmin() {
  const columnas: ColumnaAdmin<ClienteAdmin>[] = [
    {
      titulo: 'Cliente',
      orden: 'first_name',
      celda: (c) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={c.imagen_perfil} radius="xl" alt="" />
          <Anchor component={Link} to={`/admin/cliente/${c.id}`} fw={500}>
            {nombreDe(c)}
          </Anchor>
        </Group>
      ),
    },
    { titulo: 'Correo', orden: 'email', celda: (c) => c.email || '—' },
    { titulo: 'Teléfono', celda: (c) => (c.nro_telefono ? telefonoA09(c.nro_telefono) : '—') },
    { titulo: 'Alta', orden: 'date_joined', celda: (c) => formatoFecha(c.date_joined) },
    {
      titulo: 'Estado',
      celda: (c) => (
        <Badge color={c.activo ? 'green' : 'gray'} variant="light">
          {c.activo ? 'Activo' : 'De baja'}
        </Badge>
      ),
    },
  ];
  return (
    <ListaAdmin
      titulo="Clientes"
      ordenPorDefecto="-date_joined"
      useConsulta={useClientes}
      accion={() => (
        <Button component={Link} to="/admin/cliente/create" leftSection={<IconPlus size={18} />}>
          Nuevo cliente
        </Button>
      )}
      columnas={columnas}
      idDe={(c) => c.id}
      nombreDe={nombreDe}
      etiquetaBusqueda="Buscar por nombre, correo o documento"
      vacio="No hay clientes con esa búsqueda."
      enlaceDe={(c) => `/admin/cliente/${c.id}`}
      claveSeleccion="cliente"
    />
  );
}

function TarjetaDireccion({ clienteId, d }: { clienteId: number; d: Direccion }) {
  const fila = useFilaSeleccionada('direccion');
  return (
    <Card withBorder padding="sm" {...fila(d.id)}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <IconMapPin size={16} aria-hidden />
            <Text fw={600}>{d.nombre}</Text>
            {d.default && (
              <Badge size="xs" variant="light">
                Por defecto
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {[d.calle_principal, d.numero, d.calle_secundaria].filter(Boolean).join(' ')}
            {d.ciudad_nombre ? `, ${d.ciudad_nombre}` : ''}
          </Text>
          {d.referencia && (
            <Text size="xs" c="dimmed">
              {d.referencia}
            </Text>
          )}
        </Stack>
        <Button
          component={Link}
          to={`/admin/cliente/${clienteId}/direccion/${d.id}/update`}
          style={{ flexShrink: 0 }}
          variant="light"
          leftSection={<IconPencil size={16} />}
          onClick={() => seleccionarAdmin('direccion', d.id)}
        >
          Editar
        </Button>
      </Group>
    </Card>
  );
}

/** `/admin/cliente/{id}`: ficha del cliente, direcciones, baja e historial de cambios. */
export function DetalleClienteAdmin({ id }: { id: number }) {
  const consulta = useCliente(id);
  const refrescar = useRefrescarOperaciones();
  const yo = useUsuario();
  useEffect(() => seleccionarAdmin('cliente', id), [id]);
  if (consulta.isPending) return <Loader role="status" aria-label="Cargando el cliente" />;
  if (consulta.isError) return <Alert color="red">No pudimos cargar el cliente #{id}.</Alert>;
  const c = consulta.data;

  const darDeBaja = async () => {
    const ok = await confirmar({
      titulo: 'Dar de baja al cliente',
      mensaje: `¿Dar de baja a ${nombreDe(c)}? Se cerrarán sus sesiones; sus pedidos se conservan.`,
      textoConfirmar: 'Dar de baja',
      peligro: true,
    });
    if (!ok) return;
    const r = await bajaCliente(c.id);
    if (r?.kind === 'ok') {
      avisarExito('Cliente dado de baja.');
      refrescar();
    } else if (r) avisarFallo(r, mensajeErrorAl('dar de baja al cliente'));
  };

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Avatar src={c.imagen_perfil} size="lg" radius="xl" alt="" />
          <Stack gap={0}>
            <Title order={2}>{nombreDe(c)}</Title>
            <Badge color={c.activo ? 'green' : 'gray'} variant="light" w="fit-content">
              {c.activo ? 'Activo' : 'De baja'}
            </Badge>
          </Stack>
        </Group>
        <Group gap="sm">
          <Button
            component={Link}
            to={`/admin/cliente/${c.id}/update`}
            leftSection={<IconPencil size={18} />}
          >
            Editar
          </Button>
          {c.activo && c.id !== yo?.id && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconUserOff size={18} />}
              onClick={() => void darDeBaja()}
            >
              Dar de baja
            </Button>
          )}
        </Group>
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Text size="sm">
            <b>Correo:</b> {c.email || '—'}
          </Text>
          <Text size="sm">
            <b>Teléfono:</b> {c.nro_telefono ? telefonoA09(c.nro_telefono) : '—'}
          </Text>
          <Text size="sm">
            <b>Documento:</b> {c.nro_documento ?? '—'}
          </Text>
          <Text size="sm">
            <b>RUC:</b> {c.ruc ?? '—'} {c.razon_social ? `(${c.razon_social})` : ''}
          </Text>
          <Text size="sm">
            <b>Nacimiento:</b> {c.fecha_nacimiento ? formatoFecha(c.fecha_nacimiento) : '—'}
          </Text>
          <Text size="sm">
            <b>Cliente desde:</b> {formatoFecha(c.date_joined)}
          </Text>
        </SimpleGrid>
      </Card>
      <Card withBorder>
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Title order={4}>Direcciones</Title>
          <Button
            component={Link}
            to={`/admin/cliente/${c.id}/direccion/create`}
            variant="light"
            leftSection={<IconPlus size={16} />}
          >
            Agregar dirección
          </Button>
        </Group>
        {c.direcciones.length === 0 ? (
          <Text c="dimmed">El cliente no tiene direcciones.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {c.direcciones.map((d) => (
              <TarjetaDireccion key={d.id} clienteId={c.id} d={d} />
            ))}
          </SimpleGrid>
        )}
      </Card>
      <HistorialAuditoria entidad="cliente" entidadId={c.id} />
    </Stack>
  );
}

interface ValoresCliente {
  first_name: string;
  last_name: string;
  email: string;
  nro_telefono: string;
  nro_documento: string;
  ruc: string;
  razon_social: string;
  password: string;
}

/** `/admin/cliente/{id}/update` (y el alta): datos del cliente, multipart. */
export function FormularioClienteAdmin({ id }: { id: number | null }) {
  const consulta = useCliente(id ?? 0);
  const navegar = useNavigate();
  const refrescar = useRefrescarOperaciones();
  const form = useForm<ValoresCliente>({
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      nro_telefono: '',
      nro_documento: '',
      ruc: '',
      razon_social: '',
      password: '',
    },
  });
  const c = consulta.data;
  useEffect(() => {
    if (!c) return;
    form.setValues({
      first_name: c.first_name,
      last_name: c.last_name,
      email: c.email,
      nro_telefono: c.nro_telefono ? telefonoA09(c.nro_telefono) : '',
      nro_documento: c.nro_documento ?? '',
      ruc: c.ruc ?? '',
      razon_social: c.razon_social ?? '',
      password: '',
    });
    form.resetDirty();
    // Sólo al llegar los datos del servidor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [c]);
  if (id !== null && consulta.isPending)
    return <Loader role="status" aria-label="Cargando el cliente" />;
  if (id !== null && consulta.isError)
    return <Alert color="red">No pudimos cargar el cliente #{id}.</Alert>;

  const guardar = form.onSubmit(async (v) => {
    const datos = new FormData();
    for (const [k, valor] of Object.entries(v)) {
      if (k === 'password' && id !== null) continue;
      if (id !== null && !form.isDirty(k)) continue;
      if (valor !== '' || id !== null) datos.append(k, valor);
    }
    const r = id === null ? await crearCliente(datos) : await actualizarCliente(id, datos);
    if (r?.kind === 'ok') {
      avisarExito(id === null ? 'Cliente creado.' : 'Cambios guardados.');
      refrescar();
      void navegar(`/admin/cliente/${r.data.id}`);
    } else if (r) mostrarFalloEnFormulario(form, r);
  });

  return (
    <Stack maw={720}>
      <Title order={2}>{id === null ? 'Nuevo cliente' : `Editar cliente #${id}`}</Title>
      <Card withBorder component="form" onSubmit={guardar} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Nombre" required size="md" {...form.getInputProps('first_name')} />
          <TextInput label="Apellido" required size="md" {...form.getInputProps('last_name')} />
          <TextInput
            label="Correo"
            type="email"
            required
            size="md"
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Teléfono"
            placeholder="0981 123 456"
            size="md"
            {...form.getInputProps('nro_telefono')}
          />
          <TextInput label="Documento" size="md" {...form.getInputProps('nro_documento')} />
          <TextInput
            label="RUC"
            placeholder="80012345-6"
            size="md"
            {...form.getInputProps('ruc')}
          />
          <TextInput label="Razón social" size="md" {...form.getInputProps('razon_social')} />
          {id === null && (
            <PasswordInput
              label="Contraseña inicial"
              description="Al menos 8 caracteres; el cliente puede cambiarla."
              required
              size="md"
              {...form.getInputProps('password')}
            />
          )}
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button variant="default" size="md" onClick={() => void navegar(-1)}>
            Cancelar
          </Button>
          <Button type="submit" size="md" loading={form.submitting}>
            Guardar
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}

interface ValoresDireccion {
  nombre: string;
  calle_principal: string;
  calle_secundaria: string;
  numero: string;
  referencia: string;
  ubicacion: string;
  ciudad: string | null;
  icono: string;
}

/** `/admin/cliente/{id}/direccion/create` y `/admin/cliente/{cliente}/direccion/{id}/update`. */
export function FormularioDireccionAdmin(props: { clienteId: number; direccionId: number | null }) {
  const consulta = useCliente(props.clienteId);
  const ciudades = useCiudades();
  const navegar = useNavigate();
  const refrescar = useRefrescarOperaciones();
  const form = useForm<ValoresDireccion>({
    initialValues: {
      nombre: '',
      calle_principal: '',
      calle_secundaria: '',
      numero: '',
      referencia: '',
      ubicacion: '',
      ciudad: null,
      icono: 'casa',
    },
  });
  const actual = consulta.data?.direcciones.find((d) => d.id === props.direccionId);
  useEffect(() => {
    if (!actual) return;
    form.setValues({
      nombre: actual.nombre,
      calle_principal: actual.calle_principal,
      calle_secundaria: actual.calle_secundaria ?? '',
      numero: actual.numero ?? '',
      referencia: actual.referencia ?? '',
      ubicacion: actual.ubicacion,
      ciudad: actual.ciudad === null ? null : String(actual.ciudad),
      icono: actual.icono,
    });
    form.resetDirty();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actual]);
  if (consulta.isPending) return <Loader role="status" aria-label="Cargando" />;
  if (consulta.isError) return <Alert color="red">No pudimos cargar el cliente.</Alert>;
  if (props.direccionId !== null && !actual)
    return <Alert color="red">La dirección no pertenece a este cliente.</Alert>;

  const guardar = form.onSubmit(async (v) => {
    const datos: Record<string, unknown> = {
      ...v,
      ciudad: v.ciudad === null ? null : Number(v.ciudad),
      calle_secundaria: v.calle_secundaria || null,
      numero: v.numero || null,
      referencia: v.referencia || null,
    };
    const r =
      props.direccionId === null
        ? await crearDireccion(props.clienteId, datos)
        : await actualizarDireccion(props.direccionId, datos);
    if (r?.kind === 'ok') {
      avisarExito('Dirección guardada.');
      refrescar();
      void navegar(`/admin/cliente/${props.clienteId}`);
    } else if (r) mostrarFalloEnFormulario(form, r);
  });

  return (
    <Stack maw={720}>
      <Title order={2}>
        {props.direccionId === null ? 'Nueva dirección' : 'Editar dirección'} de{' '}
        {nombreDe(consulta.data)}
      </Title>
      <Card withBorder component="form" onSubmit={guardar} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Nombre"
            placeholder="Casa, oficina…"
            required
            size="md"
            {...form.getInputProps('nombre')}
          />
          <Select
            label="Ícono"
            size="md"
            data={Object.entries(ETIQUETAS_ICONO_DIRECCION).map(([value, label]) => ({
              value,
              label,
            }))}
            allowDeselect={false}
            {...form.getInputProps('icono')}
          />
          <TextInput
            label="Calle principal"
            required
            size="md"
            {...form.getInputProps('calle_principal')}
          />
          <TextInput label="Número" size="md" {...form.getInputProps('numero')} />
          <TextInput
            label="Calle secundaria"
            size="md"
            {...form.getInputProps('calle_secundaria')}
          />
          <Select
            label="Ciudad"
            size="md"
            searchable
            required
            data={(ciudades.data ?? []).map((x) => ({ value: String(x.id), label: x.nombre }))}
            {...form.getInputProps('ciudad')}
          />
          <TextInput
            label="Ubicación (latitud, longitud)"
            placeholder="-25.2870, -57.6040"
            required
            size="md"
            {...form.getInputProps('ubicacion')}
          />
          <TextInput
            label="Referencia"
            placeholder="Portón verde"
            size="md"
            {...form.getInputProps('referencia')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button variant="default" size="md" onClick={() => void navegar(-1)}>
            Cancelar
          </Button>
          <Button type="submit" size="md" loading={form.submitting}>
            Guardar
          </Button>
        </Group>
      </Card>
      {props.direccionId !== null && (
        <HistorialAuditoria entidad="direccion" entidadId={props.direccionId} />
      )}
    </Stack>
  );
}
