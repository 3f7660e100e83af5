// Suma los informes JSON de Vitest y Playwright y escribe la línea final "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

let aprobadas = 0;
let fallidas = 0;
let omitidas = 0;
for (const archivo of process.argv.slice(2)) {
  if (!existsSync(archivo)) {
    console.error(`Falta el informe ${archivo}`);
    fallidas += 1;
    continue;
  }
  const informe = JSON.parse(readFileSync(archivo, 'utf8'));
  if ('numPassedTests' in informe) {
    aprobadas += informe.numPassedTests;
    fallidas += informe.numFailedTests;
    omitidas += informe.numPendingTests + (informe.numTodoTests ?? 0);
  } else if (informe.stats) {
    aprobadas += informe.stats.expected + informe.stats.flaky;
    fallidas += informe.stats.unexpected;
    omitidas += informe.stats.skipped;
  }
}
console.log(`Resumen: ${aprobadas} passed, ${fallidas} failed, ${omitidas} skipped`);
