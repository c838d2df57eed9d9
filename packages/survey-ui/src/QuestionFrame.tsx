import type { Media } from '@survey/domain/questionnaire/model';
import type { ReactNode } from 'react';
import { MediaView } from './MediaView.tsx';

interface QuestionFrameProps {
  title: ReactNode;
  instruction: string | null;
  media: Media | null;
  /** The problem with the answer, in the respondent's language. */
  problem: string | null;
  /** Ids for aria-describedby of the controls: the instruction and the problem. */
  ids: { instruction: string; problem: string };
  children: ReactNode;
}

/**
 * A question as one group: the title is the group's legend, so screen readers announce it with
 * every control; the instruction and any problem describe the controls.
 */
export function QuestionFrame({
  title,
  instruction,
  media,
  problem,
  ids,
  children,
}: QuestionFrameProps) {
  return (
    <fieldset className="sui-question" aria-describedby={describedBy(ids, instruction, problem)}>
      <legend className="sui-title">{title}</legend>
      {media !== null && <MediaView media={media} size="full" />}
      {instruction !== null && (
        <p className="sui-instruction" id={ids.instruction}>
          {instruction}
        </p>
      )}
      {children}
      {problem !== null && (
        <p className="sui-problem" id={ids.problem} role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/** The aria-describedby value for the parts that are shown. */
export function describedBy(
  ids: { instruction: string; problem: string },
  instruction: string | null,
  problem: string | null,
): string | undefined {
  const parts = [
    instruction !== null ? ids.instruction : null,
    problem !== null ? ids.problem : null,
  ];
  const value = parts.filter((p) => p !== null).join(' ');
  return value === '' ? undefined : value;
}
