// The calls of this area, re-exported one by one (src/contract/index.ts collects them).
export { captcha } from './captcha';
export { freePlay, login, logout, renew } from './session';
export { sliderCheck, sliderIssue, smsNoLogin, smsPassword, smsRegister } from './verification';
