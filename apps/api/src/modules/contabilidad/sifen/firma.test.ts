import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { SignedXml } from 'xml-crypto';
import { validateXML } from 'xmllint-wasm';
import { MENSAJES_CONTABILIDAD } from '@nemu/domain';
import { deDePrueba, esquemaSifen, tiposDE } from './de.fixtures.js';
import { armarDE, urlQr } from './de-xml.js';
import { ErrorCertificadoSifen, firmanteDesdeEntorno, firmanteSifen } from './firma.js';

const CLAVE = 'clave-de-prueba';

/** Certificado autofirmado con su clave RSA, empaquetado en PKCS#12 con contraseña. */
function certificadoDePrueba() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clave = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  );
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(clave.n, clave.e);
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date('2026-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2027-01-01T00:00:00Z');
  const nombre = [
    { name: 'commonName', value: 'Nemu Marketplace S.A.' },
    { name: 'countryName', value: 'PY' },
  ];
  cert.setSubject(nombre);
  cert.setIssuer(nombre);
  cert.sign(clave, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(clave, [cert], CLAVE, { algorithm: '3des' });
  return {
    p12: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'),
    certificadoPem: forge.pki.certificateToPem(cert),
  };
}

const { p12, certificadoPem } = certificadoDePrueba();

// Sólo las dos primeras líneas (5 % y 10 %): total 330.000.
const datos = () => deDePrueba({ items: deDePrueba().items.slice(0, 2) });

/** Verifica la firma con xml-crypto y el certificado del PKCS#12 (no con el de KeyInfo). */
function firmaValida(xml: string): boolean {
  const firma = /<Signature [\s\S]*<\/Signature>/.exec(xml)?.[0];
  if (!firma) return false;
  const verificador = new SignedXml({ publicCert: certificadoPem });
  verificador.loadSignature(firma);
  try {
    return verificador.checkSignature(xml);
  } catch {
    return false;
  }
}

/** Valida el rDE completo (con ds:Signature) contra siRecepDE_v150.xsd. */
async function validarRde(xml: string) {
  return validateXML({
    xml: [{ fileName: 'rde.xml', contents: xml }],
    schema: [esquemaSifen('siRecepDE_v150.xsd')],
    preload: tiposDE(),
  });
}

describe('firma XMLDSig del DE', () => {
  const firmante = firmanteSifen(p12, CLAVE);

  it('firma el DE como pide SIFEN y la firma verifica con xml-crypto', () => {
    const d = datos();
    const { xml } = armarDE(d, firmante);
    expect(firmaValida(xml)).toBe(true);
    expect(xml).toContain(`<Reference URI="#${d.cdc}">`);
    expect(xml).toContain(
      '<Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"/>',
    );
    expect(xml).toContain('<Transform Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/>');
    expect(xml).toContain('<DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>');
    expect(xml).toContain(
      '<SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>',
    );
    const base64Cert = certificadoPem.replace(/-----[^-]+-----|\s/g, '');
    expect(xml).toContain(`<KeyInfo><X509Data><X509Certificate>${base64Cert}</X509Certificate>`);
    // ds:Signature en rDE, después de DE y antes de gCamFuFD.
    expect(xml).toMatch(/<\/DE><Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#">/);
    expect(xml).toMatch(/<\/Signature><gCamFuFD><dCarQR>/);
  });

  it('alterar un monto del DE firmado invalida la firma', () => {
    const { xml } = armarDE(datos(), firmante);
    expect(xml).toContain('<dTotGralOpe>330000</dTotGralOpe>');
    const alterado = xml.replace(
      '<dTotGralOpe>330000</dTotGralOpe>',
      '<dTotGralOpe>330001</dTotGralOpe>',
    );
    expect(firmaValida(alterado)).toBe(false);
  });

  it('el QR lleva el DigestValue de la firma (en hex)', () => {
    const d = datos();
    const firmado = armarDE(d, firmante);
    const digest = /<DigestValue>([^<]+)<\/DigestValue>/.exec(firmado.xml)?.[1] ?? '';
    const hex = Buffer.from(digest, 'utf8').toString('hex');
    expect(firmado.urlQr).toContain(`&DigestValue=${hex}&`);
    expect(firmado.urlQr).toBe(urlQr(d, 'test', digest));
    expect(firmado.urlQr).not.toBe(armarDE(d).urlQr);
    expect(firmado.xml).toContain(firmado.urlQr.replaceAll('&', '&amp;'));
  });

  it('el rDE firmado completo valida contra siRecepDE_v150.xsd (y sin firma no)', async () => {
    const firmado = await validarRde(armarDE(datos(), firmante).xml);
    expect(firmado.errors).toEqual([]);
    expect(firmado.valid).toBe(true);
    const innominada = armarDE({ ...datos(), receptor: null }, firmante).xml;
    expect((await validarRde(innominada)).errors).toEqual([]);
    const sinFirma = await validarRde(armarDE(datos()).xml);
    expect(sinFirma.valid).toBe(false);
    expect(sinFirma.errors.map((e) => e.rawMessage).join(' ')).toContain('Signature');
  });

  it('contraseña incorrecta o archivo ilegible: error claro del catálogo', () => {
    expect(() => firmanteSifen(p12, 'otra')).toThrow(
      new ErrorCertificadoSifen(MENSAJES_CONTABILIDAD.certificadoSifenClave),
    );
    expect(() => firmanteSifen(Buffer.from('no es un p12'), CLAVE)).toThrow(
      MENSAJES_CONTABILIDAD.certificadoSifenIlegible,
    );
  });

  it('desde el entorno: sin certificado no firma; con ruta y contraseña, firma', () => {
    expect(firmanteDesdeEntorno({})).toBeNull();
    const dir = mkdtempSync(path.join(tmpdir(), 'nemu-sifen-'));
    const ruta = path.join(dir, 'certificado.p12');
    writeFileSync(ruta, p12);
    const f = firmanteDesdeEntorno({ SIFEN_CERTIFICADO: ruta, SIFEN_CERTIFICADO_CLAVE: CLAVE });
    expect(f).not.toBeNull();
    expect(firmaValida(armarDE(datos(), f).xml)).toBe(true);
    expect(() =>
      firmanteDesdeEntorno({ SIFEN_CERTIFICADO: ruta, SIFEN_CERTIFICADO_CLAVE: 'mala' }),
    ).toThrow(MENSAJES_CONTABILIDAD.certificadoSifenClave);
    expect(() =>
      firmanteDesdeEntorno({ SIFEN_CERTIFICADO: path.join(dir, 'no-existe.p12') }),
    ).toThrow(MENSAJES_CONTABILIDAD.certificadoSifenIlegible);
  });
});
