import {
  Accordion,
  Alert,
  Button,
  Card,
  Checkbox,
  Loader,
  NavLink,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { MENSAJES, mensajeErrorAl } from '@nemu/domain';
import {
  IconBell,
  IconHelp,
  IconMessageReport,
  IconSpeakerphone,
  IconSwitchHorizontal,
  IconTrash,
  IconVolume,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useUsuario } from '../../../shared/sesion/sesion.store';
import { avisarExito, avisarFallo, avisarValidacion } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import {
  useBorrarCuenta,
  useEnviarReporte,
  usePreferencia,
  usePreguntasFrecuentes,
} from '../api/ajustes.api';

export function MenuConfiguracion() {
  const opciones = [
    { ruta: '/proveedor/modo', etiqueta: 'Modo de uso', icono: IconSwitchHorizontal },
    {
      ruta: '/proveedor/configuracion_notificaciones',
      etiqueta: 'Notificaciones',
      icono: IconBell,
    },
    { ruta: '/proveedor/configuracion_sonido', etiqueta: 'Sonidos', icono: IconVolume },
    { ruta: '/proveedor/preguntas-frecuentes', etiqueta: 'Preguntas frecuentes', icono: IconHelp },
    {
      ruta: '/proveedor/atencion_cliente',
      etiqueta: 'Atención al cliente',
      icono: IconSpeakerphone,
    },
    { ruta: '/proveedor/reportar_error', etiqueta: 'Reportar un error', icono: IconMessageReport },
    {
      ruta: '/proveedor/comentarios_sugerencias',
      etiqueta: 'Comentarios y sugerencias',
      icono: IconMessageReport,
    },
    { ruta: '/proveedor/eliminar_cuenta', etiqueta: 'Eliminar mi cuenta', icono: IconTrash },
  ];
  return (
    <Stack maw={560}>
      <Title order={2}>Configuración</Title>
      <Card withBorder padding={0}>
        {opciones.map(({ ruta, etiqueta, icono: Icono }) => (
          <NavLink
            key={ruta}
            component={Link}
            to={ruta}
            label={etiqueta}
            leftSection={<Icono size={20} />}
          />
        ))}
      </Card>
    </Stack>
  );
}

function Preferencia({
  campo,
  titulo,
  descripcion,
}: {
  campo: 'notificaciones_activas' | 'sonidos_activos';
  titulo: string;
  descripcion: string;
}) {
  const usuario = useUsuario();
  const cambiar = usePreferencia();
  if (!usuario) return null;
  return (
    <Stack maw={560}>
      <Title order={2}>{titulo}</Title>
      <Card withBorder>
        <Switch
          size="md"
          label={descripcion}
          checked={usuario[campo]}
          disabled={cambiar.isPending}
          onChange={(e) =>
            cambiar.mutate(
              { usuario: usuario.id, cambios: { [campo]: e.currentTarget.checked } },
              { onSuccess: (r) => (r?.kind === 'ok' ? avisarExito() : r && avisarFallo(r)) },
            )
          }
        />
      </Card>
    </Stack>
  );
}

export const ConfiguracionNotificaciones = () => (
  <Preferencia
    campo="notificaciones_activas"
    titulo="Notificaciones"
    descripcion="Recibir notificaciones de pedidos nuevos y mensajes"
  />
);
export const ConfiguracionSonido = () => (
  <Preferencia
    campo="sonidos_activos"
    titulo="Sonidos"
    descripcion="Reproducir un sonido al llegar un pedido nuevo"
  />
);

/** Reportar un error o dejar un comentario (ambos llegan al registro que revisa el administrador). */
export function FormularioReporte({
  tipo,
}: {
  tipo: 'reportar_error' | 'comentarios_sugerencias';
}) {
  const [mensaje, setMensaje] = useState('');
  const enviar = useEnviarReporte();
  const esError = tipo === 'reportar_error';
  return (
    <Stack maw={560}>
      <Title order={2}>{esError ? 'Reportar un error' : 'Comentarios y sugerencias'}</Title>
      <Text c="dimmed" size="sm">
        {esError
          ? 'Cuéntenos qué pasó y en qué pantalla; lo revisaremos a la brevedad.'
          : '¿Qué podemos mejorar? Su opinión nos ayuda.'}
      </Text>
      <Textarea
        label={esError ? 'Descripción del error' : 'Comentario'}
        autosize
        minRows={4}
        value={mensaje}
        onChange={(e) => setMensaje(e.currentTarget.value)}
      />
      <Button
        loading={enviar.isPending}
        onClick={() => {
          if (!mensaje.trim())
            return avisarValidacion({ non_field_errors: [MENSAJES.campoRequerido] });
          enviar.mutate(
            { archivo: `proveedor/${tipo}`, mensaje },
            {
              onSuccess: (r) => {
                if (r?.kind === 'ok') {
                  avisarExito('¡Gracias! Recibimos su mensaje.');
                  setMensaje('');
                } else if (r) avisarFallo(r, mensajeErrorAl('enviar'));
              },
            },
          );
        }}
      >
        Enviar
      </Button>
    </Stack>
  );
}

export function PreguntasFrecuentes() {
  const [search, setSearch] = useState('');
  const preguntas = usePreguntasFrecuentes(search);
  return (
    <Stack maw={760}>
      <Title order={2}>Preguntas frecuentes</Title>
      <TextInput
        placeholder="Buscar"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        aria-label="Buscar preguntas"
      />
      {preguntas.isPending ? (
        <Loader role="status" aria-label="Cargando preguntas" />
      ) : preguntas.isError ? (
        <Alert color="red">No pudimos cargar las preguntas.</Alert>
      ) : preguntas.data.length === 0 ? (
        <Text c="dimmed">No hay preguntas que coincidan.</Text>
      ) : (
        <Accordion variant="separated">
          {preguntas.data.map((p) => (
            <Accordion.Item key={p.id} value={String(p.id)}>
              <Accordion.Control>{p.pregunta}</Accordion.Control>
              <Accordion.Panel>{p.respuesta}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}

export function AtencionCliente() {
  return (
    <Stack maw={560}>
      <Title order={2}>Atención al cliente</Title>
      <Card withBorder>
        <Stack gap="xs">
          <Text>Lunes a viernes de 08:00 a 18:00, sábados de 08:00 a 12:00.</Text>
          <Text>
            WhatsApp y teléfono: <b>0981 000 000</b>
          </Text>
          <Text>
            Correo: <b>proveedores@nemu.com.py</b>
          </Text>
          <Button component={Link} to="/proveedor/reportar_error" variant="light">
            Reportar un problema
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}

export function EliminarCuenta() {
  const [borrarDatos, setBorrarDatos] = useState(false);
  const borrar = useBorrarCuenta();
  const navegar = useNavigate();
  return (
    <Stack maw={560}>
      <Title order={2}>Eliminar mi cuenta</Title>
      <Alert color="red">
        Su cuenta se desactiva y se cierra la sesión. Las ventas y facturas ya emitidas se conservan
        por obligación legal.
      </Alert>
      <Checkbox
        label="Borrar también mis datos personales"
        checked={borrarDatos}
        onChange={(e) => setBorrarDatos(e.currentTarget.checked)}
      />
      <Button
        color="red"
        loading={borrar.isPending}
        onClick={() =>
          void confirmar({
            mensaje: '¿Eliminar su cuenta? Esta acción no se puede deshacer.',
            peligro: true,
            textoConfirmar: 'Eliminar',
          }).then(
            (ok) =>
              ok &&
              borrar.mutate(borrarDatos, {
                onSuccess: (r) =>
                  r?.kind === 'ok'
                    ? void navegar('/logout')
                    : r && avisarFallo(r, mensajeErrorAl('eliminar la cuenta')),
              }),
          )
        }
      >
        Eliminar mi cuenta
      </Button>
    </Stack>
  );
}
