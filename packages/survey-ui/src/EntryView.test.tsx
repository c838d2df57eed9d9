import type { Entry } from '@survey/domain/questionnaire/model';
import { QuestionnaireBuilder } from '@survey/domain/questionnaire/testing/builders';
import type { Answer } from '@survey/domain/respondent/answers';
import { respondentOptions } from '@survey/domain/respondent/respondentItems';
import {
  sampleMatrix,
  sampleQuestion,
  withOptionFlags,
} from '@survey/domain/respondent/testing/sampleEntries';
import type { AnswerProblem } from '@survey/domain/respondent/validateAnswer';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EntryView } from './EntryView.tsx';
import { MessagesProvider } from './i18n/MessagesContext.tsx';
import { english } from './i18n/english.ts';

const render = (entry: Entry, answer: Answer | null = null, problem: AnswerProblem | null = null) =>
  renderToString(
    <MessagesProvider value={english}>
      <EntryView
        entry={entry}
        answer={answer}
        onAnswer={() => undefined}
        problem={problem}
        seed="r1"
      />
    </MessagesProvider>,
  );
const count = (html: string, fragment: string) => html.split(fragment).length - 1;

describe('EntryView', () => {
  it('shows a single select as a titled group of radios with its instruction', () => {
    const html = render(sampleQuestion('Basic', ['Tea', 'Coffee', 'Water']).entry);
    expect(html).toContain('<fieldset');
    expect(html).toContain('<legend class="sui-title">Which do you prefer?</legend>');
    expect(html).toContain('Select one');
    expect(count(html, 'type="radio"')).toBe(3);
    for (const label of ['Tea', 'Coffee', 'Water']) expect(html).toContain(`>${label}</span>`);
    expect(html).not.toContain('sui-tiles');
  });

  it('shows a limited multi select as checkboxes with its default options', () => {
    const { entry } = sampleQuestion('Basic', ['A', 'B', 'C', 'D', 'E'], {
      BasicChoice: 'multiple_choice',
      ChoiceLimit: '3',
      DontKnow: 'enabled',
    });
    const html = render(entry);
    expect(html).toContain('Select up to three answers');
    expect(count(html, 'type="checkbox"')).toBe(6);
    expect(html).toContain('Don&#x27;t know');
  });

  it('opens a text box under a chosen text-entry option', () => {
    const entry = withOptionFlags(sampleQuestion('Basic', ['Tea', 'Other']).entry, 1, {
      textEntry: true,
    });
    const other = respondentOptions(entry)[1]!.id;
    expect(render(entry)).not.toContain('Other: please specify');
    const html = render(entry, { kind: 'choice', selected: [other], texts: { [other]: 'Juice' } });
    expect(html).toContain('aria-label="Other: please specify"');
    expect(html).toContain('value="Juice"');
    expect(html).toMatch(/checked=""[^>]*value="[^"]*"|value="[^"]*"[^>]*checked=""/);
  });

  it('shows a matrix as one radio group per row', () => {
    const html = render(sampleMatrix(['Price', 'Taste'], ['Good', 'Fair', 'Poor']));
    expect(html).toContain('Select one answer per row');
    expect(html).toContain('How do you rate them?');
    expect(count(html, '<fieldset class="sui-matrix-row"')).toBe(2);
    expect(count(html, 'type="radio"')).toBe(6);
    const names = new Set([...html.matchAll(/name="([^"]+)"/g)].map((m) => m[1]));
    expect(names.size).toBe(2);
  });

  it('shows a ranked question as options to tap, then a ranking to reorder and remove from', () => {
    const { entry } = sampleQuestion('Ranked', ['Red', 'Green', 'Blue']);
    const empty = render(entry);
    expect(empty).toContain('TAP TO SELECT');
    expect(empty).not.toContain('DRAG TO REORDER');
    expect(count(empty, 'sui-rank-pick')).toBe(3);
    const [red, green] = respondentOptions(entry).map((o) => o.id);
    const ranked = render(entry, { kind: 'ranked', ranking: [green!, red!] });
    expect(ranked).toContain('DRAG TO REORDER');
    expect(count(ranked, 'TAP TO REMOVE')).toBe(2);
    expect(ranked).toContain('aria-label="Reorder Green, rank 1 of 2"');
    expect(ranked).toContain('aria-label="Remove Red from the ranking"');
    expect(count(ranked, 'sui-rank-pick')).toBe(1);
  });

  it('shows a slider with its range, step and three labels', () => {
    const b = new QuestionnaireBuilder().question('How likely?', [], 'Scale');
    const lk = (b.last() as Extract<Entry, { entryType: 'question' }>).entryItem.questionLk;
    b.apply('setQuestionScale', { questionLk: lk, min: 0, max: 10, step: 2, startingPosition: 4 });
    ['Never', 'Maybe', 'Surely'].forEach((labelText, position) =>
      b.apply('setQuestionScaleLabel', { questionLk: lk, labelText, position }),
    );
    const html = render(b.last());
    expect(html).toContain('Drag the button to rate');
    const slider = /<input[^>]*type="range"[^>]*>/.exec(html)?.[0] ?? '';
    for (const attribute of ['min="0"', 'max="10"', 'step="2"', 'value="4"']) {
      expect(slider).toContain(attribute);
    }
    for (const label of ['Never', 'Maybe', 'Surely']) expect(html).toContain(label);
  });

  it.each([
    ['unstructured', '<textarea'],
    ['numeric', 'type="number"'],
    ['positive_integer', 'min="1"'],
    ['email', 'type="email"'],
    ['postcode_full', 'autoComplete="postal-code"'],
  ])('gives the %s format its input', (structure, fragment) => {
    const { entry } = sampleQuestion('FreeText', [], { ContentStructure: structure });
    const html = render(entry);
    expect(html).toContain('Enter your answer in the box below');
    expect(html).toContain(fragment);
  });

  it('counts characters against the limit', () => {
    const { entry } = sampleQuestion('FreeText', [], { CharacterLimit: '100' });
    expect(render(entry, { kind: 'text', text: 'Hello 😀' })).toContain('7 / 100');
  });

  it('shows a text card with title, subtitle and body', () => {
    const b = new QuestionnaireBuilder().textCard('Welcome', 'Thank you\nfor joining');
    const html = render(b.last());
    expect(html).toContain('<h2 class="sui-title">Welcome</h2>');
    expect(html).toContain('Thank you\nfor joining');
    expect(html).not.toContain('<fieldset');
  });

  it('shows a problem as an alert that describes the controls', () => {
    const html = render(sampleQuestion('Basic', ['Tea', 'Coffee']).entry, null, {
      code: 'REQUIRED',
      message: 'Please select an answer.',
    });
    expect(html).toMatch(/role="alert"[^>]*>Please select an answer\./);
    expect(html).toContain('aria-invalid="true"');
    const problemId = /<p class="sui-problem" id="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(
      `aria-describedby="${problemId?.replace('problem', 'instruction')} ${problemId}"`,
    );
  });

  it('shows options with media as image-choice tiles named by their text, a video as its still without a link', () => {
    const base = sampleQuestion('Basic', ['Cat', 'Clip']).entry;
    const media = (mediaType: 'image' | 'video', url: string, rendered: string | null) => ({
      mediaName: url,
      mediaUrl: url,
      mediaType,
      renderedMediaUrl: rendered,
    });
    const entry = {
      ...base,
      entryItem: {
        ...base.entryItem,
        responseOptions: [
          { ...base.entryItem.responseOptions[0]!, media: media('image', '/m/cat', '/m/cat=s0') },
          {
            ...base.entryItem.responseOptions[1]!,
            media: media('video', 'https://youtu.be/dQw4w9WgXcQ', null),
          },
        ],
      },
    };
    const html = render(entry);
    expect(html).toContain('<ul class="sui-options sui-tiles">');
    // Full size, scaled down by CSS: a 64 px thumbnail is too small to choose a picture by.
    expect(html).toContain('<img class="sui-tile" src="/m/cat=s0" alt="Cat"');
    expect(html).toContain(
      '<img class="sui-tile" src="https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg" alt="Clip"',
    );
    expect(html).not.toContain('<a ');
    // The control is named by the option's text alone, not 'Cat Cat' through the alt text.
    const labelled = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<span id="${labelled}">Cat</span>`);
  });

  it('shows pictures to rank as tiles to tap, and a 64 px thumbnail once ranked', () => {
    const base = sampleQuestion('Ranked', ['Pack A', 'Pack B']).entry;
    const [a, b] = base.entryItem.responseOptions;
    const image = (name: string) => ({
      mediaName: name,
      mediaUrl: `/m/${name}`,
      mediaType: 'image' as const,
      renderedMediaUrl: `/m/${name}=s0`,
    });
    const entry = {
      ...base,
      entryItem: {
        ...base.entryItem,
        responseOptions: [
          { ...a!, media: image('a') },
          { ...b!, media: image('b') },
        ],
      },
    };
    const html = render(entry, { kind: 'ranked', ranking: [a!.responseOptionLk] });
    expect(html).toContain('class="sui-options sui-unranked sui-tiles"');
    expect(html).toContain('<img class="sui-tile" src="/m/b=s0" alt="Pack B"');
    // The tap target is named by the text alone, not 'Pack B Pack B'.
    const labelled = /class="sui-option sui-rank-pick"[^>]*aria-labelledby="([^"]+)"/.exec(html);
    expect(html).toContain(`<span id="${labelled?.[1]}">Pack B</span>`);
    // In the ranking the picture stays beside the text, small enough to keep the row on a phone.
    expect(html).toContain('<img class="sui-thumb" src="/m/a=s64" alt=""');
    expect(render(sampleQuestion('Ranked', ['Red', 'Blue']).entry)).not.toContain('sui-tiles');
  });

  it('shows a matrix row image under the row legend with the row text as alt text', () => {
    const entry = sampleMatrix(['Logo A', 'Logo B'], ['Like', 'Dislike']);
    const [first, second] = entry.entryItem.matrixRows;
    const withImage = {
      ...entry,
      entryItem: {
        ...entry.entryItem,
        matrixRows: [
          {
            ...first!,
            questionMedia: {
              mediaName: 'a',
              mediaUrl: '/m/a',
              mediaType: 'image' as const,
              renderedMediaUrl: '/m/a=s0',
            },
          },
          second!,
        ],
      },
    };
    const html = render(withImage);
    expect(html).toContain(
      '<legend>Logo A</legend><img class="sui-tile" src="/m/a=s0" alt="Logo A"',
    );
    expect(count(html, '<img')).toBe(1);
  });

  it('renders survey content as text, never as markup (R8)', () => {
    const payload = '<img src=x onerror=alert(1)><script>alert(1)</script>';
    const html = render(sampleQuestion('Basic', [payload, 'Fine'], {}, payload).entry);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;');
  });
});
