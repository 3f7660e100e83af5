import {
  Alert,
  Button,
  Card,
  Group,
  MultiSelect,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { MENSAJES } from '@nemu/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useCiudades } from '../../../shared/flota/flota.api';
import { useUsuario } from '../../../shared/sesion/sesion.store';
import { alEnviar } from '../../../shared/ui/al-enviar';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { useActualizarTransportista, useFichaTransportista } from '../api/driver-perfil.api';

/** /driver/perfil/update: las ciudades donde trabaja (los datos personales, en Mi cuenta). */
export function EditarPerfilTransportista({ alGuardar }: { alGuardar: () => void }) {
  const usuario = useUsuario();
  const id = usuario?.transportista_id ?? 0;
  const ficha = useFichaTransportista(id || null);
  const ciudades = useCiudades();
  const actualizar = useActualizarTransportista(id);
  const [elegidas, setElegidas] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (ficha.data && elegidas === null) setElegidas(ficha.data.ciudades.map(String));
  }, [ficha.data, elegidas]);

  if (ficha.isPending) return <Skeleton h={200} maw={640} />;
  if (ficha.isError)
    return (
      <Alert color="red" title="No se pudo cargar su perfil" maw={640}>
        <Button variant="light" size="sm" mt="xs" onClick={() => void ficha.refetch()}>
          Reintentar
        </Button>
      </Alert>
    );

  const guardar = () => {
    if (!elegidas || elegidas.length === 0) return setError('Elija al menos una ciudad.');
    const datos = new FormData();
    datos.append('ciudades', elegidas.join(','));
    actualizar.mutate(datos, {
      onSuccess: (r) => {
        if (!r) return;
        if (r.kind === 'ok') {
          avisarExito('Perfil actualizado.');
          return alGuardar();
        }
        if (r.kind === 'bad-data') setError(r.errores.ciudades?.[0] ?? MENSAJES.validacion);
        avisarFallo(r);
      },
    });
  };

  return (
    <form onSubmit={alEnviar(guardar)} noValidate>
      <Stack maw={640}>
        <Title order={2}>Editar perfil</Title>
        <Card withBorder>
          <Stack>
            <MultiSelect
              label="Ciudades donde trabaja"
              description="Recibirá oportunidades de rutas en estas ciudades"
              required
              searchable
              data={(ciudades.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre }))}
              value={elegidas ?? []}
              onChange={(v) => {
                setElegidas(v);
                setError(null);
              }}
              error={error}
            />
            <Text size="sm" c="dimmed">
              Su nombre, teléfono y foto se cambian en <Link to="/cliente">Mi cuenta</Link>.
            </Text>
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button component={Link} to="/driver/perfil" variant="default" size="md">
            Cancelar
          </Button>
          <Button type="submit" size="md" loading={actualizar.isPending}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
