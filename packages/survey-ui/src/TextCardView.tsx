import type { TextCardItem } from '@survey/domain/questionnaire/model';
import { MediaView } from './MediaView.tsx';
import { RichTitle } from './RichTitle.tsx';

interface TextCardViewProps {
  item: TextCardItem;
  /** The heading level that fits the page around it (2 in the runner, deeper inside the dashboard). */
  headingLevel: 2 | 3 | 4;
  /** What a pipe in the title reads as. */
  pipeText: (questionLk: string) => string;
}

/** A text card: title as a heading, optional subtitle, body with its line breaks. */
export function TextCardView({ item, headingLevel, pipeText }: TextCardViewProps) {
  const Heading = `h${headingLevel}` as const;
  const { title, titleStyling, subtitle, body } = item.textCard;
  return (
    <section className="sui-text-card">
      <Heading className="sui-title">
        <RichTitle text={title} styling={titleStyling} pipeText={pipeText} />
      </Heading>
      {subtitle !== '' && <p className="sui-subtitle">{subtitle}</p>}
      {item.questionMedia !== null && <MediaView media={item.questionMedia} size="full" />}
      {body !== '' && <p className="sui-body">{body}</p>}
    </section>
  );
}
