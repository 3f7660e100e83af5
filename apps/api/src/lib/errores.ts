import { MENSAJES } from '@nemu/domain';

export type ErroresCampo = Record<string, string[]>;

/** Error de dominio con su estado HTTP y un mensaje del catálogo. */
export class ErrorDominio extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400 con errores por campo (y `non_field_errors`). */
export class ErrorValidacion extends ErrorDominio {
  constructor(readonly campos: ErroresCampo) {
    super(400, campos.non_field_errors?.[0] ?? MENSAJES.validacion);
  }

  static general(mensaje: string): ErrorValidacion {
    return new ErrorValidacion({ non_field_errors: [mensaje] });
  }

  static campo(campo: string, mensaje: string): ErrorValidacion {
    return new ErrorValidacion({ [campo]: [mensaje] });
  }
}

export class NoAutenticado extends ErrorDominio {
  constructor(mensaje: string = MENSAJES.noAutenticado) {
    super(401, mensaje);
  }
}

export class SinPermiso extends ErrorDominio {
  constructor(mensaje: string = MENSAJES.sinPermiso) {
    super(403, mensaje);
  }
}

export class NoEncontrado extends ErrorDominio {
  constructor(mensaje: string = MENSAJES.noEncontrado) {
    super(404, mensaje);
  }
}

/** 409: conflicto con el estado actual (stock, estado de un pedido, ...). */
export class Conflicto extends ErrorDominio {
  constructor(
    mensaje: string = MENSAJES.conflicto,
    readonly datos?: Record<string, unknown>,
  ) {
    super(409, mensaje);
  }
}

export class DemasiadasSolicitudes extends ErrorDominio {
  constructor(readonly reintentarEnSegundos: number) {
    super(429, MENSAJES.demasiadasSolicitudes);
  }
}
