/**
 * A whole number as en-GB writes it (`12,345`), for counts and limits in messages. Not
 * `toLocaleString`: the first Intl number format of a process loads locale data, about 20 ms,
 * and contracts word their limits as they load, so every function paid it on its first request.
 */
export const formatCount = (n: number): string =>
  Number.isInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : String(n);
