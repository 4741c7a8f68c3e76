import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../../../src/server/http/reply';
import { sniffImage, uploadFailure } from '../../../src/server/http/uploads';

const GIF = Buffer.from([...Buffer.from('GIF89a'), 0, 0, 0]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const ALL = ['image/jpeg', 'image/png', 'image/gif'] as const;

describe('uploaded images', () => {
  it('are what their bytes, name and declared type all say, among the types allowed', () => {
    expect(sniffImage(GIF, 'a.GIF', 'image/gif', ALL)).toBe('image/gif');
    expect(sniffImage(GIF, 'a.gif', 'image/png', ALL)).toBeNull();
    expect(sniffImage(GIF, 'a.png', 'image/png', ALL)).toBeNull();
    expect(sniffImage(Buffer.from('GIF8'), 'a.gif', 'image/gif', ALL)).toBeNull();
    expect(sniffImage(GIF, 'a.gif', 'image/gif', ['image/jpeg', 'image/png'])).toBeNull();
    expect(sniffImage(PNG, 'a.png', 'image/png', ALL)).toBe('image/png');
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'a.jpeg', 'image/jpg', ALL)).toBe('image/jpeg');
  });

  it("parser failures become the caller's refusals, or a 400 for a body it cannot read, never a 500", () => {
    const refuse = { tooLarge: () => { throw new Error('too large'); }, tooMany: () => { throw new Error('too many'); } };
    expect(() => uploadFailure({ code: 'FST_REQ_FILE_TOO_LARGE' }, refuse)).toThrow('too large');
    expect(() => uploadFailure({ code: 'FST_FILES_LIMIT' }, refuse)).toThrow('too many');
    const cutOff = (() => { try { uploadFailure(new Error('Unexpected end of form'), refuse); } catch (e) { return e; } })();
    expect(cutOff).toBeInstanceOf(HttpFailure);
    expect(cutOff).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    const serverSide = Object.assign(new Error('disk full'), { statusCode: 500 });
    expect(() => uploadFailure(serverSide, refuse)).toThrow('disk full');
  });
});
