import { pipeToken } from '@survey/domain/questionnaire/piping';
import type { RichDoc, RichInline } from '@survey/domain/questionnaire/richText';
import { sampleQuestion } from '@survey/domain/respondent/testing/sampleEntries';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EntryView } from './EntryView.tsx';
import { MessagesProvider } from './i18n/MessagesContext.tsx';
import { english } from './i18n/english.ts';
import { RichTitle } from './RichTitle.tsx';

const doc = (...content: RichInline[]): RichDoc => ({
  type: 'doc',
  content: [{ type: 'paragraph', content }],
});

describe('RichTitle', () => {
  it('renders bold, italic and underline marks and resolves pipes', () => {
    const text = `Why ${pipeToken('q1')} so much?`;
    const styling = doc(
      { type: 'text', text: 'Why ' },
      { type: 'pipe', attrs: { questionLk: 'q1' }, marks: [{ type: 'bold' }] },
      { type: 'text', text: ' so ' },
      { type: 'text', text: 'much', marks: [{ type: 'italic' }, { type: 'underline' }] },
      { type: 'text', text: '?' },
    );
    const html = renderToString(
      <RichTitle text={text} styling={styling} pipeText={(lk) => `[${lk}]`} />,
    );
    expect(html).toBe('Why <strong>[q1]</strong> so <em><u>much</u></em>?');
  });

  it('shows the plain text when the styling no longer spells it, lines broken', () => {
    const html = renderToString(
      <RichTitle
        text={'First\nSecond'}
        styling={doc({ type: 'text', text: 'Old', marks: [{ type: 'bold' }] })}
        pipeText={() => ''}
      />,
    );
    expect(html).toBe('First<br/>Second');
  });

  it('is what a question shows as its legend', () => {
    const { entry } = sampleQuestion('Basic', ['Tea', 'Coffee']);
    if (entry.entryType !== 'question') throw new Error('question expected');
    const styled = {
      ...entry,
      entryItem: {
        ...entry.entryItem,
        question: {
          ...entry.entryItem.question,
          text: 'Pick one',
          textStyling: doc({ type: 'text', text: 'Pick one', marks: [{ type: 'bold' }] }),
        },
      },
    };
    const html = renderToString(
      <MessagesProvider value={english}>
        <EntryView entry={styled} answer={null} onAnswer={() => undefined} />
      </MessagesProvider>,
    );
    expect(html).toContain('<legend class="sui-title"><strong>Pick one</strong></legend>');
  });

  it('renders script payloads in styled text as text (R8)', () => {
    const text = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const html = renderToString(
      <RichTitle
        text={text}
        styling={doc({ type: 'text', text, marks: [{ type: 'bold' }] })}
        pipeText={() => ''}
      />,
    );
    expect(html).toBe(
      '<strong>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</strong>',
    );
  });
});
