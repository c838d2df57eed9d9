import ExcelJS from 'exceljs';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode } from '../../../test/graphqlHelpers.ts';
import {
  extensionsOf,
  purchase,
  purchaseOk,
  readOrder,
  readyTestSurvey,
} from '../../../test/orderHelpers.ts';
import { draftEditor, type TestDraft } from '../../../test/questionnaireHelpers.ts';
import { respondentHttp } from '../../../test/respondentHttp.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import {
  ok,
  translationsApi,
  xliffStructureProblems,
  type StatusLine,
} from '../../../test/translationHelpers.ts';

const SECRET = 'translations-test-panel-link-secret-0123456789';
const QUESTION = 'What do you think of it?';

describe('languages of a questionnaire (issue 37 §1)', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let bob: SignedUpUser;

  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: SECRET });
    [ann, bob] = await Promise.all([signUpUser(t), signUpUser(t)]);
  });
  afterAll(() => t.close());

  /** A ready survey (Q1 free text) with Q2 'Why {{pipe:Q1}}?' and an added German. */
  async function germanSurvey(): Promise<{ draft: TestDraft; lines: StatusLine[] }> {
    const draft = await readyTestSurvey(t, ann, { samplesNeeded: 3 });
    const api = translationsApi(t, ann, draft.surveyId);
    ok(await api.addLanguage('de'));
    const q1 = ok(await api.status('de')).translationStatus[0]?.key.split('.')[1];
    await draftEditor(t, ann, draft).ok('addQuestion', {
      questionTypeCode: 'FreeText',
      position: 1,
      text: `Why {{pipe:${q1}}}?`,
    });
    return { draft, lines: ok(await api.status('de')).translationStatus };
  }

  it('adds, translates and removes a language; refusals are typed and change nothing', async () => {
    const { draft, lines } = await germanSurvey();
    const api = translationsApi(t, ann, draft.surveyId);
    expect(lines.map((l) => [l.card, l.where, l.state])).toEqual([
      ['Q1', 'title', 'missing'],
      ['Q2', 'title', 'missing'],
    ]);
    const [title, piped] = lines as [StatusLine, StatusLine];
    const before = ok(await api.read()).questionnaireTranslations;
    expect(before).toMatchObject({ baseLanguage: 'en', languages: ['de'], version: 1 });

    expect(errorCode(await api.addLanguage('de'))).toBe('LANGUAGE_EXISTS');
    expect(errorCode(await api.addLanguage('en'))).toBe('LANGUAGE_IS_BASE');
    expect(errorCode(await api.addLanguage('xx'))).toBe('LANGUAGE_NOT_SUPPORTED');
    expect(errorCode(await api.set('de', 'q.nope.title', 'x'))).toBe('TEXT_NOT_FOUND');
    expect(errorCode(await api.set('de', piped.key, 'Warum?'))).toBe('BROKEN_PLACEHOLDERS');
    expect(errorCode(await api.set('fr', title.key, 'Quoi?'))).toBe('LANGUAGE_NOT_FOUND');
    expect(errorCode(await api.set('de', title.key, 'x', 0))).toBe('VERSION_CONFLICT');
    expect(errorCode(await translationsApi(t, bob, draft.surveyId).set('de', title.key, 'x'))).toBe(
      'NOT_FOUND',
    );
    expect(ok(await api.read()).questionnaireTranslations).toEqual(before);

    const set = ok(await api.set('de', title.key, 'Was denken Sie darüber?', 1));
    expect(set.setQuestionnaireTranslation.version).toBe(2);
    const pipe = piped.base.match(/\{\{pipe:[^}]+\}\}/)?.[0];
    ok(await api.set('de', piped.key, `Warum ${pipe}?`));
    expect(ok(await api.status('de')).translationStatus.map((l) => l.state)).toEqual([
      'done',
      'done',
    ]);

    // Editing the base marks the translation for review; no translation is written by the edit.
    const lk = title.key.split('.')[1];
    await draftEditor(t, ann, draft).ok('updateQuestion', {
      questionLk: lk,
      questionTypeCode: 'FreeText',
      text: 'What do you make of it?',
    });
    expect(ok(await api.status('de')).translationStatus[0]).toMatchObject({
      state: 'needsReview',
      text: 'Was denken Sie darüber?',
    });
    expect(ok(await api.read()).questionnaireTranslations.version).toBe(3);

    ok(await api.removeLanguage('de'));
    expect(ok(await api.read()).questionnaireTranslations.languages).toEqual([]);
  });

  it('refuses to launch while a language has untranslated texts, saying which and where', async () => {
    const { draft, lines } = await germanSurvey();
    const api = translationsApi(t, ann, draft.surveyId);
    ok(await api.set('de', lines[0]!.key, 'Was denken Sie darüber?'));
    const refused = await purchase(t, ann, draft.surveyId);
    expect(errorCode(refused)).toBe('TRANSLATIONS_INCOMPLETE');
    expect(extensionsOf(refused).missing).toEqual([
      { language: 'de', key: lines[1]!.key, card: 'Q2', where: 'title', entryNumber: 2 },
    ]);
    expect(await readOrder(t, ann, draft.surveyId)).toBeNull();
  });

  it('runs a respondent in the language the link asks for, else the base language', async () => {
    const { draft, lines } = await germanSurvey();
    const api = translationsApi(t, ann, draft.surveyId);
    const pipe = lines[1]!.base.match(/\{\{pipe:[^}]+\}\}/)?.[0];
    ok(await api.set('de', lines[0]!.key, 'Was denken Sie darüber?'));
    ok(await api.set('de', lines[1]!.key, `Warum ${pipe}?`));
    await purchaseOk(t, ann, draft.surveyId);
    // Bought: the translations are published with the questionnaire and no longer editable.
    expect(errorCode(await api.set('de', lines[0]!.key, 'Anders'))).toBe('SURVEY_NOT_EDITABLE');

    const http = respondentHttp(t, SECRET);
    const key = new TextEncoder().encode(SECRET);
    const { signPanelLink } = await import('../respondent/panelLinks.ts');
    const start = (respondentId: string, lang?: string) => {
      const fields = { surveyId: draft.surveyId, respondentId, supplierCode: 'SIMULATED' };
      return http.post('/sessions', { ...fields, signature: signPanelLink(key, fields), lang });
    };
    const de = await start('r-de', 'de');
    expect(de.body.page.title).toBe('Was denken Sie darüber?');
    expect((de.body as { locale?: unknown }).locale).toEqual({ language: 'de', country: 'GB' });
    const next = await http.answerText(de.body, 'Gut');
    expect(next.body.page.title).toBe('Warum Gut?');
    expect((await start('r-en')).body.page.title).toBe(QUESTION);
    const fr = await start('r-fr', 'fr');
    expect(fr.body.page.title).toBe(QUESTION);
    expect((fr.body as { locale?: unknown }).locale).toEqual({ language: 'en', country: 'GB' });
  });

  it('round-trips XLIFF 2.0: a valid file whose translated targets import back', async () => {
    const { draft, lines } = await germanSurvey();
    const api = translationsApi(t, ann, draft.surveyId);
    const file = await api.exportFile('de', 'XLIFF');
    expect(file).toMatchObject({
      fileName: 'questionnaire-de.xlf',
      contentType: 'application/xliff+xml',
    });
    const xml = file.bytes.toString('utf8');
    expect(xliffStructureProblems(xml)).toEqual([]);
    expect(xml).toContain('srcLang="en" trgLang="de"');
    expect(xml).toContain('<ph id="p1" disp="[Q1]"/>');
    // A translator fills each segment's target, keeping the placeholder.
    const translated = xml
      .replace(
        /<segment state="initial">(\s*)<source>What do you think of it\?<\/source>/,
        '<segment state="translated">$1<source>What do you think of it?</source><target>Was denken Sie darüber?</target>',
      )
      .replace(
        /<segment state="initial">(\s*)<source>Why <ph id="p1" disp="\[Q1\]"\/>\?<\/source>/,
        '<segment state="translated">$1<source>Why <ph id="p1" disp="[Q1]"/>?</source><target><ph id="p1"/> - warum?</target>',
      );
    expect(xliffStructureProblems(translated)).toEqual([]);
    const imported = ok(await api.importFile('de', 'XLIFF', Buffer.from(translated)));
    expect(imported.importTranslations.imported).toBe(2);
    const pipe = lines[1]!.base.match(/\{\{pipe:[^}]+\}\}/)?.[0];
    expect(ok(await api.status('de')).translationStatus.map((l) => [l.text, l.state])).toEqual([
      ['Was denken Sie darüber?', 'done'],
      [`${pipe} - warum?`, 'done'],
    ]);
    const again = (await api.exportFile('de', 'XLIFF')).bytes.toString('utf8');
    expect(xliffStructureProblems(again)).toEqual([]);
    expect(again).toContain('<target><ph id="p1" disp="[Q1]"/> - warum?</target>');

    // A target that drops the placeholder is reported by its unit; nothing imported.
    const broken = translated.replace(
      '<target><ph id="p1"/> - warum?</target>',
      '<target>warum?</target>',
    );
    const refused = await api.importFile('de', 'XLIFF', Buffer.from(broken));
    expect(errorCode(refused)).toBe('TRANSLATION_IMPORT_REFUSED');
    expect(extensionsOf(refused).problems).toEqual([
      expect.objectContaining({ line: 2, code: 'BROKEN_PLACEHOLDERS', id: lines[1]!.key }),
    ]);
    expect(errorCode(await api.importFile('de', 'XLIFF', Buffer.from('<xliff')))).toBe(
      'TRANSLATION_FILE_UNREADABLE',
    );
  });

  it('round-trips xlsx; a file with bad lines is refused whole, each line reported', async () => {
    const { draft, lines } = await germanSurvey();
    const api = translationsApi(t, ann, draft.surveyId);
    const file = await api.exportFile('de', 'XLSX');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const cells = (r: number) => [1, 2, 3, 4].map((c) => sheet.getRow(r).getCell(c).text);
    expect(cells(1)).toEqual(['Id', 'Base text', 'Translation', 'State']);
    expect(cells(2)).toEqual([lines[0]!.key, QUESTION, '', 'missing']);
    // LibreOffice, a real reader, opens it and sees the same rows.
    expect((await libreOfficeCsv(file.bytes)).split('\n')[1]).toBe(
      `${lines[0]!.key},${QUESTION},,missing,Q1 title`,
    );

    const pipe = lines[1]!.base.match(/\{\{pipe:[^}]+\}\}/)?.[0];
    sheet.getRow(2).getCell(3).value = 'Was denken Sie darüber?';
    sheet.getRow(3).getCell(3).value = 'Warum?';
    sheet.addRow(['q.unknown.title', 'Hello', 'Hallo', 'missing']);
    const bad = Buffer.from(await book.xlsx.writeBuffer());
    const refused = await api.importFile('de', 'XLSX', bad);
    expect(errorCode(refused)).toBe('TRANSLATION_IMPORT_REFUSED');
    expect(
      (extensionsOf(refused).problems as { line: number; code: string }[]).map((p) => [
        p.line,
        p.code,
      ]),
    ).toEqual([
      [3, 'BROKEN_PLACEHOLDERS'],
      [4, 'UNKNOWN_ID'],
    ]);
    expect(ok(await api.status('de')).translationStatus.map((l) => l.state)).toEqual([
      'missing',
      'missing',
    ]);

    // The base text changed since export: that line is reported.
    await draftEditor(t, ann, draft).ok('updateQuestion', {
      questionLk: lines[0]!.key.split('.')[1],
      questionTypeCode: 'FreeText',
      text: 'What do you make of it?',
    });
    sheet.getRow(3).getCell(3).value = `Warum ${pipe}?`;
    sheet.spliceRows(4, 1);
    const stale = await api.importFile('de', 'XLSX', Buffer.from(await book.xlsx.writeBuffer()));
    expect(extensionsOf(stale).problems).toEqual([
      expect.objectContaining({ line: 2, code: 'BASE_CHANGED' }),
    ]);
    sheet.getRow(2).getCell(2).value = 'What do you make of it?';
    const good = ok(await api.importFile('de', 'XLSX', Buffer.from(await book.xlsx.writeBuffer())));
    expect(good.importTranslations.imported).toBe(2);
    expect(ok(await api.status('de')).translationStatus.map((l) => l.state)).toEqual([
      'done',
      'done',
    ]);
  });
});

/** The first sheet as LibreOffice reads it (headless conversion to CSV). */
async function libreOfficeCsv(xlsx: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'translations-lo-'));
  try {
    await writeFile(path.join(dir, 'in.xlsx'), xlsx);
    await promisify(execFile)(
      'soffice',
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        '--convert-to',
        'csv',
        '--outdir',
        dir,
        path.join(dir, 'in.xlsx'),
      ],
      { timeout: 120_000 },
    );
    return (await readFile(path.join(dir, 'in.csv'), 'utf8')).replace(/\r\n/g, '\n');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
