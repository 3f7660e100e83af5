import { Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconBackspace, IconCheck } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';

interface Props {
  /** 4 (PIN del cliente) o 6 (código de retiro del proveedor). */
  largo: number;
  etiqueta: string;
  ayuda?: string;
  textoConfirmar: string;
  cargando?: boolean;
  deshabilitado?: boolean;
  error?: string | null;
  alConfirmar: (codigo: string) => void;
}

const TECLAS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** Teclado numérico grande (guantes, sol, una mano) con su campo para el teclado del teléfono. */
export function TecladoPin({
  largo,
  etiqueta,
  ayuda,
  textoConfirmar,
  cargando = false,
  deshabilitado = false,
  error,
  alConfirmar,
}: Props) {
  const [codigo, setCodigo] = useState('');
  const idAyuda = useId();
  const completo = codigo.length === largo;
  const poner = (texto: string) => setCodigo(texto.replace(/\D/g, '').slice(0, largo));
  const enviar = (e?: FormEvent) => {
    e?.preventDefault();
    if (!completo || cargando || deshabilitado) return;
    alConfirmar(codigo);
    setCodigo('');
  };
  const bloqueado = cargando || deshabilitado;

  return (
    <Stack gap="xs" component="form" onSubmit={enviar}>
      <TextInput
        label={etiqueta}
        description={ayuda}
        value={codigo}
        onChange={(e) => poner(e.currentTarget.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={largo}
        disabled={deshabilitado}
        error={error ?? undefined}
        aria-describedby={ayuda ? idAyuda : undefined}
        size="lg"
        styles={{ input: { letterSpacing: '0.5em', textAlign: 'center', fontWeight: 700 } }}
      />
      <SimpleGrid cols={3} spacing={8} aria-label="Teclado numérico">
        {TECLAS.map((t) => (
          <Button
            key={t}
            variant="default"
            h={52}
            fz="xl"
            disabled={bloqueado || completo}
            onClick={() => poner(codigo + t)}
            aria-label={`Dígito ${t}`}
          >
            {t}
          </Button>
        ))}
        <Button
          variant="subtle"
          h={52}
          disabled={bloqueado || codigo.length === 0}
          onClick={() => poner(codigo.slice(0, -1))}
          aria-label="Borrar un dígito"
        >
          <IconBackspace />
        </Button>
        <Button
          variant="default"
          h={52}
          fz="xl"
          disabled={bloqueado || completo}
          onClick={() => poner(`${codigo}0`)}
          aria-label="Dígito 0"
        >
          0
        </Button>
        <Button
          type="submit"
          h={52}
          disabled={!completo || deshabilitado}
          loading={cargando}
          aria-label={textoConfirmar}
        >
          <IconCheck />
        </Button>
      </SimpleGrid>
      <Text size="xs" c="dimmed" ta="center">
        {codigo.length} de {largo} dígitos
      </Text>
    </Stack>
  );
}
