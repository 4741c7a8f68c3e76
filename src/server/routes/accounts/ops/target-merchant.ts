import { z } from 'zod';
import type { StoreDb } from '../../../data/store';
import { fail } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { DEFAULT_MERCHANT, merchantExists } from '../../../services/merchant';

const merchantQuery = z.object({ merchant: z.string().trim().regex(/^[A-Z][A-Z0-9_]{1,31}$/, 'merchant codes are upper-case letters and digits').optional() });

/** Layout document ids as the URL carries them. */
export const layoutIdParams = z.object({ id: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'layout ids are letters, digits, _ and -') });

/** `?merchant=CODE` picks whose documents a call reads or changes (default DEMO); unknown codes are 404. */
export async function targetMerchant(db: StoreDb, query: unknown): Promise<string> {
  const { merchant } = parseInput(merchantQuery, query, 'query');
  const code = merchant ?? DEFAULT_MERCHANT;
  if (!(await merchantExists(db, code))) fail(404, 'merchant.notFound', `No merchant ${code}`);
  return code;
}
