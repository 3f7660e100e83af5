// Reloj del día simulado del lado del cliente: la misma cuenta que el reloj acelerado del
// servidor (lib/reloj.ts), con la misma ancla, y las esperas convertidas a tiempo real.
import type { ChildProcess } from 'node:child_process';

export class RelojSimulado {
  private inicio = 0;
  private ancla = Date.now();
  factor = 1;

  constructor(private readonly servidor: ChildProcess) {}

  /** Instante simulado en ms. */
  ahora(): number {
    return this.inicio + (Date.now() - this.ancla) * this.factor;
  }

  /** Fija el reloj de los dos procesos: vale `inicio` ahora y avanza `factor` veces más rápido. */
  async fijar(inicio: number, factor: number): Promise<void> {
    this.inicio = inicio;
    this.factor = factor;
    this.ancla = Date.now();
    const hecho = new Promise<void>((r) => {
      const oir = (m: { reloj?: boolean }) => {
        if (m.reloj) {
          this.servidor.off('message', oir);
          r();
        }
      };
      this.servidor.on('message', oir);
    });
    this.servidor.send({
      reloj: { inicio: new Date(inicio).toISOString(), factor, ancla: this.ancla },
    });
    await hecho;
  }

  /** Espera `ms` de tiempo simulado. */
  esperar(ms: number): Promise<void> {
    return new Promise((r) => setTimeout(r, Math.max(0, ms / this.factor)));
  }

  esperarHasta(instante: number): Promise<void> {
    return this.esperar(instante - this.ahora());
  }
}
