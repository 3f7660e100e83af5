import { Alert, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { IconMapPinOff, IconWifiOff } from '@tabler/icons-react';
import {
  EstadoHojaRuta,
  MENSAJES_DRIVER_OPERACION,
  formatearMensaje,
  ubicacionComoTexto,
  mensajeErrorAl,
} from '@nemu/domain';
import { useMutation } from '@tanstack/react-query';
import { avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import { cambiarConexion, useRefrescarOperacion } from '../api/operacion.api';
import { actualizarTransportista, useTransportista } from '../estado/transportista.store';

/** Posición actual si el navegador la da pronto; si no, la conexión sigue sin ella. */
function posicionRapida(): Promise<string | null> {
  return new Promise((resolver) => {
    if (!navigator.geolocation) return resolver(null);
    navigator.geolocation.getCurrentPosition(
      (p) => resolver(ubicacionComoTexto({ lat: p.coords.latitude, lng: p.coords.longitude })),
      () => resolver(null),
      { enableHighAccuracy: true, timeout: 5_000, maximumAge: 30_000 },
    );
  });
}

/** Interruptor de conexión: conectado recibe oportunidades y comparte su ubicación. */
export function InterruptorConexion({ estadoHoja }: { estadoHoja: number | null }) {
  const conectado = useTransportista((e) => e.conectado);
  const rastreo = useTransportista((e) => e.rastreo);
  const pendientes = useTransportista((e) => e.posicionesPendientes);
  const refrescar = useRefrescarOperacion();
  const cambio = useMutation({
    mutationFn: async (conectar: boolean) => cambiarConexion(conectar, await posicionRapida()),
    onSuccess: (r, conectar) => {
      if (!r) return;
      if (r.kind !== 'ok')
        return avisarFallo(r, mensajeErrorAl(conectar ? 'conectarse' : 'desconectarse'));
      actualizarTransportista({ conectado: r.data.conectado });
      void refrescar();
    },
  });

  const alternar = async (conectar: boolean) => {
    if (
      !conectar &&
      estadoHoja === EstadoHojaRuta.EN_CURSO &&
      !(await confirmar({
        mensaje: MENSAJES_DRIVER_OPERACION.confirmarDesconexion,
        textoConfirmar: 'Desconectarme',
        peligro: true,
      }))
    )
      return;
    cambio.mutate(conectar);
  };

  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Switch
          size="xl"
          checked={conectado === true}
          disabled={conectado === null || cambio.isPending}
          onChange={(e) => void alternar(e.currentTarget.checked)}
          label={
            <Text fw={700} size="lg">
              {conectado ? 'Conectado' : 'Desconectado'}
            </Text>
          }
          aria-label="Conectado para recibir rutas"
          styles={{ body: { alignItems: 'center', minHeight: 44 } }}
        />
        <Text size="sm" c="dimmed">
          {conectado ? MENSAJES_DRIVER_OPERACION.conectado : MENSAJES_DRIVER_OPERACION.desconectado}
        </Text>
        {conectado && rastreo === 'sin-permiso' && (
          <Alert color="orange" icon={<IconMapPinOff />} p="xs">
            {MENSAJES_DRIVER_OPERACION.sinPermisoUbicacion}
          </Alert>
        )}
        {conectado && rastreo === 'no-disponible' && (
          <Alert color="yellow" icon={<IconMapPinOff />} p="xs">
            {MENSAJES_DRIVER_OPERACION.ubicacionNoDisponible}
          </Alert>
        )}
        {pendientes > 0 && (
          <Group gap={6} wrap="nowrap">
            <IconWifiOff size={16} aria-hidden />
            <Text size="sm">
              {formatearMensaje(MENSAJES_DRIVER_OPERACION.posicionesPendientes, {
                cantidad: pendientes,
              })}
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
