import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { validarCdc } from '@nemu/domain';
import { deDePrueba, tiposDE } from './de.fixtures.js';
import { armarDE } from './de-xml.js';

// El rDE exige ds:Signature (firma con certificado, ADR 019; el rDE firmado completo se valida
// en firma.test.ts): sin firma validamos el DE contra sus tipos oficiales declarando el
// elemento DE de tipo tDE sobre el DE_v150.xsd sin cambios.
const ENVOLTORIO = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified"
  xmlns="http://ekuatia.set.gov.py/sifen/xsd" targetNamespace="http://ekuatia.set.gov.py/sifen/xsd">
  <xs:include schemaLocation="DE_v150.xsd"/>
  <xs:element name="DE" type="tDE"/>
</xs:schema>`;

async function validarDE(xml: string) {
  const inicio = xml.indexOf('<DE ');
  const fin = xml.indexOf('</DE>') + '</DE>'.length;
  const de = xml
    .slice(inicio, fin)
    .replace('<DE ', '<DE xmlns="http://ekuatia.set.gov.py/sifen/xsd" ');
  return validateXML({
    xml: [{ fileName: 'de.xml', contents: de }],
    schema: [{ fileName: 'envoltorio.xsd', contents: ENVOLTORIO }],
    preload: tiposDE(),
  });
}

const base = deDePrueba;

describe('DE SIFEN v150', () => {
  it('la factura con RUC valida contra el XSD oficial y lleva su CDC, totales e IVA', async () => {
    const d = base();
    expect(validarCdc(d.cdc)).toBe(true);
    const xml = armarDE(d).xml;
    const r = await validarDE(xml);
    expect(r.errors).toEqual([]);
    expect(r.valid).toBe(true);
    expect(xml).toContain(`<DE Id="${d.cdc}">`);
    expect(xml).toContain('<dTotGralOpe>400000</dTotGralOpe>');
    expect(xml).toContain('<dIVA5>5238</dIVA5>');
    expect(xml).toContain('<dIVA10>20000</dIVA10>');
    expect(xml).toContain('consultas-test/qr?nVersion=150&amp;Id=' + d.cdc);
  });

  it('la factura innominada y la nota de crédito también validan', async () => {
    const innominada = base({ receptor: null });
    expect((await validarDE(armarDE(innominada).xml)).errors).toEqual([]);
    const nc = base({ tipoDocumento: 5, numero: 3, asociado: innominada.cdc });
    const r = await validarDE(armarDE(nc).xml);
    expect(r.errors).toEqual([]);
  });

  it('un DE roto no valida (el test puede fallar)', async () => {
    const xml = armarDE(base()).xml.replace('<dNumDoc>0000027</dNumDoc>', '<dNumDoc>27</dNumDoc>');
    const r = await validarDE(xml);
    expect(r.valid).toBe(false);
    expect(r.errors.map((e) => e.rawMessage).join(' ')).toContain('dNumDoc');
  });
});
