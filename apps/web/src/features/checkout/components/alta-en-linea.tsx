import { Group, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DatoFacturacion, Direccion } from '@nemu/domain';
import { lazy, Suspense, useState } from 'react';
import { FormularioDatoFacturacion } from '../../facturacion/components/formulario-dato-facturacion';

// El formulario de dirección trae el mapa (Leaflet): se carga sólo al abrir el panel.
const FormularioDireccion = lazy(() =>
  import('../../direcciones/components/formulario-direccion').then((m) => ({
    default: m.FormularioDireccion,
  })),
);

interface PropsPanel<T> {
  abierto: boolean;
  alCerrar: () => void;
  /** Recibe lo guardado; el panel se cierra y la próxima vez empieza vacío. */
  alGuardar: (guardado: T) => void;
}

/**
 * Panel del checkout: en el teléfono ocupa toda la pantalla. Queda montado al cerrarlo, así lo
 * escrito no se pierde si el cliente lo cierra o si falla el guardado; tras guardar se vacía.
 */
function Panel({
  titulo,
  abierto,
  alCerrar,
  children,
}: {
  titulo: string;
  abierto: boolean;
  alCerrar: () => void;
  children: React.ReactNode;
}) {
  const telefono = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={abierto}
      onClose={alCerrar}
      title={titulo}
      size="lg"
      centered
      fullScreen={telefono}
      keepMounted
    >
      {children}
    </Modal>
  );
}

function useAltas<T>(alGuardar: (guardado: T) => void) {
  const [version, setVersion] = useState(0);
  return {
    version,
    guardado: (g: T) => {
      setVersion((v) => v + 1);
      alGuardar(g);
    },
  };
}

export function PanelNuevaDireccion({ abierto, alCerrar, alGuardar }: PropsPanel<Direccion>) {
  const [usado, setUsado] = useState(false);
  const { version, guardado } = useAltas(alGuardar);
  if (abierto && !usado) setUsado(true);
  return (
    <Panel titulo="Agregar dirección" abierto={abierto} alCerrar={alCerrar}>
      {usado && (
        <Suspense
          fallback={
            <Group justify="center" py="xl">
              <Loader role="status" aria-label="Cargando el formulario" />
            </Group>
          }
        >
          <FormularioDireccion key={version} alGuardar={guardado} />
        </Suspense>
      )}
    </Panel>
  );
}

export function PanelNuevoDatoFacturacion({
  abierto,
  alCerrar,
  alGuardar,
}: PropsPanel<DatoFacturacion>) {
  const { version, guardado } = useAltas(alGuardar);
  return (
    <Panel titulo="Agregar datos de facturación" abierto={abierto} alCerrar={alCerrar}>
      <FormularioDatoFacturacion key={version} alGuardar={guardado} />
    </Panel>
  );
}
