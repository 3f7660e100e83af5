import { Checkout } from '../../../features/checkout/components/checkout';
import { useHeaderCheckout } from '../../../shared/interfaz/interfaz.store';

/** `/checkout`: con la cabecera reducida de la compra (sin buscador, menú ni carrito). */
export function CheckoutPage() {
  useHeaderCheckout();
  return <Checkout />;
}
