import type { Entry } from '@survey/domain/questionnaire/model';
import { resolvePipes } from '@survey/domain/questionnaire/piping';
import { getIntSetting } from '@survey/domain/questionnaire/settings';
import { emptyAnswer, type Answer } from '@survey/domain/respondent/answers';
import { choiceRule } from '@survey/domain/respondent/choiceRule';
import { characterLimit, contentStructure } from '@survey/domain/respondent/freeTextFormat';
import {
  isMultipleChoice,
  respondentOptions,
  respondentRows,
} from '@survey/domain/respondent/respondentItems';
import type { AnswerProblem } from '@survey/domain/respondent/validateAnswer';
import { useId, useMemo, type ReactNode } from 'react';
import { ChoiceView } from './ChoiceView.tsx';
import { localOptions } from './defaultOptions.ts';
import { FreeTextView } from './FreeTextView.tsx';
import { useMessages } from './i18n/MessagesContext.tsx';
import { entryInstruction } from './instructions.ts';
import { MatrixView } from './MatrixView.tsx';
import { QuestionFrame, describedBy } from './QuestionFrame.tsx';
import { problemText } from './problemText.ts';
import { RankedView } from './RankedView.tsx';
import { RichTitle } from './RichTitle.tsx';
import { SliderView } from './SliderView.tsx';
import { TextCardView } from './TextCardView.tsx';
import './surveyUi.css';

export interface EntryViewProps {
  entry: Entry;
  /** The respondent's answer so far; null (or another kind) starts from an empty answer. */
  answer: Answer | null;
  onAnswer: (answer: Answer) => void;
  /** Identifies the respondent, so randomised and flipped orders stay the same for them. */
  seed?: string;
  /** A problem to show under the question (after the respondent tried to move on). */
  problem?: AnswerProblem | null;
  /** Heading level of a text card's title, to fit the page around it. */
  headingLevel?: 2 | 3 | 4;
  /** What a pipe in a title reads as (the answer it quotes); nothing by default. */
  pipeText?: (questionLk: string) => string;
}

const NO_PIPES = () => '';

/**
 * One entry as the respondent sees it, controlled: the caller keeps the answer. Forks and
 * sections show nothing (a respondent never sees them).
 */
export function EntryView({
  entry,
  answer,
  onAnswer,
  seed = '',
  problem = null,
  headingLevel = 2,
  pipeText = NO_PIPES,
}: EntryViewProps) {
  const t = useMessages();
  const id = useId();
  const ids = { instruction: `${id}-instruction`, problem: `${id}-problem` };
  const options = useMemo(() => localOptions(respondentOptions(entry, seed), t), [entry, seed, t]);
  const rows = useMemo(() => respondentRows(entry, seed), [entry, seed]);
  const start = emptyAnswer(entry);
  const current = answer !== null && answer.kind === start?.kind ? answer : start;
  // A ranked question says 'TAP TO SELECT' right above the options left to rank, not at the top.
  const instruction = current?.kind === 'ranked' ? null : entryInstruction(entry, t);
  const problemLine = problem === null ? null : problemText(entry, current, problem, t);
  const described = describedBy(ids, instruction, problemLine);
  const invalid = problem !== null;

  if (entry.entryType === 'textCard') {
    return <TextCardView item={entry.entryItem} headingLevel={headingLevel} pipeText={pipeText} />;
  }
  if (entry.entryType === 'matrix' && current?.kind === 'matrix') {
    const item = entry.entryItem;
    return (
      <QuestionFrame
        title={
          <RichTitle
            text={item.matrixTitle.title}
            styling={item.matrixTitle.titleStyling}
            pipeText={pipeText}
          />
        }
        instruction={instruction}
        media={null}
        problem={problemLine}
        ids={ids}
      >
        <MatrixView
          rows={rows}
          columns={options}
          multiple={isMultipleChoice(entry)}
          answer={current}
          onAnswer={onAnswer}
          invalidRow={problem?.itemId ?? null}
        />
      </QuestionFrame>
    );
  }
  if (entry.entryType !== 'question' || current === null) return null;
  const item = entry.entryItem;
  // Controls named by the title (slider, text box) take it as plain text, pipes resolved.
  const title = resolvePipes(item.question.text, pipeText);
  const frame = (children: ReactNode) => (
    <QuestionFrame
      title={
        <RichTitle
          text={item.question.text}
          styling={item.question.textStyling}
          pipeText={pipeText}
        />
      }
      instruction={instruction}
      media={item.questionMedia}
      problem={problemLine}
      ids={ids}
    >
      {children}
    </QuestionFrame>
  );
  switch (current.kind) {
    case 'choice':
      return frame(
        <ChoiceView
          options={options}
          rule={choiceRule(entry)}
          answer={current}
          onAnswer={onAnswer}
          invalid={invalid}
        />,
      );
    case 'ranked':
      return frame(
        <RankedView
          options={options}
          top={getIntSetting(item.settingValues, 'RankChoiceRequisite')}
          answer={current}
          onAnswer={onAnswer}
        />,
      );
    case 'scale':
      return item.questionScale === null
        ? null
        : frame(
            <SliderView
              scale={item.questionScale}
              title={title}
              answer={current}
              onAnswer={onAnswer}
              invalid={invalid}
              describedBy={described}
            />,
          );
    case 'text':
      return frame(
        <FreeTextView
          structure={contentStructure(entry)}
          limit={characterLimit(entry)}
          title={title}
          answer={current}
          onAnswer={onAnswer}
          invalid={invalid}
          describedBy={described}
        />,
      );
    default:
      return null;
  }
}
