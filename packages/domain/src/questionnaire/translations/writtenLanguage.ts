/**
 * The written language of a survey's locale: which of the product's own texts a respondent reads
 * (the runner's catalogue in survey-ui, the standard screening texts in the audience catalogue).
 * One rule for both, so a respondent never reads the runner in one script and the screening
 * questions in another. Chinese is one language code in the spec (spec 2 §9) but two written
 * forms: Hong Kong, Taiwan and Macau write Traditional characters, the mainland Simplified.
 */

/** Countries whose Chinese is written in Traditional characters. */
const TRADITIONAL_CHINESE = new Set(['HK', 'TW', 'MO']);
/** Norwegian in any form reads the Bokmål texts ('no' is the spec's code beside 'nb'). */
const ALIASES: Readonly<Record<string, string>> = { no: 'nb', nn: 'nb' };

/** The code of Chinese written in Traditional characters. */
export const TRADITIONAL_CHINESE_CODE = 'zh-Hant';

/**
 * The written language of a locale: its language lowercased without a region, Norwegian as
 * 'nb', Chinese as 'zh-Hant' in Hong Kong, Taiwan and Macau and 'zh' elsewhere; '' when the
 * locale has no language.
 */
export function writtenLanguageOf(
  locale: { language: string; country?: string | undefined } | null | undefined,
): string {
  const language = (locale?.language ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (language === 'zh') {
    const country = (locale?.country ?? '').trim().toUpperCase();
    return TRADITIONAL_CHINESE.has(country) ? TRADITIONAL_CHINESE_CODE : 'zh';
  }
  return ALIASES[language] ?? language;
}
