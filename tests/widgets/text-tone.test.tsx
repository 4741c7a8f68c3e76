import { screen } from '@testing-library/react';
import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { textWidget } from '../../widgets/Text';
import { renderWidget } from './helpers';

describe('Text tone', () => {
  it('colours a gain and a loss by meaning, bound from the item; plain text has no tone class', () => {
    const rule = { $: { if: [{ '>': [{ var: 'data.amount' }, 0] }, 'positive', { '<': [{ var: 'data.amount' }, 0] }, 'negative', 'default'] } };
    renderWidget(textWidget, { text: '+12.00', tone: rule }, { ctx: { data: { amount: 12 } } });
    renderWidget(textWidget, { text: '-3.50', tone: rule }, { ctx: { data: { amount: -3.5 } } });
    renderWidget(textWidget, { text: '0.00', tone: rule }, { ctx: { data: { amount: 0 } } });
    expect(screen.getByText('+12.00').className).toBe('wl-text wl-text--body wl-text--positive');
    expect(screen.getByText('-3.50').className).toBe('wl-text wl-text--body wl-text--negative');
    expect(screen.getByText('0.00').className).toBe('wl-text wl-text--body');
    expect(safeParse(textWidget.props, { text: 'x', tone: 'green' }).success).toBe(false);
  });
});
