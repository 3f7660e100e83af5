import { Button, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  ETIQUETAS_TIPO_INCIDENTE,
  MENSAJES_DRIVER_OPERACION,
  TipoIncidente,
  formatearMensaje,
  ubicacionComoTexto,
  mensajeErrorAl,
  type TipoIncidente as TTipoIncidente,
} from '@nemu/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import { reportarIncidente, useRefrescarOperacion } from '../api/operacion.api';
import { transportistaStore } from '../estado/transportista.store';

interface Props {
  hojaRuta: number;
  itinerario: number | null;
  vehiculo: number | null;
}

/** Reporte de incidente: elegir el tipo, confirmar (la ruta se cancela) y enviar. */
export function ReporteIncidente({ hojaRuta, itinerario, vehiculo }: Props) {
  const [abierto, setAbierto] = useState(false);
  const [tipo, setTipo] = useState<string>(String(TipoIncidente.PROBLEMA_RUTA));
  const refrescar = useRefrescarOperacion();
  const reportar = useMutation({
    mutationFn: (t: TTipoIncidente) => {
      const yo = transportistaStore.obtener().ultimaUbicacion;
      return reportarIncidente({
        tipo_incidente: t,
        hoja_ruta: hojaRuta,
        itinerario,
        vehiculo,
        ubicacion: yo ? ubicacionComoTexto(yo) : null,
      });
    },
    onSuccess: (r) => {
      if (!r) return;
      if (r.kind !== 'ok') return avisarFallo(r, mensajeErrorAl('reportar el incidente'));
      setAbierto(false);
      avisarExito('Incidente reportado. Las paradas pendientes volvieron a despacho.');
      void refrescar();
    },
  });

  const enviar = async () => {
    const t = Number(tipo) as TTipoIncidente;
    const ok = await confirmar({
      titulo: 'Confirmar incidente',
      mensaje: formatearMensaje(MENSAJES_DRIVER_OPERACION.confirmarIncidente, {
        tipo: ETIQUETAS_TIPO_INCIDENTE[t],
      }),
      textoConfirmar: 'Reportar incidente',
      peligro: true,
    });
    if (ok) reportar.mutate(t);
  };

  return (
    <>
      <Button
        variant="outline"
        color="red"
        leftSection={<IconAlertTriangle size={18} />}
        onClick={() => setAbierto(true)}
        mih={44}
      >
        Reportar incidente
      </Button>
      <Modal opened={abierto} onClose={() => setAbierto(false)} title="Reportar incidente" centered>
        <Stack>
          <Radio.Group label="¿Qué pasó?" value={tipo} onChange={setTipo}>
            <Stack gap="sm" mt="xs">
              {Object.values(TipoIncidente).map((t) => (
                <Radio key={t} value={String(t)} label={ETIQUETAS_TIPO_INCIDENTE[t]} size="md" />
              ))}
            </Stack>
          </Radio.Group>
          <Text size="sm" c="dimmed">
            La ruta se cancela y las paradas que faltan vuelven a despacho para otro transportista.
          </Text>
          <Button color="red" onClick={() => void enviar()} loading={reportar.isPending} mih={44}>
            Continuar
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
