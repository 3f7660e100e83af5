import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';

interface Props {
  abierto: boolean;
  cerrar: () => void;
  /** Devuelve un error por campo o `null` si se rechazó. */
  rechazar: (motivo: string) => Promise<string | null>;
}

/** Diálogo de rechazo: el motivo es obligatorio y le llega al proveedor. */
export function DialogoRechazo({ abierto, cerrar, rechazar }: Props) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function confirmarRechazo() {
    if (motivo.trim().length < 3) {
      setError('Escriba el motivo (al menos 3 caracteres).');
      return;
    }
    setEnviando(true);
    const fallo = await rechazar(motivo.trim());
    setEnviando(false);
    if (fallo) setError(fallo);
    else {
      setMotivo('');
      cerrar();
    }
  }

  return (
    <Modal opened={abierto} onClose={cerrar} title="Rechazar producto" centered>
      <Stack>
        <Textarea
          label="Motivo del rechazo"
          description="El proveedor lo verá en su catálogo y en la notificación."
          value={motivo}
          onChange={(e) => {
            setMotivo(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          autosize
          minRows={3}
          maxLength={500}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={cerrar}>
            Cancelar
          </Button>
          <Button color="red" loading={enviando} onClick={() => void confirmarRechazo()}>
            Rechazar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
