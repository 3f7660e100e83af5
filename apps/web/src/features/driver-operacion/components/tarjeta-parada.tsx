import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import {
  IconCash,
  IconCloudUpload,
  IconExternalLink,
  IconLock,
  IconMessageCircle,
  IconPhone,
} from '@tabler/icons-react';
import {
  MENSAJES_DRIVER_OPERACION,
  TipoParada,
  formatoFechaHora,
  formatoGuaranies,
  puntoDeTexto,
  telefonoA09,
  type HojaRutaDetalle,
  type ParadaHoja,
} from '@nemu/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { mensajeFallo } from '../../../shared/api/resultado';
import { ContadorNoLeidos } from '../../../shared/chat/contador-no-leidos';
import { useNoLeidosChat } from '../../../shared/chat/no-leidos';
import { ejecutarItinerario } from '../api/operacion.api';
import { encolarPin, esFalloTemporal } from '../sin-senal/operacion-sin-senal';
import { enlaceMapas } from './comunes';
import { TecladoPin } from './teclado-pin';

interface Props {
  parada: ParadaHoja;
  hojaId: number;
  /** La respuesta del servidor tras completar la parada (la hoja actualizada). */
  alCompletar: (hoja: HojaRutaDetalle | null) => void;
}

/** La parada que toca: dónde es, cómo llegar, a quién llamar y el código para completarla. */
export function TarjetaParada({ parada: p, hojaId, alCompletar }: Props) {
  const retiro = p.tipo === TipoParada.RETIRO;
  const cobro = retiro ? 0 : p.cobro_efectivo;
  const [error, setError] = useState<string | null>(null);
  const [bloqueada, setBloqueada] = useState(p.bloqueado);
  const noLeidos = useNoLeidosChat();
  const ejecutar = useMutation({
    mutationFn: (codigo: string) => ejecutarItinerario(p.id, codigo),
    // Sin red también se intenta: el fallo guarda el código en la cola (no queda en pausa).
    networkMode: 'always',
    onSuccess: (r, codigo) => {
      if (r === null) return;
      if (r.kind === 'ok') {
        setError(null);
        return alCompletar(r.data);
      }
      if (esFalloTemporal(r)) {
        // Sin señal: el código queda en el teléfono y se envía solo al volver la conexión.
        encolarPin({ itinerario_id: p.id, hoja_ruta_id: hojaId, pincode: codigo, tipo: p.tipo });
        return setError(null);
      }
      if (r.kind === 'rejected' && r.status === 423) return setBloqueada(true);
      setError(
        r.kind === 'bad-data' ? (r.errores.pincode?.[0] ?? mensajeFallo(r)) : mensajeFallo(r),
      );
    },
  });
  const mapas = enlaceMapas(puntoDeTexto(p.ubicacion), p.direccion);

  return (
    <Card withBorder padding="md" shadow="sm" data-testid="parada-actual">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={800} size="lg">
            Parada {p.orden}: {retiro ? 'retiro' : 'entrega'}
          </Text>
          <Badge color={retiro ? 'grape' : 'green'} size="lg">
            {retiro ? 'Retiro' : 'Entrega'}
          </Badge>
        </Group>
        {retiro && p.fabricante && <Text fw={600}>{p.fabricante}</Text>}
        <Stack gap={2}>
          <Text>{p.direccion ?? 'Sin dirección cargada'}</Text>
          {p.ciudad && (
            <Text size="sm" c="dimmed">
              {p.ciudad}
            </Text>
          )}
          {p.direccion_itinerario && p.direccion_itinerario !== p.direccion && (
            <Text size="sm">
              <strong>Referencia:</strong> {p.direccion_itinerario}
            </Text>
          )}
          {p.referencia_orden && p.referencia_orden !== p.fabricante && (
            <Text size="sm" c="dimmed">
              {p.referencia_orden}
            </Text>
          )}
          {p.fecha_hora_calculada_desde && (
            <Text size="sm" c="dimmed">
              Llegada prevista {formatoFechaHora(p.fecha_hora_calculada_desde)}
            </Text>
          )}
        </Stack>
        <Stack gap="xs">
          {mapas && (
            <Button
              component="a"
              href={mapas}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              leftSection={<IconExternalLink size={18} />}
              mih={44}
            >
              Abrir en mapas
            </Button>
          )}
          {p.telefono_itinerario && (
            <Button
              component="a"
              href={`tel:${telefonoA09(p.telefono_itinerario).replace(/[^\d+]/g, '')}`}
              variant="light"
              leftSection={<IconPhone size={18} />}
              mih={44}
            >
              Llamar al {telefonoA09(p.telefono_itinerario)}
            </Button>
          )}
        </Stack>

        {!retiro &&
          p.pedidos.map((pedido) => {
            const nuevos = noLeidos.get(pedido) ?? 0;
            return (
              <Button
                key={pedido}
                component={Link}
                to={`/driver/chat/${pedido}`}
                variant="outline"
                leftSection={<IconMessageCircle size={18} />}
                rightSection={nuevos > 0 && <ContadorNoLeidos cantidad={nuevos} />}
                mih={44}
              >
                Chat con el cliente (pedido N.º {pedido})
              </Button>
            );
          })}
        {cobro > 0 && (
          <Alert
            color="yellow"
            icon={<IconCash />}
            title={`Cobrar ${formatoGuaranies(cobro)} en efectivo`}
            data-testid="cobro-efectivo"
          >
            {p.cobro_efectivo_parcial && (
              <Text fw={700} size="sm" mb={4} data-testid="cobro-efectivo-parcial">
                {MENSAJES_DRIVER_OPERACION.cobroEfectivoParcial}
              </Text>
            )}
            {MENSAJES_DRIVER_OPERACION.cobroEfectivo}
          </Alert>
        )}
        {bloqueada ? (
          <Alert color="red" icon={<IconLock />} title="Parada bloqueada">
            {MENSAJES_DRIVER_OPERACION.bloqueoExplicado}
          </Alert>
        ) : (
          <TecladoPin
            largo={retiro ? 6 : 4}
            etiqueta={retiro ? 'Código de retiro del proveedor' : 'PIN de entrega del cliente'}
            ayuda={
              retiro
                ? 'Pídale al proveedor el código de 6 dígitos de la orden.'
                : 'El cliente ve su PIN de 4 dígitos en su pedido.'
            }
            textoConfirmar={
              retiro
                ? 'Confirmar retiro'
                : cobro > 0
                  ? 'Confirmar cobro y entrega'
                  : 'Confirmar entrega'
            }
            cargando={ejecutar.isPending}
            error={error}
            alConfirmar={(c) => ejecutar.mutate(c)}
          />
        )}
      </Stack>
    </Card>
  );
}

/** Aviso de una parada cuyo código se guardó sin señal. */
export function ParadaEnEspera({ parada }: { parada: ParadaHoja }) {
  return (
    <Alert
      color="blue"
      icon={<IconCloudUpload />}
      title={`Parada ${parada.orden}: pendiente de envío`}
    >
      {MENSAJES_DRIVER_OPERACION.pinEncolado}
    </Alert>
  );
}
