import {
  EVENTOS_TORRE,
  eventoTorreUbicacionSchema,
  torreControlSchema,
  type EventoTorreUbicacion,
} from '@nemu/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { pedir } from '../../../shared/api/consulta';
import { useEventoTiempoReal } from '../../../shared/tiempo-real/tiempo-real';

export const torreKeys = { foto: ['torre-control'] as const };

/** Espera tras un `torre_cambio` antes de volver a leer (varios cambios seguidos, una lectura). */
const ESPERA_RELECTURA_MS = 400;

export const useTorre = () =>
  useQuery({
    queryKey: torreKeys.foto,
    queryFn: ({ signal }) => pedir(torreControlSchema, '/torre-de-control/', { senal: signal }),
    // Respaldo si se perdiera un evento (reconexión): los cambios llegan en vivo.
    refetchInterval: 60_000,
  });

export type PosicionesEnVivo = ReadonlyMap<number, EventoTorreUbicacion>;

/**
 * La torre en vivo: la foto de GET /torre-de-control/ más las posiciones que llegan por /ws.
 * Las posiciones se juntan y se pintan una vez por cuadro (requestAnimationFrame): con 200
 * transportistas moviéndose la pantalla hace a lo sumo un render por cuadro, no uno por evento.
 */
export function useTorreEnVivo() {
  const cliente = useQueryClient();
  const consulta = useTorre();
  const posiciones = useRef(new Map<number, EventoTorreUbicacion>());
  const [vivas, setVivas] = useState<PosicionesEnVivo>(() => new Map());
  const cuadro = useRef<number | null>(null);
  const relectura = useRef<ReturnType<typeof setTimeout> | null>(null);

  const pintar = useCallback(() => {
    cuadro.current = null;
    setVivas(new Map(posiciones.current));
  }, []);

  useEventoTiempoReal(EVENTOS_TORRE.ubicacion, (datos) => {
    const e = eventoTorreUbicacionSchema.safeParse(datos);
    if (!e.success) return;
    posiciones.current.set(e.data.transportista_id, e.data);
    cuadro.current ??= requestAnimationFrame(pintar);
  });

  useEventoTiempoReal(EVENTOS_TORRE.cambio, () => {
    if (relectura.current !== null) return;
    relectura.current = setTimeout(() => {
      relectura.current = null;
      void cliente.invalidateQueries({ queryKey: torreKeys.foto });
    }, ESPERA_RELECTURA_MS);
  });

  // Una foto nueva ya trae las posiciones: se descartan las vivas más viejas que ella.
  const generado = consulta.data?.generado_en;
  useEffect(() => {
    if (!generado) return;
    const desde = new Date(generado).getTime();
    for (const [id, p] of posiciones.current) {
      if (new Date(p.fecha).getTime() <= desde) posiciones.current.delete(id);
    }
  }, [generado]);

  useEffect(
    () => () => {
      if (cuadro.current !== null) cancelAnimationFrame(cuadro.current);
      if (relectura.current !== null) clearTimeout(relectura.current);
    },
    [],
  );

  return { consulta, posiciones: vivas };
}
