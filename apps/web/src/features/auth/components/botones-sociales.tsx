import { Button, Divider, Stack } from '@mantine/core';
import { mensajeErrorAl } from '@nemu/domain';
import { IconBrandApple, IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { iniciarSesion } from '../../../shared/sesion/sesion.store';
import type { UsuarioSesion } from '../../../shared/sesion/usuario-sesion.schema';
import { avisarFallo } from '../../../shared/ui/avisos';
import { loginSocialQueryOptions } from '../api/auth.api';
import { completarIngresoSocial, iniciarIngresoSocial } from '../api/social.api';

const BOTONES = [
  { clave: 'google', etiqueta: 'Continuar con Google', icono: IconBrandGoogle },
  { clave: 'facebook', etiqueta: 'Continuar con Facebook', icono: IconBrandFacebook },
  { clave: 'apple', etiqueta: 'Continuar con Apple', icono: IconBrandApple },
] as const;

/** Botones de ingreso social: sólo los de los proveedores configurados en el servidor. */
export function BotonesSociales({ alIngresar }: { alIngresar: (u: UsuarioSesion) => void }) {
  const { data } = useQuery(loginSocialQueryOptions());

  useEffect(() => {
    const vuelta = completarIngresoSocial(window.location.hash);
    if (!vuelta) return;
    window.history.replaceState(null, '', window.location.pathname);
    void vuelta.then((resultado) => {
      if (!resultado) return;
      if (resultado.kind !== 'ok') return avisarFallo(resultado, mensajeErrorAl('iniciar sesión'));
      iniciarSesion(resultado.data);
      alIngresar(resultado.data);
    });
  }, [alIngresar]);

  const visibles = BOTONES.filter(({ clave }) => data?.[clave]);
  if (!data || visibles.length === 0) return null;
  return (
    <Stack gap="sm">
      <Divider label="o" labelPosition="center" />
      {visibles.map(({ clave, etiqueta, icono: Icono }) => (
        <Button
          key={clave}
          variant="default"
          fullWidth
          leftSection={<Icono size={18} />}
          onClick={() => iniciarIngresoSocial(clave, data)}
        >
          {etiqueta}
        </Button>
      ))}
    </Stack>
  );
}
