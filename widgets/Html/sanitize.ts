import DOMPurify from 'dompurify';

// Declarations in style attributes that can run code or call out (old IE expressions, script
// URLs, XBL bindings) are dropped; the rest of the operator's formatting stays.
const DANGEROUS_STYLE = /expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding|url\s*\(\s*['"]?\s*(?!https?:|data:image\/)/i;

let configured = false;
function configure(): void {
  if (configured) return;
  configured = true;
  DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style' && DANGEROUS_STYLE.test(data.attrValue)) data.keepAttr = false;
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // Links leave the app in a new tab and cannot reach back into it.
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Operator HTML made safe to show: no scripts, handlers, script URLs, forms or frames. */
export function sanitizeHtml(html: string): string {
  configure();
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'link', 'meta', 'base'],
    FORBID_ATTR: ['srcset', 'formaction', 'action'],
    ALLOW_DATA_ATTR: false,
  });
}
