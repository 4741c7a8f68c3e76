import { z } from 'zod';

/** True when the number has at most 2 decimals (allowing for binary floating-point noise). */
export const hasCents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** An amount of money a request names: positive, at most 2 decimals (the wallet counts cents). */
export const money = z.number().positive('must be positive').refine(hasCents, 'at most 2 decimals');

/** A balance an operator sets: zero or more, at most 2 decimals. */
export const balanceAmount = z.number().min(0).max(1e10).refine(hasCents, 'at most 2 decimals');
