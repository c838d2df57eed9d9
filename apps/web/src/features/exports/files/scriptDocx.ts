/**
 * The survey script as a Word document (spec 3 §2 'Export survey (.doc)'; made with `docx`). Laid
 * out from the domain's script model: a heading per block ('Q1 [Single select]'), the question
 * text, notes in italics, then the options, matrix rows and columns with their marks.
 *
 * Issue 37 §3: a questionnaire with translations lists its languages under the title, and each
 * text in every language: the base text first, then each translation, each line labelled by its
 * language ('German: …'). With the base language alone the script is as before.
 */
import type { TranslatedLine } from '@survey/domain/exports/scriptLanguages';
import type { ScriptBlock, ScriptDocument, ScriptOption } from '@survey/domain/exports/scriptModel';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';

/** Names languages in English, as the rest of the script is worded ('de' -> 'German'). */
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
const languageName = (code: string) => languageNames.of(code) ?? code;

/** How each text is written: plain, or labelled by language beside its translations. */
interface Wording {
  base: string | null;
  /** The lines of a text in every language (the base first), each labelled; one plain line alone. */
  lines(text: string, translations: readonly TranslatedLine[] | undefined): string[];
}

function wordingOf(script: ScriptDocument): Wording {
  const base = script.languages.length > 1 ? (script.languages[0] ?? null) : null;
  return {
    base,
    lines: (text, translations) =>
      base === null || !translations || translations.length === 0
        ? [text]
        : [
            `${languageName(base)}: ${text}`,
            ...translations.map((t) => `${languageName(t.language)}: ${t.text}`),
          ],
  };
}

function optionParagraphs(wording: Wording, option: ScriptOption, index: number): Paragraph[] {
  const marks = option.marks.length ? ` [${option.marks.join(', ')}]` : '';
  const notes = option.notes.length ? ` (${option.notes.join('; ')})` : '';
  const [first = '', ...others] = wording.lines(option.text, option.translations);
  return [
    new Paragraph({
      indent: { left: 360 },
      children: [
        new TextRun(`${index + 1}. ${first}`),
        new TextRun({ text: marks, bold: true }),
        new TextRun({ text: notes, italics: true }),
      ],
    }),
    ...others.map(
      (line) => new Paragraph({ indent: { left: 720 }, children: [new TextRun(line)] }),
    ),
  ];
}

function listParagraphs(wording: Wording, title: string, options: ScriptOption[]): Paragraph[] {
  if (options.length === 0) return [];
  return [
    new Paragraph({ children: [new TextRun({ text: title, bold: true })] }),
    ...options.flatMap((o, i) => optionParagraphs(wording, o, i)),
  ];
}

const plain = (line: string) => new Paragraph({ children: [new TextRun(line)] });

function blockParagraphs(wording: Wording, block: ScriptBlock): Paragraph[] {
  const heading = block.id ? `${block.id} [${block.typeLabel}]` : `[${block.typeLabel}]`;
  const listTitle =
    block.kind === 'matrix' ? 'Columns' : block.kind === 'fork' ? 'Groups' : 'Options';
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(heading)] }),
    ...(block.text ? wording.lines(block.text, block.translations).map(plain) : []),
    ...block.notes.map(
      (note) => new Paragraph({ children: [new TextRun({ text: note, italics: true })] }),
    ),
    ...block.details.flatMap((detail, i) =>
      wording.lines(detail, block.detailTranslations?.[i]).map(plain),
    ),
    ...listParagraphs(wording, 'Rows', block.rows),
    ...listParagraphs(wording, listTitle, block.options),
  ];
}

/** The .docx bytes of a script. */
export async function scriptDocx(script: ScriptDocument): Promise<Uint8Array> {
  const wording = wordingOf(script);
  const languages =
    wording.base === null
      ? []
      : [
          plain(
            `Languages: ${script.languages.map((l, i) => `${languageName(l)}${i === 0 ? ' (base)' : ''}`).join(', ')}`,
          ),
        ];
  const doc = new Document({
    title: script.title,
    creator: 'Survey dashboard',
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(script.title)] }),
          new Paragraph({ children: [new TextRun(`Country: ${script.country}`)] }),
          ...languages,
          ...script.blocks.flatMap((b) => blockParagraphs(wording, b)),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(doc));
}
