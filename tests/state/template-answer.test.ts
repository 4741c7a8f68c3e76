import { describe, expect, it } from 'vitest';
import { templateSchema } from '../../src/api/endpoints/system/templates';

describe('template answer', () => {
  it('accepts a numeric templateId and keeps it as text', () => {
    const parsed = templateSchema.parse({ templateId: 17, merchantCode: 'DEMO', parameters: {} });
    expect(parsed.templateId).toBe('17');
    expect(templateSchema.parse({ templateId: 'T-1', merchantCode: 'DEMO', parameters: {} }).templateId).toBe('T-1');
  });

  it('still refuses a missing or odd templateId', () => {
    expect(templateSchema.safeParse({ merchantCode: 'DEMO', parameters: {} }).success).toBe(false);
    expect(templateSchema.safeParse({ templateId: { id: 1 }, merchantCode: 'DEMO', parameters: {} }).success).toBe(false);
  });
});
