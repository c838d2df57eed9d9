import type { ShareLink } from '@survey/domain/sharing/contract';
import { describe, expect, it } from 'vitest';
import { dateInput, linkState, linkTarget } from './shareTexts.ts';

const link: ShareLink = {
  id: 'l',
  surveyId: 's',
  crosstabId: null,
  crosstabName: null,
  createdByEmail: 'a@example.com',
  createdAt: '2026-06-01T10:00:00Z',
  expiresAt: '2026-07-01T10:00:00Z',
  revokedAt: null,
  lastOpenedAt: null,
  hasPassword: false,
};

describe('share dialog texts', () => {
  it('offers the date 30 days ahead by default, across a month end', () => {
    expect(dateInput(new Date(2026, 0, 15))).toBe('2026-02-14');
    expect(dateInput(new Date(2026, 11, 31), 1)).toBe('2027-01-01');
  });

  it('says whether a link still works: revoked first, then expired', () => {
    expect(linkState(link, new Date('2026-06-15T00:00:00Z'))).toBeNull();
    expect(linkState(link, new Date('2026-07-01T10:00:00Z'))).toBe('Expired');
    expect(linkState({ ...link, revokedAt: '2026-06-02T00:00:00Z' }, new Date('2026-08-01'))).toBe(
      'Revoked',
    );
  });

  it('names what a link opens', () => {
    expect(linkTarget(link)).toBe('Results page');
    expect(linkTarget({ ...link, crosstabId: 'c', crosstabName: 'By gender' })).toBe('By gender');
  });
});
