import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  enlaceNotificacion,
  formatoFechaHora,
  leerPayloadNotificacion,
  mensajeErrorAl,
  type Notificacion,
  type TipoNotificacion,
} from '@nemu/domain';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActivarNotificaciones } from '../../../shared/push/activar-notificaciones';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { useInicioFabricante } from '../api/panel.api';
import {
  TAMANO_PAGINA_NOTIFICACIONES,
  useMarcarLeida,
  useMarcarTodas,
  useNotificaciones,
} from '../api/notificaciones.api';

const TEXTO_ENLACE: Partial<Record<TipoNotificacion, string>> = {
  chat: 'Ver el chat',
  pedido: 'Ver la orden',
  proveedor_aprobado: 'Ir al panel',
  producto_aprobado: 'Ver el producto',
  producto_rechazado: 'Ver el producto',
};

/** Pantalla a la que lleva una notificación (el mismo enlace que abre su aviso push). */
function enlaceDe(n: Notificacion): { ruta: string; texto: string } | null {
  const payload = leerPayloadNotificacion({ tipo: n.tipo, ...n.payload });
  const texto = payload && TEXTO_ENLACE[payload.tipo];
  return payload && texto ? { ruta: enlaceNotificacion(payload), texto } : null;
}

function FilaNotificacion({ n }: { n: Notificacion }) {
  const marcar = useMarcarLeida();
  const enlace = enlaceDe(n);
  const marcarLeida = () =>
    marcar.mutate(n.id, {
      onSuccess: (r) => r && r.kind !== 'ok' && avisarFallo(r, mensajeErrorAl('marcar como leída')),
    });
  return (
    <Card withBorder padding="sm" bg={n.leida ? undefined : 'var(--mantine-color-blue-light)'}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={n.leida ? 500 : 700}>{n.titulo}</Text>
          {!n.leida && (
            <Badge size="sm" variant="filled">
              Nueva
            </Badge>
          )}
        </Group>
        {n.cuerpo && <Text size="sm">{n.cuerpo}</Text>}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {formatoFechaHora(n.creado_en)}
          </Text>
          <Group gap="xs">
            {enlace && (
              <Button
                component={Link}
                to={enlace.ruta}
                size="xs"
                variant="subtle"
                onClick={() => !n.leida && marcarLeida()}
              >
                {enlace.texto}
              </Button>
            )}
            {!n.leida && (
              <Button
                size="xs"
                variant="light"
                loading={marcar.isPending}
                onClick={marcarLeida}
                aria-label={`Marcar como leída: ${n.titulo}`}
              >
                Marcar como leída
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

/** /proveedor/notificaciones/: avisos del usuario, paginados, con marcado de lectura. */
export function NotificacionesProveedor() {
  const [page, setPage] = useState(1);
  const [filtro, setFiltro] = useState<'todas' | 'no_leidas'>('todas');
  const lista = useNotificaciones(page, filtro === 'no_leidas');
  const todas = useMarcarTodas();
  const sinLeer = useInicioFabricante().data?.notificaciones ?? 0;

  const marcarTodas = () =>
    todas.mutate(undefined, {
      onSuccess: (r) => {
        if (r?.kind === 'ok') avisarExito('Todas las notificaciones quedaron leídas.');
        else if (r) avisarFallo(r, mensajeErrorAl('marcar como leídas'));
      },
    });

  return (
    <Stack maw={760}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Title order={2}>Notificaciones</Title>
          <Text size="sm" c="dimmed" data-testid="notificaciones-sin-leer">
            {sinLeer === 1 ? '1 sin leer' : `${sinLeer} sin leer`}
          </Text>
        </Stack>
        <Button
          variant="light"
          leftSection={<IconChecks size={18} />}
          loading={todas.isPending}
          disabled={sinLeer === 0}
          onClick={marcarTodas}
        >
          Marcar todas como leídas
        </Button>
      </Group>
      <ActivarNotificaciones />
      <SegmentedControl
        aria-label="Filtro de notificaciones"
        value={filtro}
        onChange={(v) => {
          setFiltro(v as typeof filtro);
          setPage(1);
        }}
        data={[
          { value: 'todas', label: 'Todas' },
          { value: 'no_leidas', label: 'No leídas' },
        ]}
      />
      {lista.isPending ? (
        <Loader role="status" aria-label="Cargando notificaciones" />
      ) : lista.isError ? (
        <Alert color="red" title="No pudimos cargar sus notificaciones">
          <Button size="xs" variant="light" mt="xs" onClick={() => void lista.refetch()}>
            Reintentar
          </Button>
        </Alert>
      ) : lista.data.results.length === 0 ? (
        <Card withBorder p="lg">
          <Stack align="center" gap="xs" c="dimmed">
            <IconBellOff size={36} />
            <Text ta="center">
              {filtro === 'no_leidas'
                ? 'No tiene notificaciones sin leer.'
                : 'Todavía no recibió notificaciones.'}
            </Text>
          </Stack>
        </Card>
      ) : (
        <>
          {lista.data.results.map((n) => (
            <FilaNotificacion key={n.id} n={n} />
          ))}
          {lista.data.count > TAMANO_PAGINA_NOTIFICACIONES && (
            <Pagination
              total={Math.ceil(lista.data.count / TAMANO_PAGINA_NOTIFICACIONES)}
              value={page}
              onChange={setPage}
              size="sm"
            />
          )}
        </>
      )}
    </Stack>
  );
}
