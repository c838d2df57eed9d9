import { describe, expect, it } from 'vitest';
import { signPanelLink, verifyPanelLink } from './panelLinks.ts';

const secret = new TextEncoder().encode('a-panel-link-secret-of-32-bytes-or-more');
const link = { surveyId: 's-1', respondentId: 'r-1', supplierCode: 'SIM' };

describe('panel links', () => {
  it('accepts its own signature', () => {
    expect(verifyPanelLink(secret, link, signPanelLink(secret, link))).toBe(true);
  });

  it('refuses a link whose survey, respondent or supplier was changed', () => {
    const sig = signPanelLink(secret, link);
    expect(verifyPanelLink(secret, { ...link, surveyId: 's-2' }, sig)).toBe(false);
    expect(verifyPanelLink(secret, { ...link, respondentId: 'r-2' }, sig)).toBe(false);
    expect(verifyPanelLink(secret, { ...link, supplierCode: 'OTHER' }, sig)).toBe(false);
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyPanelLink(secret, link, flipped)).toBe(false);
    expect(verifyPanelLink(secret, link, '')).toBe(false);
  });

  it('does not let fields shift into each other', () => {
    const a = signPanelLink(secret, { surveyId: 's', respondentId: 'r1', supplierCode: 'X' });
    expect(
      verifyPanelLink(secret, { surveyId: 's', respondentId: 'r', supplierCode: '1X' }, a),
    ).toBe(false);
    expect(() => signPanelLink(secret, { ...link, respondentId: 'r\n1' })).toThrow();
  });

  it('refuses a signature made with another key', () => {
    const other = new TextEncoder().encode('another-secret-another-secret-another-secret');
    expect(verifyPanelLink(secret, link, signPanelLink(other, link))).toBe(false);
  });

  it("signs a simulated member's declared length: it cannot be added, changed or dropped", () => {
    const declared = { ...link, simulatedLengthMs: 120_000 };
    const sig = signPanelLink(secret, declared);
    expect(verifyPanelLink(secret, declared, sig)).toBe(true);
    expect(verifyPanelLink(secret, { ...declared, simulatedLengthMs: 60_000 }, sig)).toBe(false);
    expect(verifyPanelLink(secret, link, sig)).toBe(false);
    expect(verifyPanelLink(secret, declared, signPanelLink(secret, link))).toBe(false);
  });
});
