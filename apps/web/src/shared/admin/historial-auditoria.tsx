import { Alert, Badge, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  cambiosAuditoria,
  entradaAuditoriaSchema,
  formatoFechaHora,
  paginaSchema,
} from '@nemu/domain';
import { pedir } from '../api/consulta';

export const auditoriaKeys = {
  todo: ['admin', 'auditoria'] as const,
  de: (entidad: string, id: number) => [...auditoriaKeys.todo, entidad, id] as const,
};

const ACCIONES: Record<string, string> = {
  crear: 'Alta',
  editar: 'Edición',
  eliminar: 'Baja',
  aprobar: 'Aprobación',
  rechazar: 'Rechazo',
  desactivar: 'Baja',
  baja: 'Baja',
  quitar: 'Quitado del equipo',
  controlar: 'Atendido',
  revocar: 'Revocación',
  activar: 'Activación',
};

interface Props {
  /** Entidad auditada (`fabricante`, `producto`, `transportista`, `vehiculo`…). */
  entidad: string;
  entidadId: number;
}

/** Historial de acciones del administrador sobre una entidad: quién, cuándo, antes → después. */
export function HistorialAuditoria({ entidad, entidadId }: Props) {
  const consulta = useQuery({
    queryKey: auditoriaKeys.de(entidad, entidadId),
    queryFn: ({ signal }) =>
      pedir(paginaSchema(entradaAuditoriaSchema), '/auditoria/', {
        parametros: { entidad, entidad_id: entidadId, page_size: 50 },
        senal: signal,
      }),
  });

  return (
    <Card withBorder>
      <Title order={4} mb="sm">
        Historial de cambios
      </Title>
      {consulta.isPending ? (
        <Loader size="sm" role="status" aria-label="Cargando el historial" />
      ) : consulta.isError ? (
        <Alert color="red">No pudimos cargar el historial.</Alert>
      ) : consulta.data.results.length === 0 ? (
        <Text c="dimmed" size="sm">
          Sin acciones del administrador todavía.
        </Text>
      ) : (
        <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {consulta.data.results.map((e) => {
            const cambios = cambiosAuditoria(e.entidad, e.antes, e.despues, e.nombres);
            return (
              <li key={e.id}>
                <Group gap="xs" wrap="wrap">
                  <Badge variant="light">{ACCIONES[e.accion] ?? e.accion}</Badge>
                  <Text size="sm" fw={500}>
                    {e.usuario_nombre}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatoFechaHora(e.fecha)}
                  </Text>
                </Group>
                {cambios.length > 0 && (
                  <Table.ScrollContainer minWidth={300}>
                    <Table fz="xs" mt={4} withRowBorders={false}>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Campo</Table.Th>
                          <Table.Th>Antes</Table.Th>
                          <Table.Th>Después</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {cambios.map((c) => (
                          <Table.Tr key={c.campo}>
                            <Table.Td>{c.etiqueta}</Table.Td>
                            <Table.Td c="dimmed" style={{ wordBreak: 'break-word' }}>
                              {c.antes}
                            </Table.Td>
                            <Table.Td style={{ wordBreak: 'break-word' }}>{c.despues}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
              </li>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
