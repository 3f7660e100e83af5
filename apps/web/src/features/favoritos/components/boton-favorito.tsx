import { ActionIcon, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { mensajeErrorAl } from '@nemu/domain';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useHaySesion } from '../../../shared/sesion/sesion.store';
import { avisarFallo } from '../../../shared/ui/avisos';
import { useAlternarFavorito, useFavoritos } from '../api/favoritos.api';

/** Corazón de favorito; sin sesión invita a ingresar. */
export function BotonFavorito({ productoId }: { productoId: number }) {
  const conSesion = useHaySesion();
  const { data: favoritos, isPending: cargando } = useFavoritos();
  const alternar = useAlternarFavorito();
  const favorito = favoritos?.find((f) => f.producto === productoId) ?? null;
  const marcado = favorito !== null;

  if (!conSesion) {
    return (
      <Popover width={260} position="bottom" withArrow shadow="md">
        <Popover.Target>
          <ActionIcon variant="light" size="lg" aria-label="Agregar a favoritos">
            <IconHeart size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Text size="sm">Inicie sesión para guardar sus productos favoritos.</Text>
            <Group>
              <Button component={Link} to="/login" size="xs">
                Ingresar
              </Button>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    );
  }

  const cambiar = async () => {
    const r = await alternar.mutateAsync({
      productoId,
      favoritoId: favorito?.id ?? null,
      activo: !marcado,
    });
    if (r && r.kind !== 'ok')
      avisarFallo(r, mensajeErrorAl(marcado ? 'quitar de favoritos' : 'agregar a favoritos'));
  };
  return (
    <ActionIcon
      variant="light"
      color="red"
      size="lg"
      aria-label={marcado ? 'Quitar de favoritos' : 'Agregar a favoritos'}
      aria-pressed={marcado}
      loading={alternar.isPending}
      disabled={cargando}
      onClick={() => void cambiar()}
    >
      {marcado ? <IconHeartFilled size={20} /> : <IconHeart size={20} />}
    </ActionIcon>
  );
}
