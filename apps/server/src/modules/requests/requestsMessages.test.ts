import { describe, expect, it } from 'vitest';
import { SLACK_BLOCKS_TEXT_MAX, SLACK_SECTION_TEXT_MAX } from '../notifications/slackMessage.ts';
import { dataTableRequestMessage, idsPieces, retargetingMessage } from './requestsMessages.ts';

const context = {
  userName: 'Ada Lovelace',
  userEmail: 'ada@example.com',
  accountName: 'Analytical Ltd',
  projectName: 'Engine survey',
  surveyId: '0b0b0b0b-0000-4000-8000-000000000001',
};

/** Every text a Slack section block carries. */
const blockTexts = (blocks: Record<string, unknown>[] | undefined) =>
  (blocks ?? []).map((b) => (b.text as { text: string }).text);

describe('idsPieces', () => {
  it('lists every id when they fit', () => {
    expect(idsPieces(['a1', 'b2', 'c3'], 100)).toEqual(['a1, b2, c3']);
  });

  it('lists ids up to the budget and counts the rest', () => {
    expect(idsPieces(['aaaa', 'bbbb', 'cccc', 'dddd'], 10)).toEqual([
      'aaaa, bbbb … and 2 more (kept with the stored request)',
    ]);
  });

  it('starts a new piece before one would outgrow its section, the note included', () => {
    const pieces = idsPieces(['aaaa', 'bbbb', 'cccc', 'dddd', 'eeee'], 22, 60);
    // Room per piece: 60 less the note's 44 characters, so 'aaaa, bbbb, cccc' fills the first.
    expect(pieces).toEqual([
      'aaaa, bbbb, cccc',
      'dddd … and 1 more (kept with the stored request)',
    ]);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(60);
  });
});

describe('retargetingMessage', () => {
  // Slack refuses (400 invalid_blocks / msg_blocks_too_long) a section over 3,000 characters or
  // blocks that are too long in all: such a message would never reach the team, whatever retries.
  it('keeps every section block within Slack limits for the longest request (10,000 ids)', () => {
    const ids = Array.from(
      { length: 10_000 },
      (_, i) => `respondent-${String(i).padStart(8, '0')}`,
    );
    const body = retargetingMessage(context, {
      panelSupplierCode: 'SIMULATED',
      key: 'simulatedRespondentIds',
      acceptedIds: ids,
    });
    const texts = blockTexts(body.blocks);
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(SLACK_SECTION_TEXT_MAX);
    expect(texts.join('').length).toBeLessThanOrEqual(SLACK_BLOCKS_TEXT_MAX);
    expect(body.text.length).toBeLessThanOrEqual(40_000);
    // The team sees the count, the first ids and how many more the stored request keeps.
    expect(body.text).toContain('Respondents: 10000 (simulatedRespondentIds)');
    expect(texts.join('\n')).toContain('respondent-00000000, respondent-00000001');
    expect(texts.join('\n')).toMatch(/… and \d+ more \(kept with the stored request\)/);
  });

  it('lists a short request whole, in the blocks and the text alike', () => {
    const body = retargetingMessage(context, {
      panelSupplierCode: 'SIMULATED',
      key: 'simulatedRespondentIds',
      acceptedIds: ['r1', 'r2'],
    });
    expect(blockTexts(body.blocks).join('\n')).toContain('r1, r2');
    expect(body.text).toContain('r1, r2');
    expect(body.text).toContain('User: Ada Lovelace (ada@example.com)');
  });
});

describe('dataTableRequestMessage', () => {
  it('states user, account, project, type with price, format, runs and turnaround', () => {
    const body = dataTableRequestMessage(context, { requestType: 'SIMPLE', weighting: 'WEIGHTED' });
    for (const line of [
      'User: Ada Lovelace (ada@example.com)',
      'Account: Analytical Ltd',
      'Project: Engine survey',
      'Request type: Simple (£300 ex VAT)',
      'Format: Weighted',
      'Additional runs: £200 ex VAT each',
      'Turnaround: one business day',
    ]) {
      expect(body.text).toContain(line);
    }
  });
});

describe('dataTableRequestMessage with saved tables', () => {
  const table = (name: string) => ({
    name,
    row: 'Q1 How often do you drink coffee?',
    banner: ['A1 Gender', 'A2 Age'],
    filters: ['A3 Region: North, South'],
    nets: [],
    boxes: false,
    weighted: true,
  });

  it('lists each saved table after the request, one block each', () => {
    const body = dataTableRequestMessage(
      context,
      { requestType: 'COMPLEX', weighting: 'WEIGHTED' },
      [
        table('Coffee by gender and age'),
        { ...table('Unweighted total'), banner: [], filters: [], weighted: false },
      ],
    );
    const texts = blockTexts(body.blocks);
    expect(texts).toContain('Saved tables to build (2):');
    expect(texts).toContain(
      [
        'Table: Coffee by gender and age',
        'Rows: Q1 How often do you drink coffee?',
        'Banner: A1 Gender; A2 Age',
        'Filters: A3 Region: North, South',
        'Weighted: yes',
      ].join('\n'),
    );
    expect(body.text).toContain(
      'Table: Unweighted total\nRows: Q1 How often do you drink coffee?\nBanner: Total only\nFilters: none\nWeighted: no',
    );
  });

  it('says nothing of tables when none is saved, and stays within Slack limits with 100', () => {
    expect(
      dataTableRequestMessage(context, { requestType: 'SIMPLE', weighting: 'WEIGHTED' }).text,
    ).not.toContain('Saved tables');
    const many = Array.from({ length: 100 }, (_, i) => ({
      ...table(`Table ${i} ${'x'.repeat(70)}`),
      filters: Array.from({ length: 10 }, () => 'A3 Region: ' + 'North, '.repeat(20)),
    }));
    const body = dataTableRequestMessage(
      context,
      { requestType: 'SIMPLE', weighting: 'WEIGHTED' },
      many,
    );
    const texts = blockTexts(body.blocks);
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(SLACK_SECTION_TEXT_MAX);
    expect(texts.join('').length).toBeLessThanOrEqual(SLACK_BLOCKS_TEXT_MAX);
    expect(texts.at(-1)).toMatch(/more parts? not shown/);
  });
});

describe('request messages and names that look like Slack markup', () => {
  it('escapes & < > in user, account and project names, in the text and every block', () => {
    const body = dataTableRequestMessage(
      {
        ...context,
        userName: '<!channel> Ada',
        accountName: 'Smith & <@U123> Ltd',
        projectName: '<http://evil.example|Click me>',
      },
      { requestType: 'SIMPLE', weighting: 'WEIGHTED' },
    );
    const all = [body.text, ...blockTexts(body.blocks)].join('\n');
    expect(all).not.toMatch(/[<>]/);
    expect(all).not.toMatch(/&(?!amp;|lt;|gt;)/);
    expect(all).toContain('User: &lt;!channel&gt; Ada (ada@example.com)');
    expect(all).toContain('Account: Smith &amp; &lt;@U123&gt; Ltd');
    expect(all).toContain('Project: &lt;http://evil.example|Click me&gt;');
  });

  it('keeps blocks within limits when escaping lengthens the ids', () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => `<&>${String(i).padStart(6, '0')}`);
    const body = retargetingMessage(context, {
      panelSupplierCode: 'SIMULATED',
      key: 'simulatedRespondentIds',
      acceptedIds: ids,
    });
    const texts = blockTexts(body.blocks);
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(SLACK_SECTION_TEXT_MAX);
    expect(texts.join('').length).toBeLessThanOrEqual(SLACK_BLOCKS_TEXT_MAX);
    expect(texts.join('')).not.toMatch(/[<>]/);
  });
});
