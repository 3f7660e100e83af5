import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { loginSchema, MENSAJES, type Login } from '@nemu/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { mensajeFallo, primerErrorGeneral, type Fallo } from '../../../shared/api/resultado';
import { iniciarSesion } from '../../../shared/sesion/sesion.store';
import type { UsuarioSesion } from '../../../shared/sesion/usuario-sesion.schema';
import { useIngresar } from '../api/auth.api';

interface Props {
  alIngresar: (usuario: UsuarioSesion) => void;
}

const CAMPOS: readonly (keyof Login)[] = ['username', 'password'];

export function FormularioIngreso({ alIngresar }: Props) {
  const ingreso = useIngresar();
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  const form = useForm<Login>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
  });

  function mostrarFallo(fallo: Fallo) {
    if (fallo.kind !== 'bad-data') return setErrorGeneral(mensajeFallo(fallo));
    const deCampos = CAMPOS.filter((campo) => fallo.errores[campo]?.[0]);
    form.setErrors(Object.fromEntries(deCampos.map((campo) => [campo, fallo.errores[campo]?.[0]])));
    const general = primerErrorGeneral(fallo.errores);
    setErrorGeneral(general ?? (deCampos.length === 0 ? MENSAJES.validacion : null));
  }

  const enviar = form.onSubmit((credenciales) => {
    setErrorGeneral(null);
    ingreso.mutate(credenciales, {
      onSuccess: (resultado) => {
        if (!resultado) return;
        if (resultado.kind !== 'ok') return mostrarFallo(resultado);
        iniciarSesion(resultado.data);
        alIngresar(resultado.data);
      },
    });
  });

  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="md">
        {errorGeneral && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            {errorGeneral}
          </Alert>
        )}
        <TextInput
          label="Usuario o correo electrónico"
          autoComplete="username"
          autoCapitalize="none"
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Contraseña"
          autoComplete="current-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" size="md" fullWidth loading={ingreso.isPending}>
          Ingresar
        </Button>
      </Stack>
    </form>
  );
}
