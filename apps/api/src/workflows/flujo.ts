// Flujo de pasos que se deshacen solos: si un paso falla, se deshacen los anteriores en orden
// inverso y se vuelve a lanzar el error original.

export interface Paso<C> {
  nombre: string;
  ejecutar(ctx: C): Promise<void>;
  deshacer?(ctx: C): Promise<void>;
}

export async function ejecutarFlujo<C>(ctx: C, pasos: readonly Paso<C>[]): Promise<C> {
  const hechos: Paso<C>[] = [];
  try {
    for (const paso of pasos) {
      await paso.ejecutar(ctx);
      hechos.push(paso);
    }
    return ctx;
  } catch (error) {
    for (const paso of hechos.reverse()) {
      if (paso.deshacer) await paso.deshacer(ctx).catch(() => undefined);
    }
    throw error;
  }
}
