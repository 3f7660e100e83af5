// Configuración de Web Push (ADR 013): claves VAPID del entorno o generadas y guardadas.

export interface ConfigPush {
  /** Par VAPID del entorno; sin las dos claves se genera uno y se guarda en `clave_vapid`. */
  vapidPublica: string | undefined;
  vapidPrivada: string | undefined;
  /** Contacto del emisor que exigen los servicios push (`mailto:` o `https:`). */
  vapidAsunto: string;
  /** Admite endpoints `http:` (sólo pruebas contra un servicio push local). */
  permitirHttp: boolean;
}

export function configPush(env: NodeJS.ProcessEnv, publicUrl: string): ConfigPush {
  return {
    vapidPublica: env.VAPID_PUBLIC_KEY || undefined,
    vapidPrivada: env.VAPID_PRIVATE_KEY || undefined,
    vapidAsunto:
      env.VAPID_SUBJECT ||
      (publicUrl.startsWith('https:') ? publicUrl : 'mailto:soporte@nemu.com.py'),
    permitirHttp: false,
  };
}
