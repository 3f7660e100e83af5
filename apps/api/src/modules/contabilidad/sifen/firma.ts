// Firma XMLDSig del DE (Manual Técnico SIFEN v150, ADR 019): envuelta, referencia `#<CDC>`,
// transformaciones enveloped-signature + exc-c14n, SHA-256 y RSA-SHA256, con el certificado
// X.509 en KeyInfo. La clave sale de un PKCS#12 (SIFEN_CERTIFICADO, SIFEN_CERTIFICADO_CLAVE);
// sin certificado no se firma. El ds:Signature queda en rDE después de DE (tipo rDE del XSD).
import { readFileSync } from 'node:fs';
import forge from 'node-forge';
import { SignedXml } from 'xml-crypto';
import { z } from 'zod';
import { MENSAJES_CONTABILIDAD } from '@nemu/domain';

const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const XPATH_DE =
  "/*[local-name()='rDE']/*[local-name()='DE' and namespace-uri()='http://ekuatia.set.gov.py/sifen/xsd']";

/** Certificado ilegible, contraseña incorrecta o PKCS#12 sin clave: mensaje del catálogo. */
export class ErrorCertificadoSifen extends Error {}

export interface FirmanteSifen {
  /** Firma el DE de un rDE y devuelve el XML firmado y el DigestValue (base64) del DE. */
  firmar(xml: string): { xml: string; digestValue: string };
}

const entornoFirma = z.object({
  SIFEN_CERTIFICADO: z.string().trim().optional(),
  SIFEN_CERTIFICADO_CLAVE: z.string().default(''),
});

/** Claves PEM de un PKCS#12 (.p12/.pfx) protegido con `clave`. */
export function leerPkcs12(
  p12: Buffer,
  clave: string,
): { clavePem: string; certificadoPem: string } {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
  } catch {
    throw new ErrorCertificadoSifen(MENSAJES_CONTABILIDAD.certificadoSifenIlegible);
  }
  let pkcs12: forge.pkcs12.Pkcs12Pfx;
  try {
    pkcs12 = forge.pkcs12.pkcs12FromAsn1(asn1, clave);
  } catch (e) {
    // node-forge: "PKCS#12 MAC could not be verified. Invalid password?" o un descifrado fallido.
    const texto = e instanceof Error ? e.message : '';
    throw new ErrorCertificadoSifen(
      /password|MAC|decrypt/i.test(texto)
        ? MENSAJES_CONTABILIDAD.certificadoSifenClave
        : MENSAJES_CONTABILIDAD.certificadoSifenIlegible,
    );
  }
  // OID de las bolsas PKCS#12 (RFC 7292): clave cifrada, clave y certificado.
  const bolsas = (oid: string) => pkcs12.getBags({ bagType: oid })[oid] ?? [];
  const claves = [...bolsas('1.2.840.113549.1.12.10.1.2'), ...bolsas('1.2.840.113549.1.12.10.1.1')];
  const certificados = bolsas('1.2.840.113549.1.12.10.1.3');
  const clavePrivada = claves.find((b) => b.key)?.key;
  const certificado = certificados.find((b) => b.cert)?.cert;
  if (!clavePrivada || !certificado) {
    throw new ErrorCertificadoSifen(MENSAJES_CONTABILIDAD.certificadoSifenIncompleto);
  }
  return {
    clavePem: forge.pki.privateKeyToPem(clavePrivada),
    certificadoPem: forge.pki.certificateToPem(certificado),
  };
}

/** Firmante con la clave y el certificado de un PKCS#12. */
export function firmanteSifen(p12: Buffer, clave: string): FirmanteSifen {
  const { clavePem, certificadoPem } = leerPkcs12(p12, clave);
  return {
    firmar(xml) {
      const firma = new SignedXml({
        privateKey: clavePem,
        publicCert: certificadoPem,
        signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
        canonicalizationAlgorithm: EXC_C14N,
      });
      firma.addReference({
        xpath: XPATH_DE,
        transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', EXC_C14N],
        digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
      });
      firma.computeSignature(xml, { location: { reference: XPATH_DE, action: 'after' } });
      const firmado = firma.getSignedXml();
      const digestValue = /<DigestValue>([^<]+)<\/DigestValue>/.exec(firmado)?.[1];
      if (!digestValue) throw new Error('La firma del DE no produjo DigestValue');
      return { xml: firmado, digestValue };
    },
  };
}

/**
 * Firmante según el entorno: null sin SIFEN_CERTIFICADO; con él, lee el PKCS#12 y lanza
 * ErrorCertificadoSifen si no se puede leer o la contraseña no es correcta.
 */
export function firmanteDesdeEntorno(
  entorno: NodeJS.ProcessEnv = process.env,
): FirmanteSifen | null {
  const c = entornoFirma.parse(entorno);
  if (!c.SIFEN_CERTIFICADO) return null;
  let p12: Buffer;
  try {
    p12 = readFileSync(c.SIFEN_CERTIFICADO);
  } catch {
    throw new ErrorCertificadoSifen(MENSAJES_CONTABILIDAD.certificadoSifenIlegible);
  }
  return firmanteSifen(p12, c.SIFEN_CERTIFICADO_CLAVE);
}
