/** Limita cuántas tareas corren a la vez; las demás esperan su turno en orden de llegada. */
export class Semaforo {
  private libres: number;
  private readonly espera: (() => void)[] = [];

  constructor(capacidad: number) {
    this.libres = capacidad;
  }

  async usar<T>(tarea: () => Promise<T>): Promise<T> {
    if (this.libres > 0) this.libres--;
    else await new Promise<void>((turno) => this.espera.push(turno));
    try {
      return await tarea();
    } finally {
      const siguiente = this.espera.shift();
      if (siguiente) siguiente();
      else this.libres++;
    }
  }
}
