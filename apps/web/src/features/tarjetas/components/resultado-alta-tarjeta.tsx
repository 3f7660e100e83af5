import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconTrash } from '@tabler/icons-react';
import { presentacionTarjeta, mensajeErrorAl } from '@nemu/domain';
import { Link } from 'react-router';
import { avisarError, avisarExito } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import { useEliminarTarjeta, usePredeterminarTarjeta, useTarjetas } from '../api/tarjetas.api';

/** `/tarjeta/agregar/:a/:b`: vuelta desde la página del procesador y lista de tarjetas. */
export function ResultadoAltaTarjeta({ cardId, resultado }: { cardId: string; resultado: string }) {
  const tarjetas = useTarjetas();
  const predeterminar = usePredeterminarTarjeta();
  const eliminar = useEliminarTarjeta();
  const registrada = tarjetas.data?.some((t) => t.card_id === cardId) ?? false;

  async function borrar(id: string) {
    if (
      !(await confirmar({
        mensaje: '¿Eliminar esta tarjeta?',
        peligro: true,
        textoConfirmar: 'Eliminar',
      }))
    )
      return;
    eliminar.mutate(id, {
      onSuccess: () => avisarExito('Tarjeta eliminada.'),
      onError: () => avisarError(mensajeErrorAl('eliminar')),
    });
  }

  return (
    <Stack maw={560} mx="auto">
      <Title order={2}>Tarjetas</Title>
      {tarjetas.isPending ? (
        <Loader role="status" aria-label="Cargando tarjetas" />
      ) : tarjetas.isError ? (
        <Alert color="red">{tarjetas.error.message}</Alert>
      ) : (
        <>
          <Alert
            color={registrada ? 'green' : 'yellow'}
            title={registrada ? 'Tarjeta agregada' : 'La tarjeta no se agregó'}
          >
            {registrada
              ? 'Ya puede pagar con su nueva tarjeta.'
              : resultado === 'cancelado'
                ? 'Se canceló el registro de la tarjeta.'
                : 'El procesador no confirmó el registro. Intente de nuevo.'}
          </Alert>
          {tarjetas.data.length === 0 && (
            <Text c="dimmed">Todavía no tiene tarjetas guardadas.</Text>
          )}
          {tarjetas.data.map((t) => {
            const p = presentacionTarjeta(t);
            return (
              <Card
                key={t.card_id}
                radius="md"
                p="md"
                style={{ background: p.colorHex, color: 'white' }}
              >
                <Stack gap="sm">
                  <Stack gap={2}>
                    <Group gap="xs">
                      <IconCreditCard />
                      <Text fw={600}>{t.card_brand}</Text>
                    </Group>
                    <Text ff="monospace" fz="lg">
                      {p.numeroEnGrupos}
                    </Text>
                    <Text size="sm">
                      {t.default
                        ? 'Predeterminada'
                        : t.expiration_date
                          ? `Vence ${t.expiration_date}`
                          : ''}
                    </Text>
                  </Stack>
                  <Group gap="xs" justify="flex-end">
                    {!t.default && (
                      <Button
                        size="sm"
                        mih={44}
                        variant="white"
                        loading={predeterminar.isPending && predeterminar.variables === t.card_id}
                        disabled={predeterminar.isPending}
                        onClick={() =>
                          predeterminar.mutate(t.card_id, {
                            onSuccess: () => avisarExito('Tarjeta predeterminada.'),
                            onError: () => avisarError(mensajeErrorAl('predeterminar la tarjeta')),
                          })
                        }
                      >
                        Predeterminar
                      </Button>
                    )}
                    <Button
                      size="sm"
                      mih={44}
                      color="red"
                      leftSection={<IconTrash size={14} />}
                      loading={eliminar.isPending && eliminar.variables === t.card_id}
                      disabled={eliminar.isPending}
                      onClick={() => void borrar(t.card_id)}
                    >
                      Eliminar
                    </Button>
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </>
      )}
      <Button component={Link} to="/checkout">
        Volver a la compra
      </Button>
    </Stack>
  );
}
