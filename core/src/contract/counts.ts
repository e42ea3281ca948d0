/**
 * A count with its words in the right number: countOf(1, 'row with problems was', 'rows with problems were') is
 * "1 row with problems was", 2 gives "2 rows with problems were". The count is written the New Zealand way (1,024).
 * Give the whole phrase that agrees with the count (noun and verb), so no sentence says "1 rows" or "1 row were".
 */
export function countOf(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-NZ')} ${count === 1 ? one : many}`;
}
