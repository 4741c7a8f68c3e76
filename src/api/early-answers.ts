/**
 * Answers that index.html's first script holds before the app's code arrived
 * (src/app/early/early-requests.ts): boot calls it started itself, and a guest's page data the
 * server sent with the page. Keyed by the request's URL as the client builds it; each is taken
 * once, by the call it stands for.
 */
type Started = Record<string, Promise<Response> | undefined>;

export function takeEarly(path: string): Promise<Response> | null {
  const started = (globalThis as { __wlEarly?: Started }).__wlEarly;
  const answer = started?.[path];
  if (!answer || !started) return null;
  delete started[path];
  return answer;
}
