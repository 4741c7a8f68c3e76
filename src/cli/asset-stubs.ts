import { register } from 'node:module';

/**
 * Widget views import their stylesheets and images, which only the bundler understands. Tools
 * that load the widget registry in plain Node (schema generation, validation) replace those
 * imports with empty modules. Call before importing the registry (dynamically).
 */
const loader = `
export async function load(url, context, nextLoad) {
  if (/\\.(css|scss|svg|png|jpe?g|gif|webp|woff2?)(\\?.*)?$/.test(url)) {
    return { format: 'module', source: 'export default "";', shortCircuit: true };
  }
  return nextLoad(url, context);
}`;

let registered = false;

export function stubAssetImports(): void {
  if (registered) return;
  registered = true;
  register('data:text/javascript,' + encodeURIComponent(loader));
}
