/**
 * Per-IP rate limit for one route (active only when the server runs with rate limits on).
 * Spread into the route options: app.post(path, limited(10), handler).
 */
export function limited(max: number, timeWindow = '1 minute') {
  return { config: { rateLimit: { max, timeWindow } } };
}

/**
 * Budgets per IP and minute, chosen so a person never meets them and a script soon does. They
 * stay generous because mobile carriers put many players behind one address (CGNAT); guessing is
 * stopped by the login captcha, the per-number SMS limit and the payment-password lock instead.
 */
export const LIMITS = {
  login: 60,
  captcha: 120,
  sms: 10,
  register: 20,
  passwordRecovery: 10,
} as const;
