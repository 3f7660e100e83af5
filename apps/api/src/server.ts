import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { precargarBusqueda } from './modules/busqueda/busqueda.service.js';
import { firmanteActual } from './modules/contabilidad/sifen/sifen.service.js';
import { sembrar } from './seed/index.js';
import { iniciarSimuladorDemo } from './seed/simulador-demo.js';

const CUENTAS_DEMO = ['admin', 'cliente', 'proveedor', 'transportista', 'empresa'];

async function main(): Promise<void> {
  const config = loadConfig();
  // Un certificado SIFEN ilegible o con contraseña incorrecta se dice al arrancar (ADR 019).
  firmanteActual();
  const app = await buildApp(config);
  const inicio = performance.now();
  await sembrar({
    database: app.database,
    demo: config.demo,
    storageDir: config.storageDir,
    documentosDir: config.documentosDir,
    adminPassword: config.adminPassword,
  });
  app.log.info({ ms: Math.round(performance.now() - inicio) }, 'datos iniciales listos');
  // Sólo en modo demo: transportistas simulados que recorren sus hojas (DEMO=off lo apaga).
  await iniciarSimuladorDemo(app, config);
  const inicioIndice = performance.now();
  void precargarBusqueda(app.db).then(
    () =>
      app.log.info({ ms: Math.round(performance.now() - inicioIndice) }, 'índice de búsqueda listo'),
    (error: unknown) => app.log.error({ err: error }, 'no se pudo cargar el índice de búsqueda'),
  );

  for (const senal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(senal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });

  const url = config.publicUrl;
  const lineas = [
    '',
    `  Ñemu está sirviendo en ${url}`,
    `  API: ${url}/api/  ·  Documentación: ${url}/api/docs`,
    `  Base de datos: ${app.database.motor === 'pglite' ? `PGlite (${config.pgliteDir})` : 'PostgreSQL'}`,
  ];
  if (config.demo) {
    lineas.push('', '  Cuentas de demostración (contraseña: demo1234):');
    for (const c of CUENTAS_DEMO) lineas.push(`    - ${c}`);
  }
  console.log(lineas.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
