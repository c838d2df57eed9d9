/**
 * A translation as the editor shows it: each pipe as its source's label in brackets ('[Q2]'), as
 * the base text shows it; typed back, a label the base text pipes becomes its pipe again.
 */
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { pipeLabels, pipeToken, resolvePipes } from '@survey/domain/questionnaire/piping';

export interface PipeText {
  shown: (text: string) => string;
  /** The text to store: the base text's pipe labels turned back into pipes. */
  stored: (shown: string, base: string) => string;
}

const TOKEN = /\{\{pipe:([A-Za-z0-9_-]{1,64})\}\}/g;

export function pipeText(q: Questionnaire): PipeText {
  const labelOf = pipeLabels(q);
  return {
    shown: (text) => resolvePipes(text, labelOf),
    stored: (shown, base) => {
      let out = shown;
      for (const m of base.matchAll(TOKEN)) {
        const lk = m[1] as string;
        out = out.split(labelOf(lk)).join(pipeToken(lk));
      }
      return out;
    },
  };
}
