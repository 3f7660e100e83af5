import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAJES, telefonoA09, type PerfilEmpresaTransporte } from '@nemu/domain';
import { useState } from 'react';
import { primerErrorGeneral } from '../../../shared/api/resultado';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { useEditarPerfilEmpresa, usePerfilEmpresa } from '../api/empresa-transporte.api';

const CAMPOS = ['nombre', 'razon_social', 'ruc', 'nro_telefono', 'email', 'direccion'] as const;
type Valores = Record<(typeof CAMPOS)[number], string>;

function FormularioPerfil({
  perfil,
  alGuardar,
}: {
  perfil: PerfilEmpresaTransporte;
  alGuardar: () => void;
}) {
  const editar = useEditarPerfilEmpresa();
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<Valores>({
    initialValues: {
      nombre: perfil.nombre,
      razon_social: perfil.razon_social ?? '',
      ruc: perfil.ruc ?? '',
      nro_telefono: telefonoA09(perfil.nro_telefono),
      email: perfil.email ?? '',
      direccion: perfil.direccion ?? '',
    },
    validate: { nombre: (v) => (v.trim().length >= 2 ? null : MENSAJES.campoRequerido) },
  });
  const alEnviar = form.onSubmit((v) => {
    setGeneral(null);
    const datos = Object.fromEntries(
      CAMPOS.map((c) => [c, v[c].trim() === '' ? null : v[c].trim()]),
    );
    editar.mutate(datos, {
      onSuccess: (r) => {
        if (!r) return;
        if (r.kind === 'ok') {
          avisarExito('Perfil de la empresa actualizado.');
          return alGuardar();
        }
        if (r.kind !== 'bad-data') return avisarFallo(r);
        form.setErrors(
          Object.fromEntries(CAMPOS.filter((c) => r.errores[c]).map((c) => [c, r.errores[c]?.[0]])),
        );
        setGeneral(primerErrorGeneral(r.errores) ?? MENSAJES.validacion);
      },
    });
  });
  return (
    <form onSubmit={alEnviar} noValidate>
      <Stack maw={760}>
        {general && (
          <Alert color="red" role="alert">
            {general}
          </Alert>
        )}
        <Card withBorder>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Nombre comercial" required {...form.getInputProps('nombre')} />
            <TextInput label="Razón social" {...form.getInputProps('razon_social')} />
            <TextInput
              label="RUC"
              placeholder="80055512-3"
              description="Con su dígito verificador"
              {...form.getInputProps('ruc')}
            />
            <TextInput
              label="Teléfono"
              inputMode="tel"
              placeholder="0981 123 456"
              {...form.getInputProps('nro_telefono')}
            />
            <TextInput label="Correo electrónico" type="email" {...form.getInputProps('email')} />
            <TextInput label="Dirección" {...form.getInputProps('direccion')} />
          </SimpleGrid>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={editar.isPending}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /adm_transportista/editar/perfil. */
export function PerfilEmpresa({ alGuardar }: { alGuardar: () => void }) {
  const perfil = usePerfilEmpresa();
  if (perfil.isPending) return <Skeleton h={260} maw={760} />;
  if (perfil.isError)
    return (
      <Alert color="red" title="No se pudo cargar el perfil" maw={760}>
        <Button variant="light" size="sm" mt="xs" onClick={() => void perfil.refetch()}>
          Reintentar
        </Button>
      </Alert>
    );
  return (
    <Stack maw={760}>
      <Title order={2}>Perfil de la empresa</Title>
      <FormularioPerfil perfil={perfil.data} alGuardar={alGuardar} />
    </Stack>
  );
}
