import { Accordion, Alert, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { usePreguntasFrecuentes } from '../api/ayuda.api';

/** `/preguntas_frecuentes`: preguntas para clientes con búsqueda. */
export function PreguntasFrecuentes() {
  const [texto, setTexto] = useState('');
  const [buscado] = useDebouncedValue(texto, 300);
  const { data, isPending, isError } = usePreguntasFrecuentes(buscado);
  return (
    <Stack maw={800}>
      <Title order={1} fz="h2">
        Preguntas frecuentes
      </Title>
      <TextInput
        aria-label="Buscar en las preguntas"
        placeholder="Buscar…"
        leftSection={<IconSearch size={16} />}
        value={texto}
        onChange={(e) => setTexto(e.currentTarget.value)}
      />
      {isPending && <Skeleton h={160} />}
      {isError && (
        <Alert color="red" icon={<IconAlertCircle />}>
          No se pudieron cargar las preguntas. Vuelva a intentar en unos momentos.
        </Alert>
      )}
      {data?.length === 0 && <Text c="dimmed">No hay preguntas que coincidan.</Text>}
      {data && data.length > 0 && (
        <Accordion variant="separated">
          {data.map((p) => (
            <Accordion.Item key={p.id} value={String(p.id)}>
              <Accordion.Control>{p.pregunta}</Accordion.Control>
              <Accordion.Panel>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {p.respuesta}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
