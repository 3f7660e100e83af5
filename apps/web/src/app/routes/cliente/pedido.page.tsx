import { useSearchParams } from 'react-router';
import { ResultadoPago } from '../../../features/pedidos/components/resultado-pago';

/** `/pedido`: pedido completado (vuelta desde el procesador). */
export function PedidoPage() {
  const [params] = useSearchParams();
  return (
    <ResultadoPago
      transaccionId={params.get('transaccion_id') ?? ''}
      tipo={params.get('tipo') ?? undefined}
    />
  );
}
