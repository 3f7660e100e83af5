import { onlineManager } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { obtenerToken, useHaySesion } from '../sesion/sesion.store';
import type { ConexionTiempoReal, OyenteEvento } from './conexion-tiempo-real';
import { useUltimo } from '../hooks/use-ultimo';

const Contexto = createContext<ConexionTiempoReal | null>(null);

function urlCanal(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/ws`;
}

/**
 * Una sola conexión al canal `/ws` para toda la app, abierta mientras haya sesión. Sin red,
 * espera a que vuelva (la misma señal que pausa las consultas de TanStack Query). El código de
 * la conexión se descarga con la primera sesión: la portada de un visitante no lo carga.
 */
export function ProveedorTiempoReal({ children }: { children: ReactNode }) {
  const haySesion = useHaySesion();
  const [conexion, setConexion] = useState<ConexionTiempoReal | null>(null);
  useEffect(() => {
    if (!haySesion || conexion) return;
    let vigente = true;
    void import('./conexion-tiempo-real').then(({ ConexionTiempoReal }) => {
      if (!vigente) return;
      setConexion(
        new ConexionTiempoReal({
          url: urlCanal,
          token: obtenerToken,
          crearSocket: (url) => new WebSocket(url),
          red: {
            enLinea: () => onlineManager.isOnline(),
            suscribir: (oyente) => onlineManager.subscribe(oyente),
          },
        }),
      );
    });
    return () => {
      vigente = false;
    };
  }, [conexion, haySesion]);
  useEffect(() => {
    if (!haySesion || !conexion) return;
    conexion.iniciar();
    return () => conexion.detener();
  }, [conexion, haySesion]);
  return <Contexto.Provider value={conexion}>{children}</Contexto.Provider>;
}

/** Llama a `manejar` con los datos de cada evento `tipo` que llegue (usuario o pedido suscrito). */
export function useEventoTiempoReal(tipo: string, manejar: OyenteEvento): void {
  const conexion = useContext(Contexto);
  const ultimo = useUltimo(manejar);
  useEffect(
    () => conexion?.escuchar(tipo, (datos, pedidoId) => ultimo.current(datos, pedidoId)),
    [conexion, tipo, ultimo],
  );
}

/**
 * Recibe los eventos del pedido mientras el componente esté montado (el servidor verifica acceso).
 * `alConfirmar` corre cuando el servidor confirma la suscripción, también tras reconectar: lo que
 * pasó antes no llegó en vivo y hay que volver a pedirlo.
 */
export function useSuscripcionPedido(
  pedidoId: number | null | undefined,
  alConfirmar?: () => void,
): void {
  const conexion = useContext(Contexto);
  const ultimo = useUltimo(alConfirmar);
  useEffect(() => {
    if (!conexion || pedidoId === null || pedidoId === undefined) return;
    return conexion.suscribirPedido(pedidoId, () => ultimo.current?.());
  }, [conexion, pedidoId, ultimo]);
}
