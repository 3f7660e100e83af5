import { Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PagoBancard } from '../../../features/pagos/components/pago-bancard';
import { ResultadoAltaTarjeta } from '../../../features/tarjetas/components/resultado-alta-tarjeta';

/** Vuelta del procesador (`ok`, `cancelado`); con Bancard, b es el process_id del catastro. */
const RESULTADOS = ['ok', 'cancelado'];

/** `/tarjeta/agregar/:a/:b`: a es el card_id; b el resultado o el proceso de Bancard. */
export function TarjetaAgregarPage() {
  const { a, b } = useParams();
  if (b && !RESULTADOS.includes(b)) {
    return (
      <PagoBancard
        tipo="cards"
        processId={b}
        volver={
          <Button variant="subtle" component={Link} to="/checkout">
            Volver a la compra
          </Button>
        }
      />
    );
  }
  return <ResultadoAltaTarjeta cardId={a ?? ''} resultado={b ?? ''} />;
}
