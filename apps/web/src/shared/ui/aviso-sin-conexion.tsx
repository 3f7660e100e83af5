import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

// TanStack Query arranca suponiendo conexión y sólo escucha los eventos online/offline: una
// página abierta ya sin conexión (desde el service worker) debe empezar sabiéndolo.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

const suscribir = (avisar: () => void) => onlineManager.subscribe(avisar);
const enLinea = () => onlineManager.isOnline();

/**
 * Franja fija mientras el teléfono no tiene conexión: las consultas quedan en pausa (TanStack
 * Query) y se reanudan solas al volver, así el usuario sabe por qué no llegan los datos.
 */
export function AvisoSinConexion() {
  const conectado = useSyncExternalStore(suscribir, enLinea, () => true);
  if (conectado) return null;
  return (
    <div
      role="status"
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 400,
        padding: '10px 16px calc(10px + env(safe-area-inset-bottom))',
        background: '#343a40',
        color: '#fff',
        fontSize: 14,
        textAlign: 'center',
      }}
    >
      Sin conexión. Se muestra lo guardado; los datos se actualizan solos cuando vuelva la conexión.
    </div>
  );
}
