import { useQuery } from '@tanstack/react-query';
import { solicitar, type OpcionesSolicitud } from '../../../shared/api/cliente-api';
import { datosDe } from '../../../shared/api/consulta';

export interface ProductoPedido {
  id: number;
  producto: number;
  nombre: string;
  cantidad: number;
  precio: number;
  total: number;
  imagen: string | null;
}

export interface ResumenPedido {
  id: number;
  fecha: string;
  estado: number;
  estado_nombre: string;
  medio_pago_nombre: string;
  subtotal: number;
  costo_envio: number;
  total: number;
  delivery: boolean;
  fecha_entrega: string | null;
  hora_entrega_inicio: string | null;
  hora_entrega_fin: string | null;
  productos: ProductoPedido[];
  cantidad_items: number;
}

export interface DetallePedido extends ResumenPedido {
  direccion: string | null;
  ciudad: string | null;
  razon_social: string | null;
  ruc: string | null;
  ordenes_venta: { id: number; fabricante_nombre: string; estado_nombre: string; total: number }[];
}

export interface Pagina<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface Verificacion {
  transaccion_id: string;
  estado: 'pendiente' | 'aprobada' | 'rechazada' | 'anulada' | 'error';
  exitoso: boolean;
  mensaje_transaccion: string | null;
  pedido_id: number;
  pedido_estado: number | null;
  monto: number;
}

export interface Rastreo {
  id: number;
  estado: number;
  estado_nombre: string;
  fecha_entrega: string | null;
  historial: {
    estado: number;
    estado_nombre: string;
    transicion: string;
    detalle: string | null;
    fecha: string;
  }[];
}

const pedir = <T>(ruta: string, opciones?: OpcionesSolicitud) =>
  datosDe(solicitar(ruta, opciones)) as Promise<T>;

export const pedidosKeys = {
  lista: (page: number) => ['pedidos', 'lista', page] as const,
  detalle: (id: number) => ['pedidos', 'detalle', id] as const,
  pin: (id: number) => ['pedidos', 'pin', id] as const,
  rastreo: (id: number) => ['pedidos', 'rastreo', id] as const,
  verificacion: (id: string, tipo = '') => ['pedidos', 'verificacion', id, tipo] as const,
};

export const TAMANO_PAGINA_PEDIDOS = 10;

export const usePedidos = (page: number) =>
  useQuery({
    queryKey: pedidosKeys.lista(page),
    queryFn: ({ signal }) =>
      pedir<Pagina<ResumenPedido>>('/pedido/', {
        senal: signal,
        parametros: { page, page_size: TAMANO_PAGINA_PEDIDOS },
      }),
  });

export const usePedido = (id: number) =>
  useQuery({
    queryKey: pedidosKeys.detalle(id),
    queryFn: ({ signal }) => pedir<DetallePedido>(`/pedido/${id}/`, { senal: signal }),
  });

export const usePinPedido = (id: number, habilitado: boolean) =>
  useQuery({
    queryKey: pedidosKeys.pin(id),
    enabled: habilitado,
    queryFn: ({ signal }) =>
      pedir<{ contrasena: string | null }>('/pedido-contrasena/', {
        senal: signal,
        parametros: { id_pedido: id },
      }),
  });

export const useRastreo = (id: number) =>
  useQuery({
    queryKey: pedidosKeys.rastreo(id),
    queryFn: ({ signal }) => pedir<Rastreo>(`/rastrear-pedido/${id}/`, { senal: signal }),
    refetchInterval: 30_000,
  });

/** Consulta el pago cada 2 s mientras la confirmación del procesador no llegó. */
/** tipo=pagopar: Pagopar devuelve al comprador con su hash de pedido como transacción. */
export const useVerificacion = (transaccionId: string, tipo?: string) =>
  useQuery({
    queryKey: pedidosKeys.verificacion(transaccionId, tipo),
    enabled: transaccionId !== '',
    queryFn: ({ signal }) =>
      pedir<Verificacion>('/verificar-transaccion/', {
        senal: signal,
        parametros: { transaccion_id: transaccionId, tipo },
      }),
    refetchInterval: (q) => (q.state.data?.estado === 'pendiente' ? 2000 : false),
  });
