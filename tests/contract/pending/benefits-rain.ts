export const benefitsRain: readonly string[] = [];
