// Envío del DE a SIFEN por un adaptador (arquitectura §6): el sandbox local por defecto y el
// servicio web real por configuración (SIFEN_MODO=real, SIFEN_URL). Ver ADR 019.
import { create } from 'xmlbuilder2';

export interface RespuestaSifen {
  estado: 'aprobado' | 'rechazado';
  codigo: string;
  mensaje: string;
  /** Respuesta cruda (XML) para guardar. */
  respuesta: string;
}

export interface EnvioSifen {
  readonly nombre: string;
  enviar(xml: string, cdc: string, id: number): Promise<RespuestaSifen>;
}

/** Error de transporte (sin respuesta a tiempo): el trabajo se reintenta. */
export class SifenNoResponde extends Error {}

const protocolo = (cdc: string, estado: string, codigo: string, mensaje: string) =>
  create({ version: '1.0', encoding: 'UTF-8' })
    .ele('http://ekuatia.set.gov.py/sifen/xsd', 'rRetEnviDe')
    .ele('rProtDe')
    .ele('Id')
    .txt(cdc)
    .up()
    .ele('dEstRes')
    .txt(estado)
    .up()
    .ele('gResProc')
    .ele('dCodRes')
    .txt(codigo)
    .up()
    .ele('dMsgRes')
    .txt(mensaje)
    .doc()
    .end();

/**
 * Sandbox local: acepta (0260 «Autorización del DE satisfactoria»), rechaza con un código o no
 * responde a tiempo, según `comportamiento`; con 'cdc' decide por el CDC (termina en 1: rechaza,
 * en 2: tarde la primera vez) para poder probar los tres casos con el mismo servidor.
 */
export function sifenSandbox(
  comportamiento: 'acepta' | 'rechaza' | 'tarde' | 'cdc' = 'acepta',
): EnvioSifen {
  const intentos = new Map<string, number>();
  return {
    nombre: 'sandbox',
    async enviar(_xml, cdc) {
      const n = (intentos.get(cdc) ?? 0) + 1;
      intentos.set(cdc, n);
      const modo =
        comportamiento !== 'cdc'
          ? comportamiento
          : cdc.endsWith('1')
            ? 'rechaza'
            : cdc.endsWith('2') && n === 1
              ? 'tarde'
              : 'acepta';
      if (modo === 'tarde') throw new SifenNoResponde('SIFEN no respondió a tiempo');
      if (modo === 'rechaza') {
        const mensaje = 'RUC del receptor inexistente';
        return {
          estado: 'rechazado',
          codigo: '1264',
          mensaje,
          respuesta: protocolo(cdc, 'Rechazado', '1264', mensaje),
        };
      }
      const mensaje = 'Autorización del DE satisfactoria';
      return {
        estado: 'aprobado',
        codigo: '0260',
        mensaje,
        respuesta: protocolo(cdc, 'Aprobado', '0260', mensaje),
      };
    },
  };
}

/**
 * Servicio web sincrónico de SIFEN (siRecepDE): sobre SOAP 1.2 con rEnviDe {dId, xDE}. El DE
 * llega firmado si hay SIFEN_CERTIFICADO (./firma.ts); el TLS mutuo con el certificado del
 * contribuyente lo pone la infraestructura (proxy); sin ellos SIFEN rechaza el envío.
 */
export function sifenReal(url: string, timeoutMs = 30_000): EnvioSifen {
  return {
    nombre: 'real',
    async enviar(xml, cdc, id) {
      const cuerpo = xml.replace(/^<\?xml[^>]*>/, '');
      const sobre =
        '<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body>' +
        `<rEnviDe xmlns="http://ekuatia.set.gov.py/sifen/xsd"><dId>${id}</dId><xDE>${cuerpo}</xDE></rEnviDe>` +
        '</soap:Body></soap:Envelope>';
      let texto: string;
      try {
        const r = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/soap+xml; charset=utf-8' },
          body: sobre,
          signal: AbortSignal.timeout(timeoutMs),
        });
        texto = await r.text();
      } catch (e) {
        throw new SifenNoResponde(e instanceof Error ? e.message : 'sin respuesta');
      }
      const estado = /<(?:\w+:)?dEstRes>([^<]*)</.exec(texto)?.[1] ?? '';
      const codigo = /<(?:\w+:)?dCodRes>([^<]*)</.exec(texto)?.[1] ?? '';
      const mensaje = /<(?:\w+:)?dMsgRes>([^<]*)</.exec(texto)?.[1] ?? '';
      if (!codigo) throw new SifenNoResponde(`Respuesta sin protocolo para ${cdc}`);
      return {
        estado: /aprobado/i.test(estado) ? 'aprobado' : 'rechazado',
        codigo,
        mensaje,
        respuesta: texto,
      };
    },
  };
}

/** Adaptador según el entorno: SIFEN_MODO=real con SIFEN_URL; si no, el sandbox. */
export function sifenDesdeEntorno(entorno: NodeJS.ProcessEnv = process.env): EnvioSifen {
  if (entorno.SIFEN_MODO === 'real' && entorno.SIFEN_URL) return sifenReal(entorno.SIFEN_URL);
  const c = entorno.SIFEN_SANDBOX;
  return sifenSandbox(c === 'rechaza' || c === 'tarde' || c === 'cdc' ? c : 'acepta');
}
