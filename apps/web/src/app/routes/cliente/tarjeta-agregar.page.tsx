import { useParams } from 'react-router';
import { ResultadoAltaTarjeta } from '../../../features/tarjetas/components/resultado-alta-tarjeta';

export function TarjetaAgregarPage() {
  const { a, b } = useParams();
  return <ResultadoAltaTarjeta cardId={a ?? ''} resultado={b ?? ''} />;
}
