import { describe, expect, it } from 'vitest';
import { statusFacts } from '../../src/engine/status-facts';

describe('statusFacts: what the maintenance and region pages show', () => {
  it('reads the operator message, planned end, support and the address the platform saw', () => {
    const facts = statusFacts({
      info: {
        maintenanceMessage: '  Back soon ', maintenanceEnd: '2030-01-02T06:30:00Z', supportEmail: 'help@x.example',
        customerService: [{ id: 1, type: '2', name: 'E-mail', link: 'mailto:help@x.example' }],
      },
      location: { ip: '203.0.113.9' },
    });
    expect(facts).toEqual({
      message: 'Back soon', end: '2030-01-02T06:30:00Z', supportEmail: 'help@x.example',
      customerService: [{ id: '1', type: '2', name: 'E-mail', link: 'mailto:help@x.example' }], ip: '203.0.113.9',
    });
  });

  it('gives empty values for a missing or odd answer, and drops service entries without a link', () => {
    expect(statusFacts(null)).toEqual({ message: '', end: '', supportEmail: '', customerService: [], ip: '' });
    const odd = statusFacts({ info: { maintenanceMessage: { html: 1 }, customerService: [null, 'x', { name: 'No link' }, { link: 'https://t.me/x' }] }, location: { ip: 5 } });
    expect(odd.message).toBe('');
    expect(odd.customerService).toEqual([{ id: '', type: '', name: 'https://t.me/x', link: 'https://t.me/x' }]);
    expect(odd.ip).toBe('5');
  });
});
