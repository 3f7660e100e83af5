import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatoFechaHora, mensajeErrorAl } from '@nemu/domain';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  HistorialAuditoria,
  TablaAdmin,
  useFiltrosUrl,
  type ColumnaAdmin,
} from '../../../shared/admin';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import {
  controlarError,
  useErrorApp,
  useErrores,
  useRefrescarOperaciones,
  useResumenErrores,
  type ErrorApp,
} from '../api/operaciones.api';
import { tipoDeReporte } from '../api/tipo-reporte';

const FILTRO_ESTADO = [
  { value: 'false', label: 'Sin atender' },
  { value: 'true', label: 'Atendidos' },
  { value: 'todos', label: 'Todos' },
];

/** `/admin/soporte`: lo que mandan clientes y proveedores, y los errores de las apps. */
export function BandejaSoporte() {
  const { filtros, cambiar } = useFiltrosUrl({}, '-creado_en');
  // Sin atender por defecto; «todos» no filtra.
  const estado = filtros.extra.controlado ?? 'false';
  const { controlado: _, ...resto } = filtros.extra;
  const conEstado = {
    ...filtros,
    extra: estado === 'todos' ? resto : { ...resto, controlado: estado },
  };
  const consulta = useErrores(conEstado);
  const resumen = useResumenErrores();
  const columnas: ColumnaAdmin<ErrorApp>[] = [
    {
      titulo: 'Mensaje',
      celda: (e) => (
        <Anchor component={Link} to={`/admin/error/detalle/${e.id}`} fw={500} lineClamp={2}>
          {e.mensaje}
        </Anchor>
      ),
    },
    {
      titulo: 'Tipo',
      celda: (e) => {
        const t = tipoDeReporte(e);
        return (
          <Badge color={t.color} variant="light">
            {t.etiqueta}
          </Badge>
        );
      },
    },
    { titulo: 'De', celda: (e) => e.usuario_nombre ?? 'Sin sesión' },
    { titulo: 'Fecha', orden: 'creado_en', celda: (e) => formatoFechaHora(e.creado_en) },
    {
      titulo: 'Estado',
      celda: (e) => (
        <Badge color={e.controlado ? 'green' : 'yellow'} variant="light">
          {e.controlado ? 'Atendido' : 'Sin atender'}
        </Badge>
      ),
    },
  ];
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Soporte</Title>
        {resumen.data && (
          <Text size="sm" c="dimmed">
            {resumen.data.pendientes} sin atender · {resumen.data.atendidos} atendidos
          </Text>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        Reportes de error, comentarios y sugerencias que llegan desde las apps de clientes,
        proveedores y transportistas, y los errores que las apps registran solas.
      </Text>
      <SegmentedControl
        aria-label="Estado"
        data={FILTRO_ESTADO}
        value={estado}
        size="md"
        onChange={(v) => cambiar({ controlado: v === 'false' ? null : v })}
      />
      <TablaAdmin
        columnas={columnas}
        consulta={consulta}
        filtros={filtros}
        cambiar={cambiar}
        idDe={(e) => e.id}
        nombreDe={(e) => e.mensaje.slice(0, 60)}
        etiquetaBusqueda="Buscar en mensajes y pantallas"
        vacio={estado === 'false' ? 'No hay nada sin atender. ¡Buen trabajo!' : 'No hay registros.'}
        enlaceDe={(e) => `/admin/error/detalle/${e.id}`}
      />
    </Stack>
  );
}

/** `/admin/error/detalle/{id}`: el reporte completo y «marcar como atendido». */
export function DetalleErrorAdmin({ id }: { id: number }) {
  const consulta = useErrorApp(id);
  const refrescar = useRefrescarOperaciones();
  if (consulta.isPending) return <Loader role="status" aria-label="Cargando el reporte" />;
  if (consulta.isError) return <Alert color="red">No pudimos cargar el reporte #{id}.</Alert>;
  const e = consulta.data;
  const tipo = tipoDeReporte(e);

  const atender = async () => {
    const ok = await confirmar({
      titulo: 'Marcar como atendido',
      mensaje: 'El reporte saldrá de la bandeja de pendientes.',
      textoConfirmar: 'Marcar atendido',
    });
    if (!ok) return;
    const r = await controlarError(e.id);
    if (r?.kind === 'ok') {
      avisarExito('Reporte marcado como atendido.');
      refrescar();
    } else if (r) {
      avisarFallo(r, mensajeErrorAl('marcar como atendido'));
      refrescar();
    }
  };

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={2}>Reporte #{e.id}</Title>
          <Badge color={tipo.color} variant="light">
            {tipo.etiqueta}
          </Badge>
          <Badge
            color={e.controlado ? 'green' : 'yellow'}
            variant="light"
            data-testid="estado-reporte"
          >
            {e.controlado ? 'Atendido' : 'Sin atender'}
          </Badge>
        </Group>
        {!e.controlado && (
          <Button leftSection={<IconCheck size={18} />} size="md" onClick={() => void atender()}>
            Marcar como atendido
          </Button>
        )}
      </Group>
      <Card withBorder>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{e.mensaje}</Text>
      </Card>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Text size="sm">
            <b>Enviado por:</b>{' '}
            {e.usuario ? (
              <Anchor component={Link} to={`/admin/cliente/${e.usuario}`}>
                {e.usuario_nombre ?? `Usuario ${e.usuario}`}
              </Anchor>
            ) : (
              'Sin sesión'
            )}
            {tipo.quien ? ` (${tipo.quien})` : ''}
          </Text>
          <Text size="sm">
            <b>Fecha:</b> {formatoFechaHora(e.creado_en)}
          </Text>
          <Text size="sm">
            <b>Pantalla o archivo:</b> {e.archivo ?? '—'}
          </Text>
          <Text size="sm">
            <b>Versión de la app:</b> {e.version_app ?? '—'}
          </Text>
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            <b>Dirección:</b> {e.url ?? '—'}
          </Text>
          {e.controlado && (
            <Text size="sm">
              <b>Atendido:</b> {e.controlado_en ? formatoFechaHora(e.controlado_en) : '—'}
            </Text>
          )}
        </SimpleGrid>
        {e.excepcion && (
          <>
            <Text size="sm" fw={600} mt="md">
              Excepción
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap' }}>
              {e.excepcion}
            </Code>
          </>
        )}
      </Card>
      <HistorialAuditoria entidad="error_app" entidadId={e.id} />
    </Stack>
  );
}
