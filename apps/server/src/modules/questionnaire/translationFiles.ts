/**
 * A language's texts as files for translators (issue 37 §1): XLIFF 2.0 (OASIS, the format CAT tools
 * read) and an xlsx sheet (id, base text, translation, state), and reading them back into import
 * rows for the domain's `planImport` (which checks them line by line). Libraries: fast-xml-parser
 * (XML both ways, pinned) and exceljs (the web app's pinned version).
 *
 * In XLIFF a pipe is an inline placeholder `<ph id="pN" disp="[Q2]"/>` (translators' tools protect
 * it); the id maps back to the pipe token of the source on import. In xlsx pipes stay as their
 * `{{pipe:lk}}` tokens.
 */
import type { TextStatus } from '@survey/domain/questionnaire/translations/status';
import type { ImportRow } from '@survey/domain/questionnaire/translations/importPlan';
import ExcelJS from 'exceljs';
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { unreadableTranslationFile } from './translations.errors.ts';

export const XLIFF_NS = 'urn:oasis:names:tc:xliff:document:2.0';
const TOKEN = /\{\{pipe:([A-Za-z0-9_-]{1,64})\}\}/g;

export interface LanguageFile {
  surveyId: string;
  baseLanguage: string;
  language: string;
  lines: TextStatus[];
  /** A pipe's label for translators ('[Q2]'), by questionLk. */
  pipeLabel: (questionLk: string) => string;
}

const XLIFF_STATE = { missing: 'initial', needsReview: 'translated', done: 'final' } as const;
const SHEET_STATE = { missing: 'missing', needsReview: 'needs review', done: 'done' } as const;

type XmlNode = Record<string, unknown>;

/** Text with its pipes as ordered XML nodes: text runs and `ph` placeholders. */
function inline(text: string, pipeLabel: (lk: string) => string): XmlNode[] {
  const out: XmlNode[] = [];
  let at = 0;
  let n = 0;
  for (const m of text.matchAll(TOKEN)) {
    if (m.index > at) out.push({ '#text': text.slice(at, m.index) });
    n += 1;
    out.push({ ph: [], ':@': { '@_id': `p${n}`, '@_disp': pipeLabel(m[1] as string) } });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ '#text': text.slice(at) });
  return out;
}

export function xliffOf(f: LanguageFile): Buffer {
  const units = f.lines.map((line) => {
    const segment: XmlNode[] = [{ source: inline(line.base, f.pipeLabel) }];
    if (line.state !== 'missing') segment.push({ target: inline(line.text, f.pipeLabel) });
    return {
      unit: [
        {
          notes: [
            {
              note: [{ '#text': `${line.card} ${line.where}` }],
              ':@': { '@_category': 'location' },
            },
          ],
        },
        { segment, ':@': { '@_state': XLIFF_STATE[line.state] } },
      ],
      ':@': { '@_id': line.key },
    };
  });
  const doc = [
    { '?xml': [{ '#text': '' }], ':@': { '@_version': '1.0', '@_encoding': 'UTF-8' } },
    {
      xliff: [{ file: units, ':@': { '@_id': `survey-${f.surveyId}` } }],
      ':@': {
        '@_xmlns': XLIFF_NS,
        '@_version': '2.0',
        '@_srcLang': f.baseLanguage,
        '@_trgLang': f.language,
      },
    },
  ];
  const builder = new XMLBuilder({
    preserveOrder: true,
    ignoreAttributes: false,
    suppressEmptyNode: true,
    // Not indented: whitespace inside <source> and <target> is text (mixed content).
    format: false,
  });
  return Buffer.from(builder.build(doc) as string, 'utf8');
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
});

const children = (node: XmlNode, name: string): XmlNode[] =>
  ((node[name] as XmlNode[] | undefined) ?? []).filter((c) => typeof c === 'object');
const attrs = (node: XmlNode) => (node[':@'] as Record<string, string> | undefined) ?? {};
const only = (list: XmlNode[], name: string) => list.filter((c) => name in c);

/** The text of inline content: text runs, and each `ph` as the pipe token its id stands for. */
function textOf(content: XmlNode[], pipes: Map<string, string>, where: string): string {
  return content
    .map((c) => {
      if ('#text' in c) return String(c['#text']);
      if ('ph' in c) {
        const id = attrs(c)['@_id'] ?? '';
        // An unknown placeholder stays visible so that the domain reports it as a broken pipe.
        return pipes.get(id) ?? `{{pipe:${id.replace(/[^A-Za-z0-9_-]/g, '') || 'unknown'}}}`;
      }
      throw unreadableTranslationFile(`${where} has markup other than text and <ph/>`);
    })
    .join('');
}

/** The import rows of an XLIFF 2.0 file (line: the unit's position in the file). */
export function rowsOfXliff(
  bytes: Buffer,
  language: string,
  baseTokens: Map<string, string[]>,
): ImportRow[] {
  const xml = bytes.toString('utf8');
  if (XMLValidator.validate(xml) !== true)
    throw unreadableTranslationFile('The file is not well-formed XML.');
  const root = only(parser.parse(xml) as XmlNode[], 'xliff')[0];
  if (!root || attrs(root)['@_xmlns'] !== XLIFF_NS || attrs(root)['@_version'] !== '2.0') {
    throw unreadableTranslationFile('The file is not an XLIFF 2.0 document.');
  }
  if (attrs(root)['@_trgLang'] !== language) {
    throw unreadableTranslationFile(`The file's target language is not ${language}.`);
  }
  const units = only(children(root, 'xliff'), 'file').flatMap((file) =>
    only(children(file, 'file'), 'unit'),
  );
  return units.map((unit, i) => {
    const id = attrs(unit)['@_id'] ?? '';
    const where = `Unit ${i + 1}`;
    const segments = only(children(unit, 'unit'), 'segment');
    if (segments.length !== 1) throw unreadableTranslationFile(`${where} must have one segment.`);
    const segment = children(segments[0] as XmlNode, 'segment');
    const source = only(segment, 'source')[0];
    if (!source) throw unreadableTranslationFile(`${where} has no source.`);
    const target = only(segment, 'target')[0];
    // A source's placeholders in order are its pipes in order (as exported).
    const pipes = new Map<string, string>();
    for (const [n, token] of (baseTokens.get(id) ?? []).entries()) pipes.set(`p${n + 1}`, token);
    return {
      line: i + 1,
      id,
      base: textOf(children(source, 'source'), pipes, where),
      translation: target ? textOf(children(target, 'target'), pipes, where) : '',
    };
  });
}

const HEADER = ['Id', 'Base text', 'Translation', 'State'];

export async function xlsxOf(f: LanguageFile): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(`Translation ${f.language}`);
  sheet.addRow([...HEADER, 'Where']);
  for (const line of f.lines) {
    sheet.addRow([
      line.key,
      line.base,
      line.text,
      SHEET_STATE[line.state],
      `${line.card} ${line.where}`,
    ]);
  }
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((c, i) => (c.width = i === 0 ? 36 : 48));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'richText' in value)
    return value.richText.map((r) => r.text).join('');
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  return String(value);
};

/** The import rows of an xlsx sheet (line: the sheet row; the header row is row 1). */
export async function rowsOfXlsx(bytes: Buffer): Promise<ImportRow[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw unreadableTranslationFile('The file is not an xlsx workbook.');
  }
  const sheet = book.worksheets[0];
  const header = sheet ? [1, 2, 3].map((c) => cellText(sheet.getRow(1).getCell(c).value)) : [];
  if (!sheet || header.join('|') !== HEADER.slice(0, 3).join('|')) {
    throw unreadableTranslationFile(
      'The sheet must start with the columns Id, Base text, Translation.',
    );
  }
  const rows: ImportRow[] = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    const [id, base, translation] = [1, 2, 3].map((c) => cellText(row.getCell(c).value));
    if (!id && !base && !translation) return;
    rows.push({ line, id: id ?? '', base: base ?? '', translation: translation ?? '' });
  });
  return rows;
}
