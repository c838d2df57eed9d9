import { titleDoc, type RichMarkType } from '@survey/domain/questionnaire/richText';
import { Fragment, type ReactNode } from 'react';

interface RichTitleProps {
  /** The plain title (the truth: styling that no longer spells it is ignored). */
  text: string;
  /** The editor's styling JSON (textStyling / titleStyling), or null. */
  styling: unknown;
  /** What a pipe reads as: the respondent's answer in the runner, '[Q2]' in the editor's preview. */
  pipeText: (questionLk: string) => string;
}

interface Run {
  text: string;
  marks: RichMarkType[];
}

const sameMarks = (a: RichMarkType[], b: RichMarkType[]) =>
  a.length === b.length && a.every((m) => b.includes(m));

/** Lines of runs, adjacent runs with the same marks merged (pipes resolved into text). */
function titleLines(text: string, styling: unknown, pipeText: (lk: string) => string): Run[][] {
  const lines: Run[][] = [[]];
  for (const [i, paragraph] of titleDoc(text, styling).content.entries()) {
    if (i > 0) lines.push([]);
    for (const node of paragraph.content ?? []) {
      if (node.type === 'hardBreak') {
        lines.push([]);
        continue;
      }
      const marks = (node.marks ?? []).map((m) => m.type);
      const piece = node.type === 'text' ? node.text : pipeText(node.attrs.questionLk);
      const line = lines[lines.length - 1] as Run[];
      const last = line[line.length - 1];
      if (last && sameMarks(last.marks, marks)) last.text += piece;
      else line.push({ text: piece, marks });
    }
  }
  return lines;
}

function styled(run: Run): ReactNode {
  let node: ReactNode = run.text;
  if (run.marks.includes('underline')) node = <u>{node}</u>;
  if (run.marks.includes('italic')) node = <em>{node}</em>;
  if (run.marks.includes('bold')) node = <strong>{node}</strong>;
  return node;
}

/**
 * A title with its bold, italic and underline and its pipes, as inline content (it sits in a
 * legend or a heading). A tiny reader of the editor's JSON, so the runner carries no editor.
 */
export function RichTitle({ text, styling, pipeText }: RichTitleProps) {
  const lines = titleLines(text, styling, pipeText);
  return (
    <>
      {lines.map((runs, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {runs.map((run, j) => (
            <Fragment key={j}>{styled(run)}</Fragment>
          ))}
        </Fragment>
      ))}
    </>
  );
}
