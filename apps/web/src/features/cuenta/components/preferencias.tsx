import { Stack, Switch } from '@mantine/core';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { useActualizarPerfil, type Perfil } from '../api/cuenta.api';

const OPCIONES = [
  {
    campo: 'notificaciones_activas',
    etiqueta: 'Notificaciones',
    descripcion: 'Avisos de pedidos y mensajes.',
  },
  { campo: 'sonidos_activos', etiqueta: 'Sonidos', descripcion: 'Sonido al recibir un aviso.' },
  {
    campo: 'recibir_ofertas_email',
    etiqueta: 'Ofertas por correo',
    descripcion: 'Promociones a su correo.',
  },
  {
    campo: 'recibir_ofertas_notificacion',
    etiqueta: 'Ofertas por notificación',
    descripcion: 'Promociones como notificaciones.',
  },
] as const;

/** Preferencias de notificaciones, sonido y ofertas; cada cambio se guarda al instante. */
export function Preferencias({ perfil, alCambiar }: { perfil: Perfil; alCambiar?: () => void }) {
  const actualizar = useActualizarPerfil();
  return (
    <Stack gap="md">
      {OPCIONES.map(({ campo, etiqueta, descripcion }) => (
        <Switch
          key={campo}
          label={etiqueta}
          description={descripcion}
          checked={perfil[campo] === true}
          disabled={actualizar.isPending}
          onChange={(e) =>
            actualizar.mutate(
              { id: perfil.id, datos: { [campo]: e.currentTarget.checked } },
              {
                onSuccess: (resultado) => {
                  if (!resultado) return;
                  if (resultado.kind !== 'ok') return avisarFallo(resultado);
                  avisarExito();
                  alCambiar?.();
                },
              },
            )
          }
        />
      ))}
    </Stack>
  );
}
