import { pipeToken } from '@survey/domain/questionnaire/piping';
import { QuestionnaireBuilder, questionAt } from '@survey/domain/questionnaire/testing/builders';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PreviewPane, type PreviewPaneProps } from './PreviewPane.tsx';

// The web project renders .ts tests only, hence createElement instead of JSX.
const q = new QuestionnaireBuilder()
  .question('Which drink?', ['Tea', 'Coffee'])
  .question('Which snacks?', ['Crisps', 'Nuts', 'Fruit'], 'Basic', true)
  .textCard('Thank you', 'That is all')
  .build();
const render = (props: Partial<PreviewPaneProps> = {}) =>
  renderToString(
    createElement(PreviewPane, {
      questionnaire: q,
      selectedNumber: null,
      open: true,
      onOpenChange: () => undefined,
      ...props,
    }),
  );
const nextButton = (html: string) => /<button[^>]*>Next/.exec(html)?.[0] ?? '';

describe('PreviewPane', () => {
  it('shows the first entry as a respondent sees it, with its tools', () => {
    const html = render();
    expect(html).toContain('aria-label="Refresh preview"');
    expect(html).toContain('aria-label="Collapse preview sidebar"');
    expect(html).toContain('Which drink?');
    expect(html).toContain('Select one');
    expect(html).not.toContain('Which snacks?');
    expect(html).toContain('Q1 · 1 of 3');
    expect(nextButton(html)).not.toContain('disabled');
  });

  it('is 286 wide with a 200 high question area', () => {
    const html = render();
    expect(html).toContain('width:286px');
    expect(html).toContain('height:200px');
  });

  it('shows the entry selected in the editor, and Next is disabled on the last', () => {
    const snacks = render({ selectedNumber: q.entries[1]!.number });
    expect(snacks).toContain('Which snacks?');
    expect(snacks).toContain('Select all that apply');
    const last = render({ selectedNumber: q.entries[2]!.number });
    expect(last).toContain('<h3 class="sui-title">Thank you</h3>');
    expect(nextButton(last)).toContain('disabled');
  });

  it('collapsed, shows only the control that opens it again', () => {
    const html = render({ open: false });
    expect(html).toContain('aria-label="Open preview sidebar"');
    expect(html).not.toContain('Which drink?');
    expect(html).not.toContain('Refresh preview');
  });

  it('says what to do when there is nothing to preview', () => {
    const html = render({ questionnaire: new QuestionnaireBuilder().fork().build() });
    expect(html).toContain('Add a question to preview it here.');
    expect(nextButton(html)).toContain('disabled');
  });

  it("shows a pipe as its source's label", () => {
    const b = new QuestionnaireBuilder().question('Which drink?', ['Tea', 'Coffee']);
    b.question(`Why ${pipeToken(questionAt(b.q, 0).entryItem.questionLk)}?`);
    const html = render({ questionnaire: b.q, selectedNumber: b.q.entries[1]!.number });
    expect(html).toContain('<legend class="sui-title">Why [Q1]?</legend>');
  });
});
