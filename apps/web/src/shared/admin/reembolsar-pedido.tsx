import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { formatoGuaranies } from '@nemu/domain';
import { useState } from 'react';
import { mensajeFallo } from '../api/resultado';
import { avisarExito } from '../ui/avisos';
import { confirmar } from '../ui/confirmar';
import { ROJO_PELIGRO } from '../ui/tema';
import { reembolsarPedido, type Reembolso } from './reembolso.api';

interface Props {
  pedido: number;
  /** Tras el reembolso: refresca las consultas de la pantalla (y, si hace falta, navega). */
  alReembolsar: (r: Reembolso) => void | Promise<void>;
}

/** Texto del aviso de éxito: la nota de crédito emitida y lo que se le debe al cliente. */
function mensajeReembolso(r: Reembolso): string {
  return [
    r.nota_credito ? `Nota de crédito ${r.nota_credito.numero} emitida` : 'Pedido reembolsado',
    r.a_devolver > 0
      ? `Se le deben ${formatoGuaranies(r.a_devolver)} al cliente (efectivo ya cobrado): registre la devolución en Balance.`
      : null,
  ]
    .filter(Boolean)
    .join('. ');
}

/**
 * Reembolso de un pedido por el administrador: pide el motivo, confirma y revierte el reparto
 * (con nota de crédito si el pedido estaba facturado). Si la API lo rechaza, muestra su mensaje.
 */
export function ReembolsarPedido({ pedido, alReembolsar }: Props) {
  const [abierto, setAbierto] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [errorMotivo, setErrorMotivo] = useState<string | null>(null);
  const [rechazo, setRechazo] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [hecho, setHecho] = useState(false);

  async function reembolsar() {
    setRechazo(null);
    if (motivo.trim() === '') {
      setErrorMotivo('Indique el motivo.');
      return;
    }
    const ok = await confirmar({
      titulo: `Reembolsar el pedido #${pedido}`,
      mensaje:
        'Se revierte lo acreditado a los proveedores; si el pedido tiene factura se emite una nota de crédito y, si el efectivo ya se cobró, queda a devolver al cliente. No se puede deshacer.',
      textoConfirmar: 'Reembolsar',
      peligro: true,
    });
    if (!ok) return;
    setEnviando(true);
    const r = await reembolsarPedido(pedido, motivo.trim());
    setEnviando(false);
    if (r === null) return;
    if (r.kind === 'ok') {
      avisarExito(mensajeReembolso(r.data));
      setHecho(true);
      await alReembolsar(r.data);
      return;
    }
    if (r.kind === 'bad-data') {
      setErrorMotivo(r.errores.motivo?.[0] ?? mensajeFallo(r));
      return;
    }
    // La sesión vencida ya lleva al ingreso.
    if (r.kind !== 'unauthorized') setRechazo(mensajeFallo(r));
  }

  if (hecho) {
    return (
      <Text fw={600} role="status">
        Pedido reembolsado
      </Text>
    );
  }
  if (!abierto) {
    return (
      <Button size="md" variant="light" color="red" onClick={() => setAbierto(true)}>
        Reembolsar pedido
      </Button>
    );
  }
  return (
    <Stack gap="xs" w={{ base: '100%', sm: 'auto' }}>
      <Group align="end" wrap="wrap">
        <TextInput
          label="Motivo del reembolso"
          value={motivo}
          onChange={(e) => {
            setMotivo(e.currentTarget.value);
            setErrorMotivo(null);
          }}
          error={errorMotivo}
          disabled={enviando}
          size="md"
          maxLength={300}
          w={{ base: '100%', sm: 280 }}
          autoFocus
        />
        <Group gap="xs">
          <Button
            size="md"
            color={ROJO_PELIGRO}
            loading={enviando}
            onClick={() => void reembolsar()}
          >
            Reembolsar
          </Button>
          <Button
            size="md"
            variant="default"
            disabled={enviando}
            onClick={() => {
              setAbierto(false);
              setErrorMotivo(null);
              setRechazo(null);
            }}
          >
            Cancelar
          </Button>
        </Group>
      </Group>
      {rechazo && (
        <Alert color="red" role="alert">
          {rechazo}
        </Alert>
      )}
    </Stack>
  );
}
