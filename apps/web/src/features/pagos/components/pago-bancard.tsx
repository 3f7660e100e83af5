import { Alert, Box, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useConfigPagos } from '../api/pagos.api';
import { cargarBancard, montarFormulario, type FormularioBancard } from '../bancard';

/** Id fijo: la librería de Bancard lo usa en un selector CSS (`#id iframe`). */
export const CONTENEDOR_BANCARD = 'bancard-formulario';

const TITULOS: Record<FormularioBancard, string> = {
  checkout: 'Pagar con tarjeta',
  zimple: 'Pagar con Zimple',
  cards: 'Agregar tarjeta',
};

/**
 * Página propia que monta el formulario seguro de Bancard para un process_id. Al terminar,
 * Bancard lleva al comprador a la return_url (confirmación del pedido o lista de tarjetas).
 */
export function PagoBancard({
  tipo,
  processId,
  volver,
}: {
  tipo: FormularioBancard;
  processId: string;
  /** Enlace para salir sin completar (el pedido o la compra). */
  volver: ReactNode;
}) {
  const config = useConfigPagos();
  const script = config.data?.checkout_js ?? null;
  const [estado, setEstado] = useState<'cargando' | 'listo' | 'error'>('cargando');
  const [intento, setIntento] = useState(0);

  useEffect(() => {
    if (!script || !processId) return;
    let vigente = true;
    cargarBancard(script)
      .then((bancard) => {
        if (!vigente) return;
        montarFormulario(bancard, tipo, CONTENEDOR_BANCARD, processId);
        setEstado('listo');
      })
      .catch(() => {
        if (vigente) setEstado('error');
      });
    return () => {
      vigente = false;
      window.Bancard?.destroy();
    };
  }, [script, tipo, processId, intento]);

  function reintentar() {
    setEstado('cargando');
    setIntento((n) => n + 1);
  }

  let aviso: ReactNode = null;
  if (config.isPending) aviso = <Loader role="status" aria-label="Preparando el pago seguro" />;
  else if (config.isError) {
    aviso = (
      <Alert color="red" title="No pudimos preparar el pago">
        <Text size="sm">{config.error.message}</Text>
        <Button mt="sm" variant="light" onClick={() => void config.refetch()}>
          Reintentar
        </Button>
      </Alert>
    );
  } else if (!script) {
    aviso = (
      <Alert color="yellow" title="Formulario no disponible">
        El procesador de pagos configurado no usa el formulario de Bancard.
      </Alert>
    );
  } else if (estado === 'error') {
    aviso = (
      <Alert color="red" title="No pudimos cargar el formulario de Bancard">
        <Text size="sm">Revise su conexión a internet e intente de nuevo.</Text>
        <Button mt="sm" variant="light" onClick={reintentar}>
          Reintentar
        </Button>
      </Alert>
    );
  } else if (estado === 'cargando') {
    aviso = <Loader role="status" aria-label="Cargando el formulario de Bancard" />;
  }

  return (
    <Stack maw={560} mx="auto" w="100%">
      <Title order={2}>{TITULOS[tipo]}</Title>
      <Group gap="xs" wrap="nowrap">
        <IconLock size={20} style={{ flexShrink: 0 }} aria-hidden />
        <Text size="sm" c="dimmed">
          {tipo === 'zimple'
            ? 'Confirme el pago con el código que Zimple le envía por SMS.'
            : 'Los datos de su tarjeta se escriben en el formulario seguro de Bancard; Ñemu no los ve ni los guarda.'}
        </Text>
      </Group>
      {aviso}
      {script && estado !== 'error' && (
        <Card withBorder padding="xs" miw={320}>
          <Box
            id={CONTENEDOR_BANCARD}
            mih={estado === 'listo' ? 360 : 0}
            aria-label={`Formulario de Bancard: ${TITULOS[tipo].toLowerCase()}`}
          />
        </Card>
      )}
      {volver}
    </Stack>
  );
}
