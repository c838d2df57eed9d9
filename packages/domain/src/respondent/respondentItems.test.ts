import { describe, expect, it } from 'vitest';
import { respondentOptions, respondentRows } from './respondentItems.ts';
import { sampleMatrix, sampleQuestion } from './testing/sampleEntries.ts';

const labels = (items: { label: string }[]) => items.map((i) => i.label);
const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

describe('respondentOptions', () => {
  it('shows the editor order with the default options after it', () => {
    const { entry } = sampleQuestion('Basic', ['Tea', 'Coffee'], {
      NoneOfThese: 'enabled',
      DontKnow: 'enabled',
    });
    const options = respondentOptions(entry, 'r1');
    expect(labels(options)).toEqual(['Tea', 'Coffee', "Don't know", 'None of these']);
    expect(options.slice(2).every((o) => o.exclusive)).toBe(true);
  });

  it('shuffles randomised options per respondent, stable for one respondent, defaults last', () => {
    const { entry } = sampleQuestion('Basic', LETTERS, {
      RandomiseOptions: 'enabled',
      PreferNotToSay: 'enabled',
    });
    const orders = new Set<string>();
    for (let r = 0; r < 20; r++) {
      const shown = labels(respondentOptions(entry, `r${r}`));
      expect(shown.at(-1)).toBe('Prefer not to say');
      expect([...shown.slice(0, 6)].sort()).toEqual(LETTERS);
      expect(labels(respondentOptions(entry, `r${r}`))).toEqual(shown);
      orders.add(shown.join());
    }
    expect(orders.size).toBeGreaterThan(10);
  });

  it('keeps a pinned option in its place when randomised', () => {
    const { entry } = sampleQuestion('Basic', LETTERS, { RandomiseOptions: 'enabled' });
    const pinnedLk = entry.entryItem.responseOptions[5]!.responseOptionLk;
    const pinned = {
      ...entry,
      entryItem: {
        ...entry.entryItem,
        responseOptions: entry.entryItem.responseOptions.map((o) =>
          o.responseOptionLk === pinnedLk ? { ...o, pinned: true } : o,
        ),
      },
    };
    for (let r = 0; r < 20; r++) expect(respondentOptions(pinned, `r${r}`)[5]?.label).toBe('F');
  });

  it('flips the order for some respondents and not others', () => {
    const { entry } = sampleQuestion('Basic', ['Low', 'Mid', 'High'], { FlipOptions: 'enabled' });
    const seen = new Set<string>();
    for (let r = 0; r < 20; r++) seen.add(labels(respondentOptions(entry, `r${r}`)).join());
    expect([...seen].sort()).toEqual(['High,Mid,Low', 'Low,Mid,High']);
  });

  it('orders matrix rows and columns by their own switches', () => {
    const m = sampleMatrix(LETTERS, ['Good', 'Fair', 'Poor'], { MatrixRandomiseRows: 'enabled' });
    const rowOrders = new Set<string>();
    for (let r = 0; r < 20; r++) {
      rowOrders.add(labels(respondentRows(m, `r${r}`)).join());
      expect(labels(respondentOptions(m, `r${r}`))).toEqual(['Good', 'Fair', 'Poor']);
    }
    expect(rowOrders.size).toBeGreaterThan(10);
  });
});
