import { afterEach, describe, expect, it } from 'vitest';
import { evaluate } from '../../src/engine/conditions';
import { setClock } from '../../src/engine/operations';

afterEach(() => setClock(Date.now));

describe('date with a day offset', () => {
  it('adds (or takes away) whole days, across months; without one the date is as given', () => {
    setClock(() => new Date(2024, 2, 10, 12).getTime());
    expect(evaluate({ date: ['now', 'YYYY-MM-DD', -59] }, {})).toBe('2024-01-11');
    expect(evaluate({ date: ['now', 'YYYY-MM-DD', 1] }, {})).toBe('2024-03-11');
    expect(evaluate({ date: ['now', 'YYYY-MM-DD'] }, {})).toBe('2024-03-10');
    expect(evaluate({ date: ['2024-02-28', 'YYYY-MM-DD', 2] }, {})).toBe('2024-03-01');
    // Not a whole number of days: ignored rather than guessed.
    expect(evaluate({ date: ['2024-02-28', 'YYYY-MM-DD', 'x'] }, {})).toBe('2024-02-28');
    expect(evaluate({ date: ['', 'YYYY-MM-DD', 2] }, {})).toBe('');
  });
});
