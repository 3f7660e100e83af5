import {
  Avatar,
  Button,
  FileInput,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ETIQUETAS_GENERO, MENSAJES, telefonoA09, validarRuc } from '@nemu/domain';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { mostrarFalloEnFormulario } from '../../../shared/api/errores-formulario';
import { CampoFecha } from '../../../shared/ui/campo-fecha';
import { avisarExito } from '../../../shared/ui/avisos';
import { useActualizarPerfil, type Perfil } from '../api/cuenta.api';
import { urlMedia } from '../../../shared/api/media';

const requerido = (v: string) => (v.trim() === '' ? MENSAJES.campoRequerido : null);

/** Datos personales del cliente; el teléfono se muestra como 09… y se guarda como 595…. */
export function FormularioPerfil({
  perfil,
  alGuardar,
}: {
  perfil: Perfil;
  alGuardar?: () => void;
}) {
  const actualizar = useActualizarPerfil();
  const [imagen, setImagen] = useState<File | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      first_name: perfil.first_name,
      last_name: perfil.last_name,
      email: perfil.email,
      nro_telefono: telefonoA09(perfil.nro_telefono),
      nro_documento: perfil.nro_documento ?? '',
      fecha_nacimiento: perfil.fecha_nacimiento ?? '',
      genero: perfil.genero === null ? null : String(perfil.genero),
      ruc: perfil.ruc ?? '',
      razon_social: perfil.razon_social ?? '',
    },
    validate: {
      first_name: requerido,
      last_name: requerido,
      ruc: (v) => (v.trim() === '' || validarRuc(v) ? null : MENSAJES.rucInvalido),
    },
  });

  const enviar = form.onSubmit((valores) => {
    const datos = new FormData();
    for (const [clave, valor] of Object.entries(valores)) {
      if (valor === null || (valor === '' && clave === 'genero')) continue;
      if (valor === '' && ['email', 'nro_telefono', 'ruc', 'fecha_nacimiento'].includes(clave))
        continue;
      datos.append(clave, valor);
    }
    if (imagen) datos.append('imagen_perfil', imagen);
    actualizar.mutate(
      { id: perfil.id, datos },
      {
        onSuccess: (resultado) => {
          if (!resultado) return;
          if (resultado.kind !== 'ok') return mostrarFalloEnFormulario(form, resultado);
          avisarExito();
          setImagen(null);
          alGuardar?.();
        },
      },
    );
  });

  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="md">
        <Group>
          <Avatar
            src={urlMedia(perfil.imagen_perfil)}
            alt="Su foto de perfil"
            name={`${perfil.first_name} ${perfil.last_name}`}
            color="initials"
            size={64}
          />
          <FileInput
            flex={1}
            label="Foto de perfil"
            placeholder="Cambiar imagen"
            accept="image/png,image/jpeg,image/webp"
            leftSection={<IconPhoto size={16} />}
            clearable
            value={imagen}
            onChange={setImagen}
            error={form.errors.imagen_perfil}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Nombre" required {...form.getInputProps('first_name')} />
          <TextInput label="Apellido" required {...form.getInputProps('last_name')} />
          <TextInput label="Correo electrónico" type="email" {...form.getInputProps('email')} />
          <TextInput
            label="Teléfono celular"
            type="tel"
            placeholder="0981 123 456"
            {...form.getInputProps('nro_telefono')}
          />
          <TextInput
            label="Número de cédula"
            inputMode="numeric"
            {...form.getInputProps('nro_documento')}
          />
          <CampoFecha
            label="Fecha de nacimiento"
            maxDate={new Date()}
            {...form.getInputProps('fecha_nacimiento')}
          />
          <Select
            label="Género"
            placeholder="Seleccione"
            clearable
            data={Object.entries(ETIQUETAS_GENERO).map(([value, label]) => ({ value, label }))}
            {...form.getInputProps('genero')}
          />
          <TextInput label="RUC" placeholder="80028061-0" {...form.getInputProps('ruc')} />
          <TextInput label="Razón social" {...form.getInputProps('razon_social')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={actualizar.isPending}>
            Guardar cambios
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
