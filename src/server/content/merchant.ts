/** Which merchant's catalogue a request reads: the platform's one resolver (services/merchant.ts). */
export { requestMerchant } from '../services/merchant';

/** Accepts the spellings the spec's calls use for the merchant parameter. */
export function merchantParam(query: { merchantCode?: string; merchant_code?: string; merchant?: string }): string | undefined {
  return query.merchantCode || query.merchant_code || query.merchant || undefined;
}
