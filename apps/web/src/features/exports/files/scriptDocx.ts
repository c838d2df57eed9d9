/**
 * The survey script as a Word document (spec 3 §2 'Export survey (.doc)'; made with `docx`). Laid
 * out from the domain's script model: a heading per block ('Q1 [Single select]'), the question
 * text, notes in italics, then the options, matrix rows and columns with their marks.
 */
import type { ScriptBlock, ScriptDocument, ScriptOption } from '@survey/domain/exports/scriptModel';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';

function optionParagraph(option: ScriptOption, index: number): Paragraph {
  const marks = option.marks.length ? ` [${option.marks.join(', ')}]` : '';
  const notes = option.notes.length ? ` (${option.notes.join('; ')})` : '';
  return new Paragraph({
    indent: { left: 360 },
    children: [
      new TextRun(`${index + 1}. ${option.text}`),
      new TextRun({ text: marks, bold: true }),
      new TextRun({ text: notes, italics: true }),
    ],
  });
}

function listParagraphs(title: string, options: ScriptOption[]): Paragraph[] {
  if (options.length === 0) return [];
  return [
    new Paragraph({ children: [new TextRun({ text: title, bold: true })] }),
    ...options.map(optionParagraph),
  ];
}

function blockParagraphs(block: ScriptBlock): Paragraph[] {
  const heading = block.id ? `${block.id} [${block.typeLabel}]` : `[${block.typeLabel}]`;
  const listTitle =
    block.kind === 'matrix' ? 'Columns' : block.kind === 'fork' ? 'Groups' : 'Options';
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(heading)] }),
    ...(block.text ? [new Paragraph({ children: [new TextRun(block.text)] })] : []),
    ...block.notes.map(
      (note) => new Paragraph({ children: [new TextRun({ text: note, italics: true })] }),
    ),
    ...block.details.map((detail) => new Paragraph({ children: [new TextRun(detail)] })),
    ...listParagraphs('Rows', block.rows),
    ...listParagraphs(listTitle, block.options),
  ];
}

/** The .docx bytes of a script. */
export async function scriptDocx(script: ScriptDocument): Promise<Uint8Array> {
  const doc = new Document({
    title: script.title,
    creator: 'Survey dashboard',
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(script.title)] }),
          new Paragraph({ children: [new TextRun(`Country: ${script.country}`)] }),
          ...script.blocks.flatMap(blockParagraphs),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(doc));
}
