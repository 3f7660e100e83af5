// JS de checkout de Bancard (dominio-paraguay §1.5): se carga desde el origen que indica el
// servidor y monta su iframe en un contenedor nuestro. El número de tarjeta se escribe en el
// iframe de Bancard y nunca pasa por Ñemu.

/** Formularios de la librería: pago ocasional, Zimple y catastro de tarjetas. */
export type FormularioBancard = 'checkout' | 'zimple' | 'cards';

export interface OpcionesBancard {
  styles?: Record<string, string | boolean>;
  responseHandler?: (datos: unknown) => void;
}

interface FormaBancard {
  createForm(contenedorId: string, processId: string, opciones?: OpcionesBancard): void;
}

export interface BancardGlobal {
  Checkout: FormaBancard;
  Cards: FormaBancard;
  Zimple: FormaBancard;
  destroy(): void;
}

declare global {
  interface Window {
    Bancard?: BancardGlobal;
  }
}

/** Estilos del iframe (nombres validados por Bancard en /checkout/allowed_styles). */
export const ESTILOS_BANCARD = {
  'button-background-color': '#0D5C9E',
  'button-text-color': '#FFFFFF',
  'button-border-color': '#0D5C9E',
  'input-border-color': '#CED4DA',
} as const;

/** Cargas en curso (una etiqueta por URL); ya cargado, manda window.Bancard. */
const cargas = new Map<string, Promise<BancardGlobal>>();

/** Agrega el script una sola vez; si falla (sin red, CSP) se puede reintentar. */
export function cargarBancard(url: string, doc: Document = document): Promise<BancardGlobal> {
  const ventana = doc.defaultView;
  if (ventana?.Bancard) return Promise.resolve(ventana.Bancard);
  const enCurso = cargas.get(url);
  if (enCurso) return enCurso;
  const carga = new Promise<BancardGlobal>((resolver, rechazar) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () =>
      ventana?.Bancard
        ? resolver(ventana.Bancard)
        : rechazar(new Error('El script de Bancard no definió Bancard'));
    script.onerror = () => {
      script.remove();
      rechazar(new Error('No se pudo cargar el script de Bancard'));
    };
    doc.head.appendChild(script);
  }).finally(() => cargas.delete(url));
  cargas.set(url, carga);
  return carga;
}

/** Monta el iframe que corresponde; Bancard vuelve solo a la return_url con `status`. */
export function montarFormulario(
  bancard: BancardGlobal,
  tipo: FormularioBancard,
  contenedorId: string,
  processId: string,
): void {
  const forma =
    tipo === 'cards' ? bancard.Cards : tipo === 'zimple' ? bancard.Zimple : bancard.Checkout;
  forma.createForm(contenedorId, processId, { styles: { ...ESTILOS_BANCARD } });
}
