import { beforeEach, describe, expect, it } from 'vitest';
import { allowGuardRedirect, REDIRECT_LIMIT, resetRedirectGuard } from '../../src/app/router/redirect-guard';

beforeEach(resetRedirectGuard);

describe('guard redirect limit', () => {
  it(`allows ${REDIRECT_LIMIT} redirects in two seconds, then stops; later ones go ahead again`, () => {
    for (let i = 0; i < REDIRECT_LIMIT; i++) expect(allowGuardRedirect(1000 + i)).toBe(true);
    expect(allowGuardRedirect(1100)).toBe(false);
    expect(allowGuardRedirect(3100)).toBe(true);
  });
});
