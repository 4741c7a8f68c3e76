/**
 * Whether the renderer is drawing a page the browser will hydrate (the platform's page drawer
 * sets it). Parts that wait for the browser (a stack drawn once it nears the viewport) then draw
 * what the browser's first render will: their waiting state, not their content. Other renders
 * where nothing can observe (the QA snapshots) still draw everything.
 */
let drawing = false;

export function setDrawingPage(on: boolean): void {
  drawing = on;
}

export function isDrawingPage(): boolean {
  return drawing;
}
