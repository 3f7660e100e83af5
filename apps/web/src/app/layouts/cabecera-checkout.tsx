import { Button, Group, Text } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useVolver } from '../../shared/interfaz/use-volver';
import clases from './panel-rol.module.css';

/**
 * Cabecera reducida de la compra (§2 «checkout-header flag»): en lugar del buscador, el menú y
 * el carrito, que invitan a salir, un aviso de compra segura y la vuelta al carrito.
 */
export function CabeceraCheckout() {
  const volver = useVolver('/carrito');
  return (
    <>
      <Group gap={6} wrap="nowrap" className={clases.compraSegura}>
        <IconLock size={18} aria-hidden color="var(--mantine-color-green-8)" />
        <Text fw={600} size="sm">
          Compra segura
        </Text>
        <Text size="sm" c="dimmed" visibleFrom="md">
          · Último paso: entrega y pago
        </Text>
      </Group>
      <Button
        component={Link}
        {...volver}
        variant="subtle"
        mih={44}
        px="xs"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
        className={clases.derecha}
        aria-label="Volver al carrito"
      >
        {/* En el teléfono, corto: el logo y el aviso ocupan el resto de la fila. */}
        <Text span hiddenFrom="xs" inherit>
          Carrito
        </Text>
        <Text span visibleFrom="xs" inherit>
          Volver al carrito
        </Text>
      </Button>
    </>
  );
}
