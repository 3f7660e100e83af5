import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { mensajeErrorAl, verificacionStaffSchema, type VerificacionStaff } from '@nemu/domain';
import { solicitar } from '../../../shared/api/cliente-api';
import { enviar } from '../../../shared/api/consulta';
import { alEnviar } from '../../../shared/ui/al-enviar';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import { useAccionEmpresa, useStaff } from '../api/empresa.api';

type Verificado = VerificacionStaff;

/** Staff del proveedor: agregar por e-mail (verificar y luego agregar, §5) y quitar. */
export function StaffProveedor({
  fabricanteId,
  usuarioId,
}: {
  fabricanteId: number;
  usuarioId: number;
}) {
  const staff = useStaff();
  const esPropietario = (staff.data ?? []).some(
    (m) => m.id === usuarioId && m.rol === 'propietario',
  );
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verificado, setVerificado] = useState<Verificado | null>(null);
  const verificar = useAccionEmpresa((e: string) =>
    enviar(verificacionStaffSchema, '/user-fab-verificar/', {
      metodo: 'POST',
      cuerpo: { email: e },
    }),
  );
  const agregar = useAccionEmpresa((e: string) =>
    solicitar('/user-fab-agregar/', {
      metodo: 'POST',
      cuerpo: { fabricante: fabricanteId, email: e },
    }),
  );
  const quitar = useAccionEmpresa((id: number) =>
    solicitar(`/usuario_staff/${id}/`, { metodo: 'DELETE' }),
  );

  function alVerificar() {
    setError(null);
    setVerificado(null);
    verificar.mutate(email, {
      onSuccess: (r) => {
        if (r?.kind === 'ok') return setVerificado(r.data);
        if (r?.kind === 'bad-data')
          return setError(
            r.errores.email?.[0] ?? r.errores.non_field_errors?.[0] ?? 'Revise el correo.',
          );
        if (r) avisarFallo(r, mensajeErrorAl('verificar el correo'));
      },
    });
  }

  return (
    <Stack>
      <Title order={2}>Usuarios de la empresa</Title>
      {esPropietario && (
        <Card withBorder>
          <Stack>
            <Text fw={600}>Agregar un usuario por correo</Text>
            <form onSubmit={alEnviar(alVerificar)} noValidate>
              <Group align="flex-end" wrap="wrap">
                <TextInput
                  label="Correo electrónico"
                  type="email"
                  value={email}
                  onChange={(e) => {
                    setEmail(e.currentTarget.value);
                    setVerificado(null);
                  }}
                  error={error}
                  miw={240}
                  style={{ flex: 1 }}
                />
                <Button
                  type="submit"
                  variant="light"
                  loading={verificar.isPending}
                  disabled={!email.includes('@')}
                >
                  Verificar
                </Button>
              </Group>
            </form>
            {verificado && (
              <Alert color="green">
                <Group justify="space-between">
                  <Text size="sm">
                    {verificado.nombre || verificado.username} ({verificado.email})
                  </Text>
                  <Button
                    type="button"
                    size="xs"
                    leftSection={<IconUserPlus size={16} />}
                    loading={agregar.isPending}
                    onClick={() =>
                      agregar.mutate(verificado.email, {
                        onSuccess: (r) => {
                          if (r?.kind === 'ok') {
                            avisarExito('Usuario agregado al staff.');
                            setVerificado(null);
                            setEmail('');
                          } else if (r) avisarFallo(r, mensajeErrorAl('agregar al usuario'));
                        },
                      })
                    }
                  >
                    Agregar al staff
                  </Button>
                </Group>
              </Alert>
            )}
          </Stack>
        </Card>
      )}
      {staff.isPending ? (
        <Loader role="status" aria-label="Cargando usuarios" />
      ) : staff.isError ? (
        <Alert color="red">No pudimos cargar los usuarios.</Alert>
      ) : (
        <Table.ScrollContainer minWidth={340}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Usuario</Table.Th>
                <Table.Th>Rol</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {staff.data.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {`${m.first_name} ${m.last_name}`.trim() || m.username}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {m.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={m.rol === 'propietario' ? 'blue' : 'gray'}>
                      {m.rol === 'propietario' ? 'Propietario' : 'Staff'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {esPropietario && m.rol === 'staff' && (
                      <ActionIcon
                        color="red"
                        variant="subtle"
                        aria-label={`Quitar a ${m.username}`}
                        onClick={() =>
                          void confirmar({
                            mensaje: `¿Quitar a ${m.username} del staff?`,
                            peligro: true,
                            textoConfirmar: 'Quitar',
                          }).then(
                            (ok) =>
                              ok &&
                              quitar.mutate(m.id, {
                                onSuccess: (r) =>
                                  r?.kind === 'ok'
                                    ? avisarExito('Usuario quitado.')
                                    : r && avisarFallo(r, mensajeErrorAl('quitar al usuario')),
                              }),
                          )
                        }
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
