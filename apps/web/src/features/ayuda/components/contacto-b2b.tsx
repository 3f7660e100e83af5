import {
  Alert,
  Button,
  FileInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ADJUNTO_B2B_MAX_BYTES, MENSAJES } from '@nemu/domain';
import { IconCircleCheck, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { avisarFallo } from '../../../shared/ui/avisos';
import { useContactoB2b } from '../api/ayuda.api';

/** `/B2B`: formulario de contacto para empresas (POST /request-contact-b2b/). */
export function ContactoB2b() {
  const enviar = useContactoB2b();
  const [enviado, setEnviado] = useState<string | null>(null);
  const [archivo, setArchivo] = useState<File | null>(null);
  const form = useForm({
    initialValues: { nombre: '', empresa: '', ruc: '', email: '', nro_telefono: '', mensaje: '' },
  });
  function elegirArchivo(f: File | null) {
    setArchivo(f);
    form.setFieldError(
      'archivo',
      f && f.size > ADJUNTO_B2B_MAX_BYTES ? MENSAJES.adjuntoDemasiadoGrande : null,
    );
  }
  const guardar = form.onSubmit(async (valores) => {
    if (archivo && archivo.size > ADJUNTO_B2B_MAX_BYTES) return;
    const r = await enviar.mutateAsync({ datos: valores, archivo });
    if (r === null) return;
    if (r.kind === 'ok') setEnviado(r.data.mensaje);
    else {
      if (r.kind === 'bad-data')
        form.setErrors(Object.fromEntries(Object.entries(r.errores).map(([k, v]) => [k, v[0]])));
      avisarFallo(r, 'No se pudo enviar la consulta');
    }
  });
  return (
    <Stack maw={720}>
      <Title order={1} fz="h2">
        Ñemu para empresas
      </Title>
      <Text c="dimmed">
        Compras mayoristas, facturación con RUC y entregas programadas para su negocio. Déjenos sus
        datos y un asesor lo contactará.
      </Text>
      {enviado ? (
        <Alert color="teal" icon={<IconCircleCheck />} data-testid="b2b-enviado">
          {enviado}
        </Alert>
      ) : (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <form onSubmit={(e) => void guardar(e)} noValidate>
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Nombre y apellido" required {...form.getInputProps('nombre')} />
                <TextInput label="Empresa" {...form.getInputProps('empresa')} />
                <TextInput label="RUC" {...form.getInputProps('ruc')} />
                <TextInput
                  label="Correo electrónico"
                  type="email"
                  required
                  {...form.getInputProps('email')}
                />
                <TextInput
                  label="Teléfono"
                  placeholder="0981 123 456"
                  {...form.getInputProps('nro_telefono')}
                />
              </SimpleGrid>
              <Textarea
                label="¿En qué podemos ayudarle?"
                autosize
                minRows={3}
                {...form.getInputProps('mensaje')}
              />
              <FileInput
                label="Adjunto (opcional)"
                description="Lista de productos, pliego o constancia: PDF o imagen, hasta 5 MB."
                placeholder="Elegir archivo"
                accept="application/pdf,image/png,image/jpeg,image/webp"
                leftSection={<IconPaperclip size={16} />}
                clearable
                value={archivo}
                onChange={elegirArchivo}
                error={form.errors.archivo}
              />
              <Button type="submit" loading={enviar.isPending} w={{ base: '100%', sm: 'auto' }}>
                Enviar consulta
              </Button>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
