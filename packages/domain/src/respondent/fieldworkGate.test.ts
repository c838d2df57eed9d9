import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../projects/constants.ts';
import {
  admitsNewRespondents,
  closedToRespondent,
  inProgressMayContinue,
} from './fieldworkGate.ts';
import type { SessionState } from './engine/state.ts';

const status = fc.constantFrom(null, ...ORDER_STATUSES);

describe('fieldwork gate', () => {
  it('lets respondents in progress go on while Live or Paused, and nobody after End or Halt', () => {
    expect(inProgressMayContinue('Live')).toBe(true);
    expect(inProgressMayContinue('Paused')).toBe(true);
    for (const s of ['Completed', 'Halted', 'Closed', 'Pending', 'Scheduled', null] as const) {
      expect(inProgressMayContinue(s)).toBe(false);
    }
  });

  it('admits new respondents only while Live with an open batch', () => {
    expect(admitsNewRespondents('Live', true)).toBe(true);
    expect(admitsNewRespondents('Live', false)).toBe(false);
    expect(admitsNewRespondents('Paused', true)).toBe(false);
  });

  test.prop([status, fc.boolean()])(
    'whoever may start may also go on (no state admits a respondent it then turns away)',
    (s, batchOpen) => {
      if (admitsNewRespondents(s, batchOpen)) expect(inProgressMayContinue(s)).toBe(true);
    },
  );

  it('ends a closed-out session as quota full with no page left', () => {
    const state = { status: 'in_progress', current: 'entry:1', qualified: true } as SessionState;
    expect(closedToRespondent(state)).toMatchObject({ status: 'quota_full', current: null });
  });
});
