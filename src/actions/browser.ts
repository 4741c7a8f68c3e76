/**
 * The few browser side effects actions need, in one place so node tests can replace them.
 * Each is a no-op where the API is missing (server-side tests, old WebViews).
 */

export function openExternal(url: string): void {
  const win = (globalThis as { window?: Window }).window;
  if (!win) return;
  // A "noopener" window.open answers null even when the tab opened, so a blocked popup could not be
  // told apart (and this tab would follow too): open plainly, then cut the new tab's hold on this one.
  const opened = win.open(url, '_blank');
  if (opened) {
    try {
      opened.opener = null;
    } catch {
      // Already out of reach: nothing to cut.
    }
  } else {
    // Popup blockers (and some in-app browsers) refuse window.open: fall back to this tab.
    win.location.assign(url);
  }
}

export function setDocumentTitle(title: string): void {
  const doc = (globalThis as { document?: Document }).document;
  if (doc && title) doc.title = title;
}

export function setFavicon(href: string): void {
  const doc = (globalThis as { document?: Document }).document;
  if (!doc || !href) return;
  let link = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  link.href = href;
}

/** Where the page runs: `domain` and `url` for the template lookup. */
export function pageLocation(): { domain: string; url: string } {
  const loc = (globalThis as { location?: Location }).location;
  return { domain: loc?.hostname ?? '', url: loc?.href ?? '' };
}

interface PasswordCredentialCtor {
  new (data: { id: string; password: string; name?: string }): Credential;
}

/**
 * Hands the password to the browser's password manager (Credential Management API). The app
 * itself never stores the password. Answers whether the browser accepted it.
 */
export async function storePasswordCredential(id: string, password: string): Promise<boolean> {
  const g = globalThis as { PasswordCredential?: PasswordCredentialCtor; navigator?: Navigator };
  if (!g.PasswordCredential || !g.navigator?.credentials?.store || !id || !password) return false;
  try {
    await g.navigator.credentials.store(new g.PasswordCredential({ id, password, name: id }));
    return true;
  } catch {
    return false;
  }
}

/**
 * Moves focus to a form field by its name (the first invalid one after a failed submit) and brings
 * it into view; fields that are not focusable themselves (an image picker) focus their input.
 */
export function focusField(name: string): void {
  const doc = (globalThis as { document?: Document }).document;
  if (!doc || !name) return;
  const target = doc.querySelector<HTMLElement>(`main [name="${CSS.escape(name)}"], [name="${CSS.escape(name)}"]`);
  if (!target) return;
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block: 'center' });
}

/** Sets the theme's custom properties on the page (template colours); earlier ones are replaced. */
export function applyThemeProperties(properties: Record<string, string>): void {
  const doc = (globalThis as { document?: Document }).document;
  if (!doc) return;
  const style = doc.documentElement.style;
  for (const name of Array.from(style)) if (name.startsWith('--') && !(name in properties)) style.removeProperty(name);
  for (const [name, value] of Object.entries(properties)) style.setProperty(name, value);
  // The browser's own bar takes the merchant's background too (the page's meta says the default).
  const themeColour = doc.querySelector('meta[name="theme-color"]');
  if (themeColour) themeColour.setAttribute('content', properties['--bg'] ?? DEFAULT_THEME_COLOUR);
}

/** index.html's theme colour, the app's own background. */
const DEFAULT_THEME_COLOUR = '#0f1115';

/** Goes to an address in this tab, leaving the app (a game page, a chat room). */
export function leaveApp(url: string): void {
  const win = (globalThis as { window?: Window }).window;
  win?.location.assign(url);
}

/** Brings the element with this DOM id into view (the lobby's game area after "more"). */
export function scrollToAnchor(id: string): void {
  const doc = (globalThis as { document?: Document }).document;
  const target = doc?.getElementById(id);
  if (!target) return;
  const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}
