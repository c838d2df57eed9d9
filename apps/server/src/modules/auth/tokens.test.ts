import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens, type AccessClaims } from './tokens.ts';

const claims: AccessClaims = {
  userId: '7f0c3a52-4a8e-4d43-9a55-0a0c1b9c1f01',
  accountId: '2b9d7e61-3c4f-4b1a-8d2e-5f6a7b8c9d02',
  email: 'ann@example.com',
  version: 3,
  session: '7d1c2a57-1f39-4f35-9a8e-0c6d2f4b8e11',
};

/** Tokens on a clock the test moves (whole seconds, as JWT times are). */
function tokensAt(start: number) {
  let now = start;
  const tokens = createAccessTokens(
    new TextEncoder().encode('test-secret-test-secret-test-secret-0123'),
    () => new Date(now * 1000),
  );
  return { tokens, setNow: (s: number) => void (now = s) };
}

describe('access tokens', () => {
  it('accepts a token until the second it expires, however often it was accepted before', async () => {
    const start = 1_800_000_000;
    const { tokens, setNow } = tokensAt(start);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    setNow(start + ACCESS_TOKEN_TTL_SECONDS - 1);
    expect(await tokens.verify(token)).toEqual(claims);
    setNow(start + ACCESS_TOKEN_TTL_SECONDS);
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    setNow(start);
    // Refused once expired, the token is checked in full again: its signature still holds.
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses a token changed in any part after the original was accepted', async () => {
    const { tokens } = tokensAt(1_800_000_000);
    const token = await tokens.sign(claims);
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const other = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ver: 4 }),
    ).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'AB' : 'AA'}`;
    for (const forged of [
      `${header}.${other}.${signature}`,
      `${header}.${payload}.${flipped}`,
      `${token}x`,
    ]) {
      await expect(tokens.verify(forged)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('refuses a token signed with another secret', async () => {
    const { tokens } = tokensAt(1_800_000_000);
    const foreign = createAccessTokens(
      new TextEncoder().encode('another-secret-another-secret-another-01'),
      () => new Date(1_800_000_000 * 1000),
    );
    await expect(tokens.verify(await foreign.sign(claims))).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});
