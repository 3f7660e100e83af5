import { useCallback, useState } from 'react';

/**
 * Los documentos cuyo archivo elegido todavía se prepara en el navegador (una foto se achica
 * antes de subirla). Mientras haya alguno, el formulario no avanza ni envía: el archivo aún no
 * está en su valor y el paso lo daría por faltante.
 */
export function useArchivosEnPreparacion() {
  const [campos, setCampos] = useState<ReadonlySet<string>>(() => new Set());
  const alPreparar = useCallback(
    (campo: string) => (preparando: boolean) =>
      setCampos((previos) => {
        if (previos.has(campo) === preparando) return previos;
        const siguientes = new Set(previos);
        if (preparando) siguientes.add(campo);
        else siguientes.delete(campo);
        return siguientes;
      }),
    [],
  );
  return { preparando: campos.size > 0, alPreparar };
}
