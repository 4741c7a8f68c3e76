import DOMPurify from 'dompurify';
import { filterStyle } from './style-allowlist';

let configured = false;
function configure(): void {
  if (configured) return;
  configured = true;
  DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName !== 'style') return;
    // A link is drawn by the app's own link style, so it is always seen for what it is.
    const style = node.tagName === 'A' ? '' : filterStyle(data.attrValue);
    if (style) data.attrValue = style;
    else data.keepAttr = false;
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // Links leave the app in a new tab, cannot reach back into it, and say where they go.
    const href = node.tagName === 'A' ? node.getAttribute('href') : null;
    if (href) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
      node.setAttribute('title', href);
    }
  });
}

/**
 * Operator HTML made safe to show: no scripts, handlers, script URLs, forms or frames; inline
 * styles limited to an allow-list (style-allowlist.ts); no classes or ids, which could borrow the
 * app's own fixed overlays or clash with its elements.
 */
export function sanitizeHtml(html: string): string {
  configure();
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'link', 'meta', 'base', 'dialog'],
    FORBID_ATTR: ['srcset', 'formaction', 'action', 'class', 'id', 'popover', 'tabindex'],
    ALLOW_DATA_ATTR: false,
  });
}
