// The calls of this area, re-exported one by one (src/contract/index.ts collects them).
export { layoutBundle } from './layouts';
export { consolidatedSettings, countries, publicKey, registerSettings, templates, whitelabel } from './site';
export { systemStatus } from './status';
