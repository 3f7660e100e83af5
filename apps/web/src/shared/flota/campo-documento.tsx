import {
  Box,
  Card,
  Group,
  Image,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { IconCamera, IconCheck, IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { useTurnoVigente } from '../hooks/use-turno-vigente';
import { comprimirImagen } from '../imagenes/comprimir-imagen';
import clases from './campo-documento.module.css';

interface Props {
  /** Nombre del documento: es la etiqueta del selector de archivo. */
  etiqueta: string;
  descripcion?: string;
  valor: File | null;
  alCambiar: (archivo: File | null) => void;
  error?: string | null | undefined;
  requerido?: boolean;
  /** Avisa cuando empieza y termina de prepararse el archivo elegido (la foto se achica antes). */
  alPreparar?: (preparando: boolean) => void;
}

/**
 * Documento con dos entradas: la cámara del teléfono (`capture`) o un archivo (foto o PDF).
 * Muestra la miniatura o el nombre del PDF elegido, y el error del campo.
 */
export function CampoDocumento({
  etiqueta,
  descripcion,
  valor,
  alCambiar,
  error,
  requerido,
  alPreparar,
}: Props) {
  const id = useId();
  const [preparando, setPreparando] = useState(false);
  // Sólo cuenta el último archivo elegido: una foto anterior que termina después no lo pisa.
  const nuevaEleccion = useTurnoVigente();
  const vista = useMemo(
    () => (valor && valor.type.startsWith('image/') ? URL.createObjectURL(valor) : null),
    [valor],
  );
  useEffect(() => () => (vista ? URL.revokeObjectURL(vista) : undefined), [vista]);
  // Las fotos se achican en el teléfono antes de subirlas (≤ 1 MB, ≤ 1024 px); un PDF va tal cual.
  const elegir = (e: ChangeEvent<HTMLInputElement>) => {
    const archivo = e.currentTarget.files?.[0] ?? null;
    e.currentTarget.value = '';
    if (!archivo) return;
    const vigente = nuevaEleccion();
    setPreparando(true);
    alPreparar?.(true);
    void comprimirImagen(archivo).then((listo) => {
      if (!vigente()) return;
      setPreparando(false);
      alPreparar?.(false);
      alCambiar(listo);
    });
  };
  return (
    <Card withBorder padding="sm" className={error ? clases.conError : undefined}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600} size="sm">
              {etiqueta}
              {requerido && (
                <Text span c="red" aria-hidden>
                  {' '}
                  *
                </Text>
              )}
            </Text>
            {descripcion && (
              <Text size="xs" c="dimmed">
                {descripcion}
              </Text>
            )}
          </div>
          {valor && (
            <ThemeIcon color="green" variant="light" radius="xl" aria-label="Archivo elegido">
              <IconCheck size={16} />
            </ThemeIcon>
          )}
        </Group>
        {preparando && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="xs">Preparando el archivo…</Text>
          </Group>
        )}
        {valor && !preparando && (
          <Group gap="xs" wrap="nowrap">
            {vista ? (
              <Image
                src={vista}
                alt={`Vista previa: ${etiqueta}`}
                h={64}
                w={96}
                fit="cover"
                radius="sm"
              />
            ) : (
              <IconFileTypePdf size={32} aria-hidden />
            )}
            <Text size="xs" truncate="end" maw={220}>
              {valor.name}
            </Text>
          </Group>
        )}
        <Group grow gap="xs">
          <UnstyledButton component="label" htmlFor={`${id}-camara`} className={clases.boton}>
            <IconCamera size={18} aria-hidden />
            <span>Tomar foto</span>
          </UnstyledButton>
          <UnstyledButton component="label" htmlFor={`${id}-archivo`} className={clases.boton}>
            <IconUpload size={18} aria-hidden />
            <span>{valor ? 'Cambiar archivo' : 'Elegir archivo'}</span>
          </UnstyledButton>
        </Group>
        <Box className={clases.oculto}>
          <input
            id={`${id}-camara`}
            type="file"
            accept="image/*"
            capture="environment"
            aria-label={`${etiqueta}: tomar foto`}
            onChange={elegir}
          />
          <input
            id={`${id}-archivo`}
            type="file"
            accept="image/*,application/pdf"
            aria-label={etiqueta}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={elegir}
          />
        </Box>
        {error && (
          <Text id={`${id}-error`} size="xs" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
