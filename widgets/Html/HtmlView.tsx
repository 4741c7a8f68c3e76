import { useMemo, useSyncExternalStore } from 'react';
import { isDrawingPage } from '../../src/render/page-drawing';
import type { WidgetViewProps } from '../../src/render/widget';
import type { HtmlProps } from './index';
import { pxToRem } from './px-to-rem';
import { sanitizeHtml } from './sanitize';
import './html.css';

const noChanges = () => () => {};
const inBrowser = () => true;
/**
 * DOMPurify needs a DOM: without one it hands the HTML back as it came. So a page the platform
 * draws (and the browser's hydration of it, which must match) leaves operator HTML out; the
 * browser puts it in, sanitised, right after taking the page over. The QA snapshot tool, which
 * renders without a DOM and is never hydrated, shows it as it always has.
 */
const canSanitizeHere = () => typeof document === 'undefined' && !isDrawingPage();

/** Loaded on demand with DOMPurify: only screens that show operator HTML pay for the sanitiser. */
export default function HtmlView({ props }: WidgetViewProps<HtmlProps>) {
  const sanitizable = useSyncExternalStore(noChanges, inBrowser, canSanitizeHere);
  const html = useMemo(() => {
    if (!sanitizable) return '';
    const safe = sanitizeHtml(props.html ?? '');
    return props.pxToRem ? pxToRem(safe) : safe;
  }, [sanitizable, props.html, props.pxToRem]);
  // The string went through DOMPurify just above: this is the one place operator HTML enters the page.
  return <div className="wl-html" dangerouslySetInnerHTML={{ __html: html }} />;
}
