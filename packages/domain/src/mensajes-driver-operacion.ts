// Mensajes de la app del transportista (conexión, rastreo, paradas sin señal).
export const MENSAJES_DRIVER_OPERACION = {
  cobroEfectivo:
    'Cobre antes de pedir el PIN. Al confirmar, el efectivo queda a su cargo hasta que lo deposite.',
  cobroEfectivoParcial:
    'Cobro parcial: este monto es sólo lo que entrega en esta parada (sus productos y su parte del envío); el resto del pedido se cobra en otra entrega. Avísele al cliente.',
  conectado: 'Está conectado: recibirá oportunidades y su ubicación se comparte mientras trabaja.',
  desconectado: 'Está desconectado: no recibirá oportunidades ni se comparte su ubicación.',
  sinPermisoUbicacion:
    'El navegador no permite leer su ubicación. Habilítela para recibir rutas cercanas y que el cliente vea la entrega.',
  ubicacionNoDisponible: 'No se pudo leer su ubicación. Se volverá a intentar.',
  posicionesPendientes: '{cantidad} posiciones esperan señal para enviarse.',
  sinSenal: 'Sin señal: lo que haga se guarda en este teléfono y se envía al volver la conexión.',
  pinEncolado:
    'Sin señal: el código quedó guardado en este teléfono y se enviará solo al volver la conexión. No cierre la sesión.',
  pinEnviadoLuego: 'Se envió el código que había quedado guardado.',
  pinPendienteRechazado: 'El código guardado sin señal fue rechazado: {motivo}',
  rutaTomadaPorOtro: 'Otro transportista ya aceptó esta ruta. Elija otra oportunidad.',
  bloqueoExplicado:
    'Se equivocaron demasiadas veces el código de esta parada y quedó bloqueada por seguridad. Llame a soporte o pida a un administrador que la desbloquee; luego podrá intentar de nuevo.',
  confirmarIncidente:
    '¿Reportar «{tipo}»? La ruta se cancela y las paradas pendientes vuelven a despacho. No se puede deshacer.',
  confirmarDesconexion:
    'Tiene una ruta en curso. Si se desconecta, el cliente deja de ver su ubicación. ¿Desconectarse igual?',
  rutaTerminada: 'Ruta terminada: la tarifa se acreditó en su balance.',
  eligirVehiculo: 'Elija el vehículo aprobado con el que hará la ruta.',
} as const;
