import { randomUUID } from 'node:crypto';

export interface ArchivoDePrueba {
  campo: string;
  nombre: string;
  tipo: string;
  datos: Buffer;
}

/** Cuerpo multipart para `app.inject` (sólo para tests). */
export function multipart(campos: Record<string, string>, archivos: ArchivoDePrueba[] = []) {
  const limite = `----nemu${randomUUID().replaceAll('-', '')}`;
  const partes: Buffer[] = [];
  for (const [k, v] of Object.entries(campos)) {
    partes.push(
      Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  for (const a of archivos) {
    partes.push(
      Buffer.from(
        `--${limite}\r\nContent-Disposition: form-data; name="${a.campo}"; filename="${a.nombre}"\r\nContent-Type: ${a.tipo}\r\n\r\n`,
      ),
      a.datos,
      Buffer.from('\r\n'),
    );
  }
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return {
    payload: Buffer.concat(partes),
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
  };
}
