import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAJES } from '@nemu/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { mensajeFallo, primerErrorGeneral } from '../../../shared/api/resultado';
import { avisarExito } from '../../../shared/ui/avisos';
import { useRestablecerContrasena } from '../api/auth.api';

interface Props {
  token: string;
  alTerminar: () => void;
}

/** Fija la nueva contraseña con el token del enlace recibido por correo. */
export function FormularioRestablecer({ token, alTerminar }: Props) {
  const restablecer = useRestablecerContrasena();
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', repetir: '' },
    validate: {
      password: (v) => (v.length >= 8 ? null : MENSAJES.passwordMuyCorta),
      repetir: (v, valores) => (v === valores.password ? null : MENSAJES.passwordsNoCoinciden),
    },
  });

  const enviar = form.onSubmit(({ password }) => {
    setErrorGeneral(null);
    restablecer.mutate(
      { token, password },
      {
        onSuccess: (resultado) => {
          if (!resultado) return;
          if (resultado.kind === 'ok') {
            avisarExito('Su contraseña fue actualizada. Ya puede ingresar.');
            return alTerminar();
          }
          if (resultado.kind === 'bad-data' && resultado.errores.password?.[0]) {
            form.setFieldError('password', resultado.errores.password[0]);
          }
          setErrorGeneral(
            resultado.kind === 'bad-data'
              ? (primerErrorGeneral(resultado.errores) ?? MENSAJES.enlaceRecuperacionInvalido)
              : mensajeFallo(resultado),
          );
        },
      },
    );
  });

  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="md">
        {errorGeneral && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            {errorGeneral}
          </Alert>
        )}
        <PasswordInput
          label="Nueva contraseña"
          description="Al menos 8 caracteres."
          autoComplete="new-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Repita la contraseña"
          autoComplete="new-password"
          key={form.key('repetir')}
          {...form.getInputProps('repetir')}
        />
        <Button type="submit" size="md" fullWidth loading={restablecer.isPending}>
          Guardar contraseña
        </Button>
      </Stack>
    </form>
  );
}
