import { Checkout } from '../../../features/checkout/components/checkout';

export function CheckoutPage() {
  return <Checkout />;
}
