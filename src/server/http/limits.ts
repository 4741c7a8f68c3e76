/**
 * Per-IP rate limit for one route (active only when the server runs with rate limits on).
 * Spread into the route options: app.post(path, limited(10), handler).
 */
export function limited(max: number, timeWindow = '1 minute') {
  return { config: { rateLimit: { max, timeWindow } } };
}

/** Budgets per IP and minute, chosen so a person never meets them and a script soon does. */
export const LIMITS = {
  login: 20,
  captcha: 40,
  sms: 5,
  register: 10,
  passwordRecovery: 10,
} as const;
