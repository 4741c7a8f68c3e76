/** Accepts the spellings the spec's calls use for the merchant parameter. */
export function merchantParam(query: { merchantCode?: string; merchant_code?: string; merchant?: string }): string | undefined {
  return query.merchantCode || query.merchant_code || query.merchant || undefined;
}
