import { useMemo } from 'react';
import type { WidgetViewProps } from '../../src/render/widget';
import type { HtmlProps } from './index';
import { pxToRem } from './px-to-rem';
import { sanitizeHtml } from './sanitize';
import './html.css';

/** Loaded on demand with DOMPurify: only screens that show operator HTML pay for the sanitiser. */
export default function HtmlView({ props }: WidgetViewProps<HtmlProps>) {
  const html = useMemo(() => {
    const safe = sanitizeHtml(props.html ?? '');
    return props.pxToRem ? pxToRem(safe) : safe;
  }, [props.html, props.pxToRem]);
  // The string went through DOMPurify just above: this is the one place operator HTML enters the page.
  return <div className="wl-html" dangerouslySetInnerHTML={{ __html: html }} />;
}
