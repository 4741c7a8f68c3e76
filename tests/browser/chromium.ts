// The visual snapshots (src/cli/visual) and the browser tests launch the same Chromium the same way.
export { CHROMIUM_ARGS, resolveChromium } from '../../src/cli/visual/chromium';
