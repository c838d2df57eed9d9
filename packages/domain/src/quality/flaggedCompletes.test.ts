import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { flaggedCompletes, type StoredQuality } from './flaggedCompletes.ts';

const row = (i: number, over: Partial<StoredQuality> = {}): StoredQuality => ({
  sessionId: `s${String(i).padStart(3, '0')}`,
  respondentId: `r${String(i)}`,
  completedAt: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
  lengthMs: 300_000,
  flags: [],
  fingerprint: `device${String(i)}`,
  texts: [],
  otherSurveys: 0,
  excluded: false,
  ...over,
});

describe('flaggedCompletes', () => {
  it('lists nobody when nothing is wrong', () => {
    const rows = Array.from({ length: 12 }, (_, i) => row(i));
    expect(flaggedCompletes(rows)).toEqual({ medianMs: 300_000, flagged: [] });
  });

  it('resolves speeders, duplicate texts and devices, and other surveys, with sentences', () => {
    const rows = Array.from({ length: 12 }, (_, i) => row(i));
    rows[0] = row(0, { lengthMs: 60_000, excluded: true });
    rows[1] = row(1, { texts: [{ label: 'Q5', hash: 'h' }] });
    rows[2] = row(2, { texts: [{ label: 'Q5', hash: 'h' }], fingerprint: 'same' });
    rows[3] = row(3, { fingerprint: 'same', otherSurveys: 2 });
    rows[4] = row(4, { flags: [{ reason: 'STRAIGHT_LINER', detail: 'x' }] });
    const { medianMs, flagged } = flaggedCompletes(rows);
    expect(medianMs).toBe(300_000);
    expect(flagged.map((f) => [f.sessionId, f.excluded, f.flags])).toEqual([
      [
        's000',
        true,
        [{ reason: 'SPEEDER', detail: 'Took 1 min; a third of the median (5 min) is 1 min 40 s.' }],
      ],
      [
        's001',
        false,
        [
          {
            reason: 'DUPLICATE_TEXT',
            detail: 'The answer to Q5 is the same as in 1 other complete of this survey.',
          },
        ],
      ],
      [
        's002',
        false,
        [
          {
            reason: 'DUPLICATE_TEXT',
            detail: 'The answer to Q5 is the same as in 1 other complete of this survey.',
          },
          {
            reason: 'DUPLICATE_RESPONDENT',
            detail:
              'The same device (browser, time zone and screen size) as 1 other complete of this survey.',
          },
        ],
      ],
      [
        's003',
        false,
        [
          {
            reason: 'DUPLICATE_RESPONDENT',
            detail: "The panel's respondent r3 also completed 2 other surveys of your account.",
          },
          {
            reason: 'DUPLICATE_RESPONDENT',
            detail:
              'The same device (browser, time zone and screen size) as 1 other complete of this survey.',
          },
        ],
      ],
      ['s004', false, [{ reason: 'STRAIGHT_LINER', detail: 'x' }]],
    ]);
    expect(flagged[0]?.lengthSeconds).toBe(60);
  });

  it('flags no speeder below 10 completes, nor the same text twice in one complete', () => {
    const rows = Array.from({ length: 9 }, (_, i) =>
      row(i, { lengthMs: i === 0 ? 1000 : 300_000 }),
    );
    rows[1] = row(1, {
      texts: [
        { label: 'Q5', hash: 'h' },
        { label: 'Q6', hash: 'h' },
      ],
    });
    expect(flaggedCompletes(rows)).toEqual({ medianMs: null, flagged: [] });
  });

  test.prop([
    fc.array(
      fc.record({
        lengthMs: fc.integer({ min: 0, max: 3_600_000 }),
        device: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'),
        text: fc.option(fc.constantFrom('x', 'y', 'z', 'w'), { nil: null }),
      }),
      { maxLength: 60 },
    ),
  ])('duplicates always come in pairs or more, and flagged rows are a subset', (specs) => {
    const rows = specs.map((s, i) =>
      row(i, {
        lengthMs: s.lengthMs,
        fingerprint: s.device,
        texts: s.text === null ? [] : [{ label: 'Q1', hash: s.text }],
      }),
    );
    const { flagged } = flaggedCompletes(rows);
    const ids = new Set(rows.map((r) => r.sessionId));
    for (const f of flagged) expect(ids.has(f.sessionId)).toBe(true);
    const sameDevice = flagged.filter((f) => f.flags.some((x) => x.detail.includes('same device')));
    const devices = new Map<string, number>();
    for (const f of sameDevice) {
      const d = rows.find((r) => r.sessionId === f.sessionId)!.fingerprint!;
      devices.set(d, (devices.get(d) ?? 0) + 1);
    }
    for (const count of devices.values()) expect(count).toBeGreaterThanOrEqual(2);
    const dupTexts = flagged.filter((f) => f.flags.some((x) => x.reason === 'DUPLICATE_TEXT'));
    expect(dupTexts.length === 0 || dupTexts.length >= 2).toBe(true);
  });
});
