// Cliente WebSocket para los tests del canal `/ws`: guarda lo recibido y permite esperar un
// mensaje o el cierre.
import { WebSocket, type ClientOptions } from 'ws';
import { mensajeServidorWsSchema, type MensajeServidorWs } from '@nemu/domain';

export interface Cierre {
  codigo: number;
  razon: string;
}

export class ClienteWs {
  readonly recibidos: MensajeServidorWs[] = [];
  readonly cierre: Promise<Cierre>;
  private esperas: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (datos) => {
      this.recibidos.push(mensajeServidorWsSchema.parse(JSON.parse(String(datos))));
      for (const avisar of this.esperas) avisar();
    });
    this.cierre = new Promise((resolver) => {
      socket.on('close', (codigo, razon) => resolver({ codigo, razon: razon.toString('utf8') }));
    });
  }

  static abrir(url: string, opciones: ClientOptions = {}): Promise<ClienteWs> {
    const socket = new WebSocket(url, opciones);
    const cliente = new ClienteWs(socket);
    return new Promise((resolver, rechazar) => {
      socket.once('open', () => resolver(cliente));
      socket.once('error', rechazar);
    });
  }

  /** Abre y se autentica; resuelve con el mensaje `listo`. */
  static async autenticado(url: string, token: string, opciones: ClientOptions = {}) {
    const cliente = await ClienteWs.abrir(url, opciones);
    cliente.enviar({ tipo: 'autenticar', token });
    await cliente.esperar((m) => m.tipo === 'listo');
    return cliente;
  }

  enviar(mensaje: unknown): void {
    this.socket.send(typeof mensaje === 'string' ? mensaje : JSON.stringify(mensaje));
  }

  /** El primer mensaje (ya recibido o por venir) que cumple la condición. */
  esperar(
    condicion: (m: MensajeServidorWs) => boolean,
    plazoMs = 5_000,
  ): Promise<MensajeServidorWs> {
    return new Promise((resolver, rechazar) => {
      const revisar = () => {
        const m = this.recibidos.find(condicion);
        if (!m) return;
        clearTimeout(temporizador);
        this.esperas = this.esperas.filter((e) => e !== revisar);
        resolver(m);
      };
      const temporizador = setTimeout(() => {
        this.esperas = this.esperas.filter((e) => e !== revisar);
        rechazar(
          new Error(`sin el mensaje esperado; recibidos: ${JSON.stringify(this.recibidos)}`),
        );
      }, plazoMs);
      this.esperas.push(revisar);
      revisar();
    });
  }

  cerrar(): Promise<Cierre> {
    this.socket.close();
    return this.cierre;
  }
}
