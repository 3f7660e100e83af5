import {
  Alert,
  Avatar,
  Button,
  Card,
  Group,
  Rating,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { ETIQUETAS_TIPO_CALIFICACION, type PedidoCalificacion } from '@nemu/domain';
import { useState } from 'react';
import { mensajeFallo } from '../../../shared/api/resultado';
import { useCalificacionesPendientes, useCalificar } from '../api/calificaciones.api';

const ETIQUETAS_ESTRELLAS = ['Muy malo', 'Malo', 'Regular', 'Bueno', 'Excelente'];

/**
 * Después de la entrega: el cliente califica al transportista, a cada proveedor y a cada
 * producto del pedido (1 a 5, comentario opcional). Desaparece cuando no queda nada.
 */
export function CalificarPedido({ pedido, entregado }: { pedido: number; entregado: boolean }) {
  const pendientes = useCalificacionesPendientes(pedido, entregado);
  const [recienCalificados, setRecienCalificados] = useState(0);
  if (!entregado) return null;
  if (pendientes.isPending) return <Skeleton height={120} aria-label="Cargando calificaciones" />;
  if (pendientes.isError) {
    return (
      <Alert color="red" title="No pudimos cargar qué falta calificar">
        {pendientes.error.message}
      </Alert>
    );
  }
  if (pendientes.data.length === 0) {
    return recienCalificados > 0 ? (
      <Alert color="green" title="¡Gracias por calificar!">
        Sus calificaciones ayudan a otros clientes a elegir.
      </Alert>
    ) : null;
  }
  return (
    <Card withBorder component="section" aria-labelledby="titulo-calificar">
      <Stack>
        <div>
          <Title order={3} id="titulo-calificar">
            Califique su pedido
          </Title>
          <Text size="sm" c="dimmed">
            ¿Cómo le fue? Califique del 1 al 5 al transportista, al proveedor y a los productos.
          </Text>
        </div>
        {pendientes.data.map((p) => (
          <TarjetaCalificar
            key={`${p.tipo_calificacion}-${p.id_calificar}`}
            pedido={pedido}
            calificable={p}
            alCalificar={() => setRecienCalificados((n) => n + 1)}
          />
        ))}
      </Stack>
    </Card>
  );
}

function TarjetaCalificar({
  pedido,
  calificable,
  alCalificar,
}: {
  pedido: number;
  calificable: PedidoCalificacion;
  alCalificar: () => void;
}) {
  const [estrellas, setEstrellas] = useState(0);
  const [comentario, setComentario] = useState('');
  const [error, setError] = useState<string | null>(null);
  const calificar = useCalificar(pedido);
  const tipo = ETIQUETAS_TIPO_CALIFICACION[calificable.tipo_calificacion];
  const idBase = `calificar-${calificable.tipo_calificacion}-${calificable.id_calificar}`;

  const guardar = async () => {
    setError(null);
    const r = await calificar.mutateAsync({
      tipo_calificacion: calificable.tipo_calificacion,
      id_calificar: calificable.id_calificar,
      calificacion: estrellas,
      comentario: comentario.trim() || undefined,
    });
    if (r?.kind === 'ok') alCalificar();
    else if (r) setError(mensajeFallo(r));
  };

  return (
    <Card withBorder padding="sm" data-testid={idBase}>
      <Stack gap="xs">
        <Group wrap="nowrap">
          <Avatar src={calificable.imagen} alt="" radius="sm" />
          <div style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              {tipo}
            </Text>
            <Text fw={600} className="texto-entero">
              {calificable.nombre}
            </Text>
          </div>
        </Group>
        <Group gap="sm">
          <Rating
            value={estrellas}
            onChange={setEstrellas}
            size="xl"
            aria-label={`Calificación para ${calificable.nombre}`}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {estrellas > 0 ? ETIQUETAS_ESTRELLAS[estrellas - 1] : 'Elija de 1 a 5 estrellas'}
          </Text>
        </Group>
        <Textarea
          id={`${idBase}-comentario`}
          label="Comentario (opcional)"
          value={comentario}
          onChange={(e) => setComentario(e.currentTarget.value)}
          maxLength={1000}
          rows={2}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            onClick={guardar}
            disabled={estrellas === 0}
            loading={calificar.isPending}
            mih={44}
          >
            Enviar calificación
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
