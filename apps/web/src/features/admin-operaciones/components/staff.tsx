import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { mensajeErrorAl } from '@nemu/domain';
import { useForm } from '@mantine/form';
import { IconPencil, IconPlus, IconUserMinus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  HistorialAuditoria,
  ListaAdmin,
  useNombreProveedor,
  type ColumnaAdmin,
} from '../../../shared/admin';
import { ErrorApi } from '../../../shared/api/consulta';
import { mostrarFalloEnFormulario } from '../../../shared/api/errores-formulario';
import { useUsuario } from '../../../shared/sesion/sesion.store';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import {
  guardarStaff,
  quitarStaff,
  useRefrescarOperaciones,
  useStaff,
  useUsuarioStaff,
  type UsuarioStaff,
} from '../api/operaciones.api';

const ROL: Record<UsuarioStaff['rol'], string> = {
  administrador: 'Administrador',
  propietario: 'Propietario',
  staff: 'Staff',
};
const nombre = (u: UsuarioStaff) => `${u.first_name} ${u.last_name}`.trim() || u.username;
const consultaDe = (u: { id: number; fabricante_id: number | null }) =>
  `id=${u.id}${u.fabricante_id ? `&fabricante_id=${u.fabricante_id}` : ''}`;

async function quitar(u: UsuarioStaff, alTerminar: () => void) {
  const ok = await confirmar({
    titulo: 'Quitar del equipo',
    mensaje:
      u.fabricante_id === null
        ? `¿Quitar a ${nombre(u)} del equipo de administración? Su cuenta sigue como cliente.`
        : `¿Quitar a ${nombre(u)} del staff del proveedor? Su cuenta sigue como cliente.`,
    textoConfirmar: 'Quitar',
    peligro: true,
  });
  if (!ok) return;
  const r = await quitarStaff(u.id, u.fabricante_id ?? undefined);
  if (r?.kind === 'ok') {
    avisarExito('Usuario quitado del equipo.');
    alTerminar();
  } else if (r) avisarFallo(r, mensajeErrorAl('quitar al usuario'));
}

/** `/admin/staff`: administradores, o el staff de un proveedor con `?fabricante_id=`. */
export function ListaStaffAdmin() {
  const refrescar = useRefrescarOperaciones();
  const yo = useUsuario();
  const columnas: ColumnaAdmin<UsuarioStaff>[] = [
    {
      titulo: 'Nombre',
      orden: 'first_name',
      celda: (u) => (
        <Anchor component={Link} to={`/admin/staff/detail?${consultaDe(u)}`} fw={500}>
          {nombre(u)}
        </Anchor>
      ),
    },
    { titulo: 'Usuario', orden: 'username', celda: (u) => u.username },
    { titulo: 'Correo', celda: (u) => u.email ?? '—' },
    { titulo: 'Rol', celda: (u) => <Badge variant="light">{ROL[u.rol]}</Badge> },
    {
      titulo: 'Estado',
      celda: (u) => (
        <Badge color={u.activo ? 'green' : 'gray'} variant="light">
          {u.activo ? 'Activo' : 'Inactivo'}
        </Badge>
      ),
    },
  ];
  return (
    <ListaAdmin
      titulo="Staff"
      ordenPorDefecto="first_name"
      useConsulta={useStaff}
      accion={({ filtros }) => {
        const fabricante = filtros.extra.fabricante_id;
        return (
          <Button
            component={Link}
            to={`/admin/staff/update${fabricante ? `?fabricante_id=${fabricante}` : ''}`}
            leftSection={<IconPlus size={18} />}
          >
            Nuevo usuario
          </Button>
        );
      }}
      barra={({ filtros, cambiar }) => {
        const fabricante = filtros.extra.fabricante_id;
        return (
          <Group gap="sm" wrap="wrap" align="flex-end">
            <SegmentedControl
              aria-label="Equipo"
              size="md"
              data={[
                { value: 'admin', label: 'Administración' },
                { value: 'proveedor', label: 'De un proveedor' },
              ]}
              value={fabricante ? 'proveedor' : 'admin'}
              onChange={(v) =>
                cambiar({ fabricante_id: v === 'admin' ? null : (fabricante ?? '1') })
              }
            />
            {fabricante && (
              <NumberInput
                label="N.º de proveedor"
                size="md"
                min={1}
                w={160}
                value={Number(fabricante)}
                onChange={(v) => cambiar({ fabricante_id: v ? String(v) : null })}
              />
            )}
          </Group>
        );
      }}
      columnas={columnas}
      idDe={(u) => u.id}
      nombreDe={nombre}
      etiquetaBusqueda="Buscar por nombre, usuario o correo"
      vacio="No hay usuarios en este equipo."
      enlaceDe={(u) => `/admin/staff/detail?${consultaDe(u)}`}
      acciones={(u) =>
        u.rol === 'propietario' || u.id === yo?.id ? null : (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconUserMinus size={16} />}
            onClick={() => void quitar(u, refrescar)}
          >
            Quitar
          </Button>
        )
      }
    />
  );
}

/** El usuario del staff de la URL (`?id=…&fabricante_id=…`), leído de GET /usuario_staff/{id}/. */
function useMiembro() {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '0');
  const pedido = params.get('fabricante_id');
  const fabricante = pedido ? Number(pedido) : undefined;
  const consulta = useUsuarioStaff(id, fabricante);
  // 404: no es administrador, o no está en el staff de ese proveedor.
  const noEsta = consulta.error instanceof ErrorApi && consulta.error.fallo?.kind === 'not-found';
  return { id, fabricante, consulta, miembro: consulta.data, noEsta };
}

/** `/admin/staff/detail?id=…`: ficha del usuario del equipo con su historial. */
export function DetalleStaffAdmin() {
  const { id, consulta, miembro, noEsta } = useMiembro();
  const nombreProveedor = useNombreProveedor(miembro?.fabricante_id ?? null);
  const navegar = useNavigate();
  const refrescar = useRefrescarOperaciones();
  const yo = useUsuario();
  if (id > 0 && consulta.isPending) return <Loader role="status" aria-label="Cargando" />;
  if (noEsta || !(id > 0))
    return <Alert color="yellow">El usuario #{id} no está en este equipo.</Alert>;
  if (consulta.isError || !miembro) return <Alert color="red">No pudimos cargar el usuario.</Alert>;
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={2}>{nombre(miembro)}</Title>
          <Badge variant="light">{ROL[miembro.rol]}</Badge>
        </Group>
        <Group gap="sm">
          <Button
            component={Link}
            to={`/admin/staff/update?${consultaDe(miembro)}`}
            leftSection={<IconPencil size={18} />}
          >
            Editar
          </Button>
          {miembro.rol !== 'propietario' && miembro.id !== yo?.id && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconUserMinus size={18} />}
              onClick={() =>
                void quitar(miembro, () => {
                  refrescar();
                  void navegar('/admin/staff');
                })
              }
            >
              Quitar
            </Button>
          )}
        </Group>
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Text size="sm">
            <b>Usuario:</b> {miembro.username}
          </Text>
          <Text size="sm">
            <b>Correo:</b> {miembro.email ?? '—'}
          </Text>
          <Text size="sm">
            <b>Equipo:</b>{' '}
            {miembro.fabricante_id ? (
              <Anchor component={Link} to={`/admin/proveedor/detail/${miembro.fabricante_id}`}>
                {nombreProveedor.data ?? `Proveedor #${miembro.fabricante_id}`}
              </Anchor>
            ) : (
              'Administración'
            )}
          </Text>
          <Text size="sm">
            <b>Estado:</b> {miembro.activo ? 'Activo' : 'Inactivo'}
          </Text>
        </SimpleGrid>
      </Card>
      <HistorialAuditoria entidad="usuario_staff" entidadId={miembro.id} />
    </Stack>
  );
}

interface ValoresStaff {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  activo: boolean;
}

/** `/admin/staff/update` (alta) y `/admin/staff/update?id=…` (edición), multipart. */
export function FormularioStaffAdmin() {
  const { id, fabricante, consulta, miembro, noEsta } = useMiembro();
  const nombreProveedor = useNombreProveedor(fabricante ?? null);
  const navegar = useNavigate();
  const refrescar = useRefrescarOperaciones();
  const edicion = id > 0;
  const form = useForm<ValoresStaff>({
    initialValues: {
      username: '',
      email: '',
      first_name: '',
      last_name: '',
      password: '',
      activo: true,
    },
  });
  useEffect(() => {
    if (!miembro) return;
    form.setValues({
      username: miembro.username,
      email: miembro.email ?? '',
      first_name: miembro.first_name,
      last_name: miembro.last_name,
      password: '',
      activo: miembro.activo,
    });
    form.resetDirty();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [miembro]);
  if (edicion && consulta.isPending) return <Loader role="status" aria-label="Cargando" />;
  if (edicion && noEsta)
    return <Alert color="yellow">El usuario #{id} no está en este equipo.</Alert>;
  if (edicion && !miembro) return <Alert color="red">No pudimos cargar el usuario.</Alert>;

  const guardar = form.onSubmit(async (v) => {
    const datos = new FormData();
    const campos: (keyof ValoresStaff)[] = edicion
      ? fabricante
        ? ['first_name', 'last_name']
        : ['first_name', 'last_name', 'email', 'activo']
      : ['username', 'email', 'first_name', 'last_name', 'password'];
    for (const k of campos) datos.append(k, String(v[k]));
    const r = await guardarStaff(edicion ? id : null, datos, fabricante);
    if (r?.kind === 'ok') {
      avisarExito(edicion ? 'Cambios guardados.' : 'Usuario creado.');
      refrescar();
      void navegar(`/admin/staff/detail?${consultaDe(r.data)}`);
    } else if (r) mostrarFalloEnFormulario(form, r);
  });

  return (
    <Stack maw={640}>
      <Title order={2}>
        {edicion ? 'Editar usuario' : 'Nuevo usuario'}{' '}
        {!fabricante
          ? 'de administración'
          : nombreProveedor.data
            ? `de ${nombreProveedor.data}`
            : `del proveedor #${fabricante}`}
      </Title>
      <Card withBorder component="form" onSubmit={guardar} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Nombre" required size="md" {...form.getInputProps('first_name')} />
          <TextInput label="Apellido" required size="md" {...form.getInputProps('last_name')} />
          <TextInput
            label="Usuario"
            required
            size="md"
            disabled={edicion}
            {...form.getInputProps('username')}
          />
          <TextInput
            label="Correo"
            type="email"
            required
            size="md"
            disabled={edicion && fabricante !== undefined}
            {...form.getInputProps('email')}
          />
          {!edicion && (
            <PasswordInput
              label="Contraseña inicial"
              description="Al menos 8 caracteres."
              required
              size="md"
              {...form.getInputProps('password')}
            />
          )}
          {edicion && !fabricante && (
            <Switch
              label="Activo"
              size="md"
              mt="lg"
              {...form.getInputProps('activo', { type: 'checkbox' })}
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
