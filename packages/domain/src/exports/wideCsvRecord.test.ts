import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { QuestionnaireBuilder } from '../questionnaire/testing/builders.ts';
import { publishedSurveyOf } from '../respondent/engine/published.ts';
import { audienceOf, standardMember } from '../respondent/engine/testing/audienceFixtures.ts';
import { utf8Decode, utf8Encode } from '../results/utf8.ts';
import { rawDataLayout, type Cell } from './rawDataLayout.ts';
import { csvFieldWriters, putCsvRecords, type CsvOut } from './rawDataRows.ts';
import { unweightedLayout, WeightlessCells } from './unweightedLayout.ts';
import { wideCsvRecord } from './wideCsvRecord.ts';

const builder = new QuestionnaireBuilder()
  .question('Favourite?', ['=Tea', 'Coffee, "black"', 'Café 日本語'], 'Basic')
  .question('Which ones?', ['Red', 'Blue'], 'Basic', true)
  .question('Why?', [], 'FreeText');
const published = publishedSurveyOf(
  builder.q,
  audienceOf(standardMember(1, 'gender', [{ key: 'female' }, { key: 'male' }])),
);
const layout = rawDataLayout(published);

/** The records `putCsvRecords` writes, as text (the field writers' answers joined). */
function written(
  columns: typeof layout | ReturnType<typeof unweightedLayout>,
  cells: Cell[],
  encoded: boolean,
) {
  const writers = csvFieldWriters(columns, encoded);
  let text = '';
  let first = true;
  const out: CsvOut = {
    field(i, cell) {
      text += `${first ? '' : ','}${cell === null ? '' : (writers[i]?.(cell) ?? '')}`;
      first = false;
    },
    name: () => undefined,
    loopItem: () => undefined,
    end() {
      text += '\r\n';
      first = true;
    },
  };
  putCsvRecords(columns, cells, 'WIDE', out);
  return text;
}

/** Any cell a variable could hold: codes, numbers, text with quotes, formulas, any Unicode. */
const cellArb: fc.Arbitrary<Cell> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 0, max: 300 }),
  // Within Date's range: datetime variables write these as ISO times.
  fc.double({ min: -1e12, max: 4e12, noNaN: true }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom('=SUM(A1)', ' +x', '"q"', 'a,b', 'line\r\nbreak', ''),
);
const cellsArb = fc.array(cellArb, {
  minLength: layout.variables.length,
  maxLength: layout.variables.length,
});
const weightArb = fc.oneof(fc.constant(1), fc.double({ min: 0.01, max: 9, noNaN: true }));

describe('wide CSV records stored with the export row', () => {
  test.prop([cellsArb, weightArb, fc.boolean()])(
    "the record with the weight's field put at weightAt is the file's record of those cells",
    (cells, weight, encoded) => {
      const record = wideCsvRecord(layout, cells, encoded);
      const bytes = utf8Encode(record.text);
      const weightField = utf8Encode(csvFieldWriters(layout, encoded)[layout.weightIndex]!(weight));
      const spliced = new Uint8Array(bytes.length + weightField.length);
      spliced.set(bytes.subarray(0, record.weightAt));
      spliced.set(weightField, record.weightAt);
      spliced.set(bytes.subarray(record.weightAt), record.weightAt + weightField.length);
      const weighed = cells.slice();
      weighed[layout.weightIndex] = weight;
      expect(utf8Decode(spliced)).toBe(written(layout, weighed, encoded));
    },
  );

  test.prop([cellsArb, fc.boolean()])(
    'without the comma before weightAt and the empty field it is the unweighted record',
    (cells, encoded) => {
      const record = wideCsvRecord(layout, cells, encoded);
      const bytes = utf8Encode(record.text);
      const unweighted = new Uint8Array(bytes.length - 1);
      unweighted.set(bytes.subarray(0, record.weightAt - 1));
      unweighted.set(bytes.subarray(record.weightAt), record.weightAt - 1);
      const columns = unweightedLayout(layout);
      const expected = written(columns, [...new WeightlessCells(layout).of(cells)], encoded);
      expect(utf8Decode(unweighted)).toBe(expected);
    },
  );
});
