import { clockInWords } from '@cards/contracts/dates-in-words';
import { runtimeConfig } from '../api/config';

/**
 * The print cut-off as the shop's pages promise it ("3pm"), from the server's `PRINT_CUTOFF`.
 * The marketing lines say what the delivery calculation keeps: cards are printed and posted
 * Monday to Saturday (not on bank holidays), the same day when paid by the cut-off.
 */
export function cutOffWords(): string {
  return clockInWords(runtimeConfig().printCutOff ?? '15:00');
}
