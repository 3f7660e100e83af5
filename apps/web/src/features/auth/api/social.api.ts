import type { LoginSocialConfig } from '@nemu/domain';
import { solicitar } from '../../../shared/api/cliente-api';
import { loginRespuestaSchema } from '../../../shared/sesion/usuario-sesion.schema';

export type ProveedorSocial = keyof LoginSocialConfig;

const CLAVE_ESTADO = 'nemu.social';

function aleatorio(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** URL de autorización del proveedor (flujo por redirección: el token vuelve en el fragmento). */
function urlAutorizacion(
  proveedor: ProveedorSocial,
  id: string,
  estado: string,
  nonce: string,
): string {
  const volver = `${window.location.origin}/login`;
  const p = new URLSearchParams({ client_id: id, redirect_uri: volver, state: estado });
  if (proveedor === 'google') {
    p.set('response_type', 'id_token');
    p.set('scope', 'openid email profile');
    p.set('nonce', nonce);
    return `https://accounts.google.com/o/oauth2/v2/auth?${p}`;
  }
  if (proveedor === 'apple') {
    p.set('response_type', 'code id_token');
    p.set('response_mode', 'fragment');
    p.set('nonce', nonce);
    return `https://appleid.apple.com/auth/authorize?${p}`;
  }
  p.set('response_type', 'token');
  p.set('scope', 'email');
  return `https://www.facebook.com/dialog/oauth?${p}`;
}

/** Lleva al proveedor para ingresar; al volver a /login se completa con `completarIngresoSocial`. */
export function iniciarIngresoSocial(proveedor: ProveedorSocial, config: LoginSocialConfig): void {
  const datos = config[proveedor];
  if (!datos) return;
  const id = 'client_id' in datos ? datos.client_id : datos.app_id;
  const estado = aleatorio();
  const nonce = aleatorio();
  sessionStorage.setItem(CLAVE_ESTADO, JSON.stringify({ proveedor, estado }));
  window.location.assign(urlAutorizacion(proveedor, id, estado, nonce));
}

/** Si la URL trae la vuelta de un proveedor (con el estado esperado), verifica el token en la API. */
export function completarIngresoSocial(fragmento: string) {
  const p = new URLSearchParams(fragmento.replace(/^#/, ''));
  const guardado = sessionStorage.getItem(CLAVE_ESTADO);
  if (!guardado || !p.get('state')) return null;
  sessionStorage.removeItem(CLAVE_ESTADO);
  const { proveedor, estado } = JSON.parse(guardado) as {
    proveedor: ProveedorSocial;
    estado: string;
  };
  if (p.get('state') !== estado) return null;
  const idToken = p.get('id_token');
  const accessToken = p.get('access_token');
  if (proveedor === 'google' && idToken)
    return solicitar('/google-login/', {
      metodo: 'POST',
      cuerpo: { token: idToken },
      esquema: loginRespuestaSchema,
    });
  if (proveedor === 'apple' && idToken)
    return solicitar('/apple-login/', {
      metodo: 'POST',
      cuerpo: { data: { identityToken: idToken } },
      esquema: loginRespuestaSchema,
    });
  if (proveedor === 'facebook' && accessToken)
    return solicitar('/fb-login/', {
      metodo: 'POST',
      cuerpo: { accessToken },
      esquema: loginRespuestaSchema,
    });
  return null;
}
