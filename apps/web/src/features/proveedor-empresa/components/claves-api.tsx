import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { claveApiSchema, formatoFechaHora, mensajeErrorAl } from '@nemu/domain';
import { solicitar } from '../../../shared/api/cliente-api';
import { enviar } from '../../../shared/api/consulta';
import { useState } from 'react';
import { alEnviar } from '../../../shared/ui/al-enviar';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import { useAccionEmpresa, useClavesApi } from '../api/empresa.api';

/** Claves de API: se muestran una sola vez; sirven para leer órdenes y actualizar stock y precios. */
export function ClavesApi() {
  const claves = useClavesApi();
  const [nombre, setNombre] = useState('');
  const [nueva, setNueva] = useState<string | null>(null);
  const crear = useAccionEmpresa((n: string) =>
    enviar(claveApiSchema, '/claves-api/', { metodo: 'POST', cuerpo: { nombre: n } }),
  );
  const revocar = useAccionEmpresa((id: number) =>
    solicitar(`/claves-api/${id}/`, { metodo: 'DELETE' }),
  );
  const crearClave = () => {
    if (!nombre.trim()) return;
    crear.mutate(nombre, {
      onSuccess: (r) => {
        if (r?.kind === 'ok') {
          setNueva(r.data.clave ?? null);
          setNombre('');
        } else if (r) avisarFallo(r, mensajeErrorAl('crear la clave'));
      },
    });
  };
  return (
    <Stack>
      <Title order={2}>API para sus sistemas</Title>
      <Text size="sm" c="dimmed">
        Con una clave, su sistema puede leer sus órdenes y actualizar stock y precios enviando la
        cabecera <Code>X-Api-Key</Code>.
      </Text>
      <form onSubmit={alEnviar(crearClave)} noValidate>
        <Group align="flex-end">
          <TextInput
            label="Nombre de la clave"
            placeholder="Ej.: ERP"
            value={nombre}
            onChange={(e) => setNombre(e.currentTarget.value)}
          />
          <Button type="submit" disabled={!nombre.trim()} loading={crear.isPending}>
            Crear clave
          </Button>
        </Group>
      </form>
      {nueva && (
        <Alert color="yellow" title="Copie la clave ahora: no se volverá a mostrar">
          <Group wrap="nowrap">
            <Code style={{ wordBreak: 'break-all' }}>{nueva}</Code>
            <CopyButton value={nueva}>
              {({ copied, copy }) => (
                <Button size="xs" onClick={copy}>
                  {copied ? 'Copiada' : 'Copiar'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Alert>
      )}
      {claves.isPending ? (
        <Loader role="status" aria-label="Cargando claves" />
      ) : claves.isError ? (
        <Alert color="red">No pudimos cargar las claves.</Alert>
      ) : claves.data.length === 0 ? (
        <Text c="dimmed">Todavía no creó claves.</Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table>
            <Table.Tbody>
              {claves.data.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Text fw={500}>{c.nombre}</Text>
                    <Text size="xs" c="dimmed">
                      nemu_{c.prefijo}_… ·{' '}
                      {c.ultimo_uso_en ? `usada ${formatoFechaHora(c.ultimo_uso_en)}` : 'sin uso'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {c.activo ? (
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() =>
                          void confirmar({
                            mensaje: `¿Revocar la clave "${c.nombre}"? Los sistemas que la usen dejarán de funcionar.`,
                            peligro: true,
                          }).then(
                            (ok) =>
                              ok &&
                              revocar.mutate(c.id, {
                                onSuccess: (r) =>
                                  r?.kind === 'ok'
                                    ? avisarExito('Clave revocada.')
                                    : r && avisarFallo(r, mensajeErrorAl('revocar la clave')),
                              }),
                          )
                        }
                      >
                        Revocar
                      </Button>
                    ) : (
                      <Badge color="gray">Revocada</Badge>
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
