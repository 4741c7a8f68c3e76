// The calls of this area, re-exported one by one (src/contract/index.ts collects them).
export { rainGrab, rainGrabs, rainInfo } from './member';
export { opsRain, opsRainUpdate, rainTestRound } from './ops';
