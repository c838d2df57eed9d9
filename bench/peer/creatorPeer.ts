import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { SurveyCreator, SurveyCreatorComponent } from 'survey-creator-react';
import 'survey-core/survey-core.fontless.min.css';
import 'survey-creator-core/survey-creator-core.fontless.min.css';

/**
 * The P5 peer: SurveyJS Creator opening the bench questionnaire (bench/lib/creatorPeer.ts builds
 * and serves this page). The survey's request starts from an inline script in the page, before
 * this bundle loads, as our editor's starts with its route. Fontless styles: the full ones fetch
 * web fonts from the internet, which the bench machine cannot reach.
 */
declare global {
  interface Window {
    peerSurvey?: Promise<unknown>;
    /** The questions the Creator loaded, for the bench's check that it opened the whole survey. */
    peerQuestionCount?: number;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
const json = await (window.peerSurvey ??
  fetch('survey.json').then((r) => r.json() as Promise<unknown>));
const creator = new SurveyCreator({ showLogicTab: true, showTranslationTab: false });
creator.JSON = json;
window.peerQuestionCount = creator.survey.getAllQuestions().length;
createRoot(root).render(createElement(SurveyCreatorComponent, { creator }));
