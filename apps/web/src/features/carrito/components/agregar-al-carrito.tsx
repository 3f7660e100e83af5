import { Button, Group } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { SelectorCantidad } from '../../../shared/ui/selector-cantidad';
import { useCambiarCarrito } from '../api/carrito.api';

interface Props {
  productoId: number;
  varianteId: number | null;
  disponible: number;
  precioMejorado: boolean;
  /** Falta elegir una variante: el botón queda deshabilitado. */
  faltaVariante: boolean;
}

/** Cantidad y botón "Agregar al carrito"; la API valida stock y edad (§5, §8). */
export function AgregarAlCarrito({
  productoId,
  varianteId,
  disponible,
  precioMejorado,
  faltaVariante,
}: Props) {
  const [cantidad, setCantidad] = useState<number>(1);
  const mutacion = useCambiarCarrito();
  const navegar = useNavigate();
  const sinStock = disponible <= 0;

  const agregar = async () => {
    const r = await mutacion.mutateAsync({
      producto_id: productoId,
      variante: varianteId,
      cantidad,
      precio_mejorado: precioMejorado,
    });
    if (r === null) return;
    if (r.kind === 'ok')
      avisarExito('Producto agregado al carrito', {
        etiqueta: 'Ver carrito',
        alElegir: () => void navegar('/carrito'),
      });
    else avisarFallo(r, 'No se pudo agregar al carrito');
  };

  return (
    <Group align="end" gap="sm">
      <SelectorCantidad
        etiqueta="Cantidad"
        etiquetaVisible
        valor={cantidad}
        max={disponible}
        deshabilitado={sinStock}
        alCambiar={setCantidad}
      />
      <Button
        size="md"
        mih={44}
        leftSection={<IconShoppingCartPlus size={18} />}
        onClick={() => void agregar()}
        loading={mutacion.isPending}
        disabled={sinStock || faltaVariante}
      >
        {sinStock ? 'Sin stock' : 'Agregar al carrito'}
      </Button>
    </Group>
  );
}
