import { crearStore, useStore } from '../store/crear-store';

// Avisos y diálogos se montan después de la primera carga (app/proveedores.tsx). Quien
// necesite un diálogo antes pide montarlos y espera a que estén escuchando.

const pedidas = crearStore(false);
let avisarMontadas: () => void = () => undefined;
const montadas = new Promise<void>((resolver) => {
  avisarMontadas = resolver;
});

/** Pide montar avisos y diálogos; resuelve cuando ya están montados. */
export function pedirCapas(): Promise<void> {
  pedidas.establecer(true);
  return montadas;
}

/** Lo llama el contenedor de avisos y diálogos al montarse. */
export function capasMontadas(): void {
  avisarMontadas();
}

export const useCapasPedidas = (): boolean => useStore(pedidas, (estado) => estado);
