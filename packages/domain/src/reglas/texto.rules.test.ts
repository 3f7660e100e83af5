import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sanitizarTexto } from './texto.rules.js';

describe('sanitizarTexto', () => {
  it.each([
    ['  Hola  ', 'Hola'],
    ['<b>Ñandutí</b> de Itauguá', 'Ñandutí de Itauguá'],
    ['Café &amp; chipa', 'Café & chipa'],
    ['a &lt; b', 'a < b'],
    ['x < y y z > w', 'x < y y z > w'],
    ['<script>alert(1)</script>Hola', 'Hola'],
    ['<STYLE type="text/css">p{}</STYLE>texto', 'texto'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;ok', 'ok'],
    ['&amp;lt;b&amp;gt;doble&amp;lt;/b&amp;gt;', 'doble'],
    ['<img src=x onerror=alert(1)>foto', 'foto'],
    ['uno<!-- oculto -->dos', 'unodos'],
    ['línea 1\nlínea 2', 'línea 1\nlínea 2'],
    ['nul\u0000o', 'nulo'],
    ['&nbsp;', ''],
  ])('%j → %j', (entrada, salida) => {
    expect(sanitizarTexto(entrada)).toBe(salida);
  });

  it('is idempotent (property)', () => {
    const pieza = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '<b>',
        '</b>',
        '<script>',
        '</script>',
        '&amp;',
        '&lt;',
        '&gt;',
        '&#60;',
        '<!--',
        '-->',
        ' ',
        '\n',
        '<',
        '>',
        '&',
      ),
    );
    fc.assert(
      fc.property(fc.array(pieza, { maxLength: 12 }), (partes) => {
        const una = sanitizarTexto(partes.join(''));
        expect(sanitizarTexto(una)).toBe(una);
      }),
      { numRuns: 500 },
    );
  });

  it('never leaves a tag (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('b', 'i', 'div', 'a href="x"'), (s, tag) => {
        expect(sanitizarTexto(`<${tag}>${s}</${tag.split(' ')[0]}>`)).not.toMatch(
          /<\/?[a-z][^>]*>/i,
        );
      }),
    );
  });
});
