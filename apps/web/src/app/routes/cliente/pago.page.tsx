import { Button } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { PagoBancard } from '../../../features/pagos/components/pago-bancard';

/** `/pago/:proceso`: formulario de Bancard para el process_id de un single_buy (o Zimple). */
export function PagoPage() {
  const { proceso } = useParams();
  const [params] = useSearchParams();
  const transaccion = params.get('transaccion_id') ?? '';
  return (
    <PagoBancard
      tipo={params.get('formulario') === 'zimple' ? 'zimple' : 'checkout'}
      processId={proceso ?? ''}
      volver={
        <Button
          variant="subtle"
          component={Link}
          to={
            transaccion ? `/pedido?transaccion_id=${encodeURIComponent(transaccion)}` : '/pedidos'
          }
        >
          Volver sin pagar
        </Button>
      }
    />
  );
}
