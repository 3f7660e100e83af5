import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { ConfigSocial } from '../../config.js';

export type ProveedorSocial = 'google' | 'apple' | 'facebook';

/** Identidad comprobada por el proveedor. */
export interface IdentidadSocial {
  proveedor: ProveedorSocial;
  sujeto: string;
  email: string | null;
  emailVerificado: boolean;
  nombre: string | null;
  apellido: string | null;
}

/** El token no es válido (firma, emisor, audiencia, vencimiento) o el proveedor no responde. */
export class TokenSocialInvalido extends Error {}

/** El proveedor no está configurado (sin id de cliente): su botón no se muestra. */
export class ProveedorNoConfigurado extends Error {}

export interface VerificadorSocial {
  google(idToken: string): Promise<IdentidadSocial>;
  apple(identityToken: string): Promise<IdentidadSocial>;
  facebook(accessToken: string): Promise<IdentidadSocial>;
}

const texto = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const verdadero = (v: unknown): boolean => v === true || v === 'true';

/**
 * Verifica ID tokens de Google y Apple con `jose` contra su JWKS (URL, emisores y audiencia
 * configurables) y tokens de acceso de Facebook con su endpoint debug_token.
 */
export function crearVerificadorSocial(
  config: ConfigSocial,
  fetcher: typeof fetch = fetch,
): VerificadorSocial {
  const conjuntos = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  const jwks = (url: string) => {
    let c = conjuntos.get(url);
    if (!c) {
      c = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
      conjuntos.set(url, c);
    }
    return c;
  };

  async function verificarJwt(
    token: string,
    ajustes: { clientId: string | undefined; jwksUrl: string; issuers: string[] },
  ): Promise<JWTPayload> {
    if (!ajustes.clientId) throw new ProveedorNoConfigurado();
    try {
      const { payload } = await jwtVerify(token, jwks(ajustes.jwksUrl), {
        issuer: ajustes.issuers,
        audience: ajustes.clientId.split(','),
        clockTolerance: 30,
      });
      if (!texto(payload.sub)) throw new TokenSocialInvalido('sin sub');
      return payload;
    } catch (error) {
      if (error instanceof TokenSocialInvalido) throw error;
      throw new TokenSocialInvalido(error instanceof Error ? error.message : 'token inválido');
    }
  }

  async function json(url: URL): Promise<Record<string, unknown>> {
    try {
      const r = await fetcher(url, { signal: AbortSignal.timeout(5000) });
      if (!r.ok) throw new TokenSocialInvalido(`HTTP ${r.status}`);
      const cuerpo: unknown = await r.json();
      if (cuerpo === null || typeof cuerpo !== 'object') throw new TokenSocialInvalido('respuesta');
      return cuerpo as Record<string, unknown>;
    } catch (error) {
      if (error instanceof TokenSocialInvalido) throw error;
      throw new TokenSocialInvalido(error instanceof Error ? error.message : 'sin respuesta');
    }
  }

  return {
    async google(idToken) {
      const p = await verificarJwt(idToken, config.google);
      return {
        proveedor: 'google',
        sujeto: String(p.sub),
        email: texto(p.email)?.toLowerCase() ?? null,
        emailVerificado: verdadero(p.email_verified),
        nombre: texto(p.given_name),
        apellido: texto(p.family_name),
      };
    },
    async apple(identityToken) {
      const p = await verificarJwt(identityToken, config.apple);
      return {
        proveedor: 'apple',
        sujeto: String(p.sub),
        email: texto(p.email)?.toLowerCase() ?? null,
        emailVerificado: verdadero(p.email_verified),
        nombre: null,
        apellido: null,
      };
    },
    async facebook(accessToken) {
      const { appId, appSecret, debugTokenUrl, perfilUrl } = config.facebook;
      if (!appId || !appSecret) throw new ProveedorNoConfigurado();
      const depuracion = new URL(debugTokenUrl);
      depuracion.searchParams.set('input_token', accessToken);
      depuracion.searchParams.set('access_token', `${appId}|${appSecret}`);
      const { data } = await json(depuracion);
      const d = (data ?? {}) as Record<string, unknown>;
      const vence = typeof d.expires_at === 'number' ? d.expires_at : 0;
      if (
        d.is_valid !== true ||
        String(d.app_id) !== appId ||
        !texto(d.user_id) ||
        (vence !== 0 && vence * 1000 < Date.now())
      ) {
        throw new TokenSocialInvalido('token de Facebook no válido para esta aplicación');
      }
      const perfil = new URL(perfilUrl);
      perfil.searchParams.set('fields', 'id,email,first_name,last_name');
      perfil.searchParams.set('access_token', accessToken);
      const p = await json(perfil);
      if (String(p.id) !== d.user_id) throw new TokenSocialInvalido('perfil de otro usuario');
      const email = texto(p.email)?.toLowerCase() ?? null;
      return {
        proveedor: 'facebook',
        sujeto: String(d.user_id),
        email,
        emailVerificado: email !== null,
        nombre: texto(p.first_name),
        apellido: texto(p.last_name),
      };
    },
  };
}

/** Qué botones sociales mostrar: sólo los proveedores configurados. */
export function proveedoresConfigurados(config: ConfigSocial) {
  return {
    google: config.google.clientId
      ? { client_id: config.google.clientId.split(',')[0] ?? '' }
      : null,
    apple: config.apple.clientId ? { client_id: config.apple.clientId.split(',')[0] ?? '' } : null,
    facebook:
      config.facebook.appId && config.facebook.appSecret ? { app_id: config.facebook.appId } : null,
  };
}
