/** Una cantidad con su sustantivo en singular o plural: «1 retiro», «3 retiros», «0 entregas». */
export function plural(n: number, uno: string, varios: string): string {
  return `${n} ${n === 1 ? uno : varios}`;
}
