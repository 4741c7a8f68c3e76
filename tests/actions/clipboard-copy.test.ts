import { afterEach, describe, expect, it, vi } from 'vitest';
import { runActions } from './dispatch';
import { fakeScope } from './fake-scope';
import { toasts } from '../../src/state/ui';

afterEach(() => {
  vi.unstubAllGlobals();
  toasts.value = [];
});

/** A document with just what the fallback copy needs. */
function fakeDocument(copies: boolean) {
  const field = { value: '', style: { cssText: '' }, setAttribute: vi.fn(), select: vi.fn(), remove: vi.fn() };
  return { field, doc: { createElement: vi.fn(() => field), body: { appendChild: vi.fn() }, execCommand: vi.fn(() => copies) } };
}

describe('clipboard.copy', () => {
  it('writes the text and confirms for 2 s', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await runActions([{ do: 'clipboard.copy', text: 'https://demo.example/m/register?affiliateCode=AB12' }], fakeScope().scope);
    expect(writeText).toHaveBeenCalledWith('https://demo.example/m/register?affiliateCode=AB12');
    expect(toasts.value.map((t) => [t.text, t.duration])).toEqual([['t:common_copied', 2000]]);
  });

  it('falls back to the copy command where the clipboard API is missing or refused', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('not allowed')) } });
    const { doc, field } = fakeDocument(true);
    vi.stubGlobal('document', doc);
    await runActions([{ do: 'clipboard.copy', text: 'AB12' }], fakeScope().scope);
    expect(field.value).toBe('AB12');
    expect(doc.execCommand).toHaveBeenCalledWith('copy');
    expect(field.remove).toHaveBeenCalled();
    expect(toasts.value[0]?.text).toBe('t:common_copied');
  });

  it('says so when the browser refuses both ways', async () => {
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('document', fakeDocument(false).doc);
    await runActions([{ do: 'clipboard.copy', text: 'AB12' }], fakeScope().scope);
    expect(toasts.value[0]?.text).toBe('t:common_copy_failed');
  });
});
