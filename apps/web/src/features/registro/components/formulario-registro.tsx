import {
  Button,
  Checkbox,
  FileInput,
  Group,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ETIQUETAS_GENERO, MENSAJES, TipoRegistro, validarRuc, mensajeErrorAl } from '@nemu/domain';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { mostrarFalloEnFormulario } from '../../../shared/api/errores-formulario';
import { CampoFecha } from '../../../shared/ui/campo-fecha';
import { iniciarSesion } from '../../../shared/sesion/sesion.store';
import type { UsuarioSesion } from '../../../shared/sesion/usuario-sesion.schema';
import { useRegistrarCliente } from '../api/registro.api';

interface Valores {
  tipo: string;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  nro_telefono: string;
  nro_documento: string;
  fecha_nacimiento: string;
  genero: string | null;
  empresa_ruc: string;
  empresa_razon_social: string;
  recibir_ofertas: boolean;
  recibir_notificaciones: boolean;
}

const requerido = (v: string) => (v.trim() === '' ? MENSAJES.campoRequerido : null);

/** Registro de cliente: persona o empresa (tipo 20, con RUC y razón social de la empresa). */
export function FormularioRegistro({ alRegistrar }: { alRegistrar: (u: UsuarioSesion) => void }) {
  const registro = useRegistrarCliente();
  const [imagen, setImagen] = useState<File | null>(null);
  const form = useForm<Valores>({
    mode: 'uncontrolled',
    initialValues: {
      tipo: String(TipoRegistro.PERSONA),
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      nro_telefono: '',
      nro_documento: '',
      fecha_nacimiento: '',
      genero: null,
      empresa_ruc: '',
      empresa_razon_social: '',
      recibir_ofertas: false,
      recibir_notificaciones: false,
    },
    validate: {
      first_name: requerido,
      last_name: requerido,
      email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : MENSAJES.emailInvalido),
      password: (v) => (v.length >= 8 ? null : MENSAJES.passwordMuyCorta),
      nro_telefono: requerido,
      empresa_ruc: (v, valores) =>
        valores.tipo !== String(TipoRegistro.EMPRESA)
          ? null
          : validarRuc(v)
            ? null
            : MENSAJES.rucInvalido,
      empresa_razon_social: (v, valores) =>
        valores.tipo !== String(TipoRegistro.EMPRESA) ? null : requerido(v),
    },
  });
  const [esEmpresa, setEsEmpresa] = useState(false);
  form.watch('tipo', ({ value }) => setEsEmpresa(value === String(TipoRegistro.EMPRESA)));

  const enviar = form.onSubmit((valores) => {
    const datos = new FormData();
    for (const [clave, valor] of Object.entries(valores)) {
      if (!esEmpresa && clave.startsWith('empresa_')) continue;
      if (valor === null || valor === '') continue;
      datos.append(clave, String(valor));
    }
    if (imagen) datos.append('imagen_perfil', imagen);
    registro.mutate(datos, {
      onSuccess: (resultado) => {
        if (!resultado) return;
        if (resultado.kind !== 'ok')
          return mostrarFalloEnFormulario(form, resultado, mensajeErrorAl('crear la cuenta'));
        iniciarSesion(resultado.data);
        alRegistrar(resultado.data);
      },
    });
  });

  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          data={[
            { value: String(TipoRegistro.PERSONA), label: 'Persona' },
            { value: String(TipoRegistro.EMPRESA), label: 'Empresa' },
          ]}
          key={form.key('tipo')}
          {...form.getInputProps('tipo')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Nombre"
            required
            autoComplete="given-name"
            key={form.key('first_name')}
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label="Apellido"
            required
            autoComplete="family-name"
            key={form.key('last_name')}
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        <TextInput
          label="Correo electrónico"
          required
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Contraseña"
          description="Al menos 8 caracteres."
          required
          autoComplete="new-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Teléfono celular"
            placeholder="0981 123 456"
            required
            type="tel"
            autoComplete="tel-national"
            key={form.key('nro_telefono')}
            {...form.getInputProps('nro_telefono')}
          />
          <TextInput
            label="Número de cédula"
            inputMode="numeric"
            key={form.key('nro_documento')}
            {...form.getInputProps('nro_documento')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CampoFecha
            label="Fecha de nacimiento"
            maxDate={new Date()}
            key={form.key('fecha_nacimiento')}
            {...form.getInputProps('fecha_nacimiento')}
          />
          <Select
            label="Género"
            placeholder="Seleccione"
            clearable
            data={Object.entries(ETIQUETAS_GENERO).map(([value, label]) => ({ value, label }))}
            key={form.key('genero')}
            {...form.getInputProps('genero')}
          />
        </SimpleGrid>
        {esEmpresa && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="RUC de la empresa"
              placeholder="80028061-0"
              required
              key={form.key('empresa_ruc')}
              {...form.getInputProps('empresa_ruc')}
            />
            <TextInput
              label="Razón social"
              required
              key={form.key('empresa_razon_social')}
              {...form.getInputProps('empresa_razon_social')}
            />
          </SimpleGrid>
        )}
        <FileInput
          label="Foto de perfil (opcional)"
          placeholder="Elegir imagen"
          accept="image/png,image/jpeg,image/webp"
          leftSection={<IconPhoto size={16} />}
          clearable
          value={imagen}
          onChange={setImagen}
          error={form.errors.imagen_perfil}
        />
        <Stack gap="xs">
          <Checkbox
            label="Quiero recibir ofertas por correo"
            key={form.key('recibir_ofertas')}
            {...form.getInputProps('recibir_ofertas', { type: 'checkbox' })}
          />
          <Checkbox
            label="Quiero recibir ofertas por notificaciones"
            key={form.key('recibir_notificaciones')}
            {...form.getInputProps('recibir_notificaciones', { type: 'checkbox' })}
          />
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" size="md" fullWidth loading={registro.isPending}>
            Crear cuenta
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
