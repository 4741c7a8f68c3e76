/**
 * Operator HTML is written in design pixels (a 750 px wide design): the spec turns each pixel value
 * into rem divided by 100, and the app's root font size is a hundredth of that design width on the
 * phone (base.css), so "28px" becomes "0.28rem", about 14 CSS px on a 375 px wide phone.
 */
export function pxToRem(html: string): string {
  return html.replace(/(-?\d*\.?\d+)px\b/gi, (_match, value: string) => `${Number((Number(value) / 100).toFixed(4))}rem`);
}
