import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { sembrar } from './seed/index.js';

const CUENTAS_DEMO = ['admin', 'cliente', 'proveedor', 'transportista', 'empresa'];

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  const inicio = performance.now();
  await sembrar({
    db: app.db,
    demo: config.demo,
    storageDir: config.storageDir,
    adminPassword: config.adminPassword,
  });
  app.log.info({ ms: Math.round(performance.now() - inicio) }, 'datos iniciales listos');

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
