import { parseDecimal } from '../text/numbers';

const NUMBER_TOKEN = /\d{1,3}(?:,\d{3})+(?:[.·]\d+)?|\d*[.·]\d+|\d+/g;

/**
 * A number as its source prints it ("1·10" -> "1.10", keeping trailing zeros that `String(1.1)` loses), found
 * in the quote it was read from; the plain number when the quote does not contain it.
 */
export function printedNumber(value: number, quote: string): string {
  for (const match of quote.matchAll(NUMBER_TOKEN)) {
    const parsed = parseDecimal(match[0]);
    if (parsed !== null && Math.abs(parsed - Math.abs(value)) < 1e-9) {
      const printed = match[0].replace(/[·]/g, '.');
      return value < 0 ? `−${printed}` : printed;
    }
  }
  return String(value);
}
