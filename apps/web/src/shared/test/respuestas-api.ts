/** Respuesta de la API con un cuerpo JSON, para los `fetch` simulados de los tests. */
export const json = (cuerpo: unknown, status = 200) =>
  new Response(JSON.stringify(cuerpo), { status });

/** Cuerpo de una lista paginada de la API con todos los resultados en una página. */
export const pagina = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});
