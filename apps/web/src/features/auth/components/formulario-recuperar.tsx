import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAJES, mensajeErrorAl } from '@nemu/domain';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { mostrarFalloEnFormulario } from '../../../shared/api/errores-formulario';
import { useRecuperarContrasena } from '../api/auth.api';

/** Pide el enlace de recuperación; la respuesta es la misma exista o no el correo. */
export function FormularioRecuperar() {
  const recuperar = useRecuperarContrasena();
  const [enviado, setEnviado] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: { email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : MENSAJES.emailInvalido) },
  });

  const enviar = form.onSubmit(({ email }) =>
    recuperar.mutate(email.trim(), {
      onSuccess: (resultado) => {
        if (!resultado) return;
        if (resultado.kind !== 'ok')
          return mostrarFalloEnFormulario(form, resultado, mensajeErrorAl('enviar el enlace'));
        setEnviado(true);
      },
    }),
  );

  if (enviado) {
    return (
      <Alert color="green" variant="light" icon={<IconMailCheck />} role="status">
        {MENSAJES.recuperacionEnviada}
      </Alert>
    );
  }
  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="md">
        <TextInput
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" size="md" fullWidth loading={recuperar.isPending}>
          Enviar enlace
        </Button>
      </Stack>
    </form>
  );
}
