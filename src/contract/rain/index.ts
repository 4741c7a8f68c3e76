// The calls of this area, re-exported one by one (src/contract/index.ts collects them).
export {};
