// Ruteo manual desde el panel (POST /ruteo-ordenes-venta/): «Rutear ahora» sobre las órdenes
// elegidas o sobre una orden, y el resumen del lote en español.
import { Alert, Anchor, Group, List, Loader, Stack, Text } from '@mantine/core';
import { ETIQUETAS_ESTADO_RUTEO, EstadoRuteo, plural } from '@nemu/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AccionEnLote } from '../../../shared/admin';
import { avisarFallo } from '../../../shared/ui/avisos';
import {
  rutearOrdenes,
  useRefrescarOperaciones,
  type ResumenLoteRuteo,
} from '../api/operaciones.api';

export type EstadoRuteoManual =
  { tipo: 'ruteando'; cantidad: number } | { tipo: 'listo'; resumen: ResumenLoteRuteo } | null;

export interface OrdenSinRutear {
  id: number;
  motivo: string;
}

/**
 * Lo que dejó el lote: las ruteadas, el titular (cuántas en cuántas hojas de ruta) y cada orden
 * pedida que no se ruteó con su motivo, sea porque el lote no la tomó o porque no le encontró ruta.
 */
export function leerResumenRuteo(r: ResumenLoteRuteo): {
  ruteadas: number[];
  sinRutear: OrdenSinRutear[];
  titular: string;
} {
  const ruteadas = r.resultados.filter((x) => x.estado === EstadoRuteo.RUTEADO).map((x) => x.id);
  const sinRutear = [
    ...r.resultados
      .filter((x) => x.estado !== EstadoRuteo.RUTEADO)
      .map((x) => ({
        id: x.id,
        motivo: x.motivo ?? ETIQUETAS_ESTADO_RUTEO[x.estado as EstadoRuteo],
      })),
    ...r.omitidas,
  ].sort((a, b) => a.id - b.id);
  const pedidas = r.resultados.length + r.omitidas.length;
  const hojas = plural(r.hojas.length, 'hoja de ruta', 'hojas de ruta');
  let titular: string;
  if (ruteadas.length === 0) {
    titular =
      pedidas === 1 ? 'No se ruteó la orden.' : `No se ruteó ninguna de las ${pedidas} órdenes.`;
  } else if (pedidas === 1) {
    titular = `Se ruteó la orden en ${hojas}.`;
  } else {
    const n = ruteadas.length;
    titular = `${n === 1 ? 'Se ruteó 1' : `Se rutearon ${n}`} de ${pedidas} órdenes en ${hojas}.`;
  }
  return { ruteadas, sinRutear, titular };
}

/**
 * Rutea unas órdenes y guarda el resumen para mostrarlo; al terminar refresca las listas y los
 * detalles del panel. Si la API falla, lo avisa y no queda resumen.
 */
export function useRuteoManual() {
  const refrescar = useRefrescarOperaciones();
  const [estado, setEstado] = useState<EstadoRuteoManual>(null);

  async function rutear(ids: readonly number[]): Promise<ResumenLoteRuteo | null> {
    setEstado({ tipo: 'ruteando', cantidad: ids.length });
    const r = await rutearOrdenes(ids);
    if (r?.kind === 'ok') {
      setEstado({ tipo: 'listo', resumen: r.data });
      refrescar();
      return r.data;
    }
    setEstado(null);
    if (r) avisarFallo(r, 'No se pudo rutear. Intente de nuevo en unos minutos.');
    return null;
  }

  return { estado, rutear, cerrar: () => setEstado(null) };
}

export const MENSAJE_CONFIRMAR_RUTEO =
  'Se arman ya las hojas de ruta y se ofrecen a los transportistas. Puede tardar hasta un minuto.';

/**
 * Acción masiva «Rutear ahora»: todas las elegidas en un solo lote. Las que no se rutearon quedan
 * seleccionadas; el resumen dice por qué.
 */
export function accionRutearAhora(
  rutear: (ids: readonly number[]) => Promise<ResumenLoteRuteo | null>,
): AccionEnLote {
  return {
    etiqueta: 'Rutear ahora',
    mensaje: (n) =>
      `¿Rutear ahora ${n === 1 ? 'la orden elegida' : `las ${n} órdenes elegidas`}? ${MENSAJE_CONFIRMAR_RUTEO}`,
    ejecutarLote: async (ids) => {
      const r = await rutear(ids);
      if (r === null) return null;
      const { ruteadas } = leerResumenRuteo(r);
      return { hechos: ruteadas, fallidos: ids.filter((id) => !ruteadas.includes(id)) };
    },
  };
}

interface PropsResumen {
  estado: EstadoRuteoManual;
  alCerrar: () => void;
  /** Cada orden sin rutear enlaza a su detalle (en la lista). */
  enlazarOrdenes?: boolean;
}

/** Mientras rutea, un aviso con su espera; al terminar, el resumen del lote. */
export function ResumenRuteoManual({ estado, alCerrar, enlazarOrdenes = false }: PropsResumen) {
  if (estado === null) return null;
  if (estado.tipo === 'ruteando') {
    return (
      <Alert color="blue" role="status" icon={<Loader size={18} />} title="Ruteando…">
        {estado.cantidad === 1
          ? 'Armando la hoja de ruta de la orden'
          : `Armando las hojas de ruta de ${estado.cantidad} órdenes`}
        : puede tardar hasta un minuto.
      </Alert>
    );
  }
  const r = estado.resumen;
  const { ruteadas, sinRutear, titular } = leerResumenRuteo(r);
  const color = sinRutear.length === 0 ? 'green' : ruteadas.length === 0 ? 'orange' : 'yellow';
  return (
    <Alert
      color={color}
      title="Resultado del ruteo"
      withCloseButton
      closeButtonLabel="Cerrar el resultado del ruteo"
      onClose={alCerrar}
      data-testid="resumen-ruteo"
    >
      <Stack gap="xs">
        <Text size="sm" fw={600} data-testid="resumen-ruteo-titular">
          {titular}
        </Text>
        {r.hojas.length > 0 && (
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{r.hojas.length === 1 ? 'Hoja de ruta:' : 'Hojas de ruta:'}</Text>
            {r.hojas.map((h) => (
              <Anchor key={h} component={Link} to={`/admin/hoja_ruta/detail/${h}`} size="sm">
                #{h}
              </Anchor>
            ))}
          </Group>
        )}
        {sinRutear.length > 0 && (
          <div>
            <Text size="sm">Sin rutear:</Text>
            <List size="sm" spacing={4} data-testid="resumen-ruteo-sin-rutear">
              {sinRutear.map((o) => (
                <List.Item key={o.id}>
                  {enlazarOrdenes ? (
                    <Anchor
                      component={Link}
                      to={`/admin/orden_venta/detail/${o.id}`}
                      size="sm"
                      fw={600}
                    >
                      Orden #{o.id}
                    </Anchor>
                  ) : (
                    <Text span size="sm" fw={600}>
                      Orden #{o.id}
                    </Text>
                  )}
                  : {o.motivo}
                </List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </Alert>
  );
}
