import { XMLParser } from 'fast-xml-parser';
import type { SignedUpUser } from './authHelpers.ts';
import { gql, type GraphQLResponse } from './graphqlHelpers.ts';
import type { TestApp } from './testApp.ts';

export const TRANSLATIONS_FIELDS = 'surveyId version baseLanguage languages texts';

export interface TranslationsView {
  surveyId: string;
  version: number;
  baseLanguage: string;
  languages: string[];
  texts: Record<string, Record<string, { text: string; base: string }>>;
}

export interface StatusLine {
  key: string;
  card: string;
  where: string;
  base: string;
  text: string;
  state: string;
}

/** The translation operations of the questionnaire service, as the editor calls them. */
export function translationsApi(t: TestApp, user: SignedUpUser, surveyId: string) {
  const call = <T>(query: string, vars: Record<string, unknown> = {}) =>
    gql<T>(t, 'questionnaire', user.accessToken, query, { surveyId, ...vars });
  return {
    read: () =>
      call<{ questionnaireTranslations: TranslationsView }>(
        `query Q($surveyId: ID!) { questionnaireTranslations(surveyId: $surveyId) { ${TRANSLATIONS_FIELDS} } }`,
      ),
    status: (language: string) =>
      call<{ translationStatus: StatusLine[] }>(
        `query Q($surveyId: ID!, $language: String!) {
          translationStatus(surveyId: $surveyId, language: $language) { key card where base text state }
        }`,
        { language },
      ),
    addLanguage: (language: string, baseVersion?: number) =>
      call<{ addQuestionnaireLanguage: TranslationsView }>(
        `mutation M($surveyId: ID!, $language: String!, $baseVersion: Int) {
          addQuestionnaireLanguage(surveyId: $surveyId, language: $language, baseVersion: $baseVersion) { ${TRANSLATIONS_FIELDS} }
        }`,
        { language, baseVersion },
      ),
    removeLanguage: (language: string) =>
      call<{ removeQuestionnaireLanguage: TranslationsView }>(
        `mutation M($surveyId: ID!, $language: String!) {
          removeQuestionnaireLanguage(surveyId: $surveyId, language: $language) { ${TRANSLATIONS_FIELDS} }
        }`,
        { language },
      ),
    set: (language: string, key: string, text: string, baseVersion?: number) =>
      call<{ setQuestionnaireTranslation: TranslationsView }>(
        `mutation M($surveyId: ID!, $language: String!, $key: String!, $text: String!, $baseVersion: Int) {
          setQuestionnaireTranslation(surveyId: $surveyId, language: $language, key: $key, text: $text, baseVersion: $baseVersion) { ${TRANSLATIONS_FIELDS} }
        }`,
        { language, key, text, baseVersion },
      ),
    exportFile: async (language: string, format: 'XLIFF' | 'XLSX') => {
      const r = await call<{
        exportTranslations: { fileName: string; contentType: string; base64: string };
      }>(
        `query Q($surveyId: ID!, $language: String!, $format: TranslationFileFormat!) {
          exportTranslations(surveyId: $surveyId, language: $language, format: $format) { fileName contentType base64 }
        }`,
        { language, format },
      );
      const file = r.data?.exportTranslations;
      if (!file) throw new Error(`export: ${JSON.stringify(r.errors)}`);
      return { ...file, bytes: Buffer.from(file.base64, 'base64') };
    },
    importFile: (language: string, format: 'XLIFF' | 'XLSX', bytes: Buffer) =>
      call<{ importTranslations: { imported: number; translations: TranslationsView } }>(
        `mutation M($surveyId: ID!, $language: String!, $format: TranslationFileFormat!, $base64: String!) {
          importTranslations(surveyId: $surveyId, language: $language, format: $format, base64: $base64) {
            imported translations { ${TRANSLATIONS_FIELDS} }
          }
        }`,
        { language, format, base64: bytes.toString('base64') },
      ),
  };
}

export const ok = <T>(r: GraphQLResponse<T>): T => {
  if (r.errors?.length || !r.data) throw new Error(JSON.stringify(r.errors));
  return r.data;
};

type Node = Record<string, unknown>;
const STATES = ['initial', 'translated', 'reviewed', 'final'];

/**
 * The structure XLIFF 2.0 core requires (OASIS XLIFF Version 2.0, §4.2): the root `xliff` in the
 * 2.0 namespace with version, srcLang and trgLang; only `file` children, each with an id; units with
 * an id unique in their file, notes before segments, at least one segment; a segment has exactly one
 * source and at most one target, a state among the four and `initial` when it has no target; every
 * `ph` has an id, unique in its unit's source, and a target uses only the source's ids. Returns
 * what is wrong; empty: valid.
 */
export function xliffStructureProblems(xml: string): string[] {
  const problems: string[] = [];
  const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, trimValues: true });
  const doc = parser.parse(xml) as Node[];
  const attrs = (n: Node) => (n[':@'] as Record<string, string> | undefined) ?? {};
  const elements = (n: Node, name: string) =>
    ((n[name] as Node[] | undefined) ?? []).filter((c) => !('#text' in c));
  const nameOf = (n: Node) => Object.keys(n).find((k) => k !== ':@') ?? '';
  const roots = doc.filter((n) => nameOf(n) !== '?xml');
  const root = roots[0];
  if (roots.length !== 1 || !root || nameOf(root) !== 'xliff') return ['the root is not xliff'];
  const a = attrs(root);
  if (a['@_xmlns'] !== 'urn:oasis:names:tc:xliff:document:2.0') problems.push('namespace');
  if (a['@_version'] !== '2.0') problems.push('version');
  if (!a['@_srcLang']) problems.push('srcLang');
  if (!a['@_trgLang']) problems.push('trgLang');
  for (const file of elements(root, 'xliff')) {
    if (nameOf(file) !== 'file') problems.push(`xliff holds ${nameOf(file)}`);
    if (!attrs(file)['@_id']) problems.push('a file without id');
    const ids = new Set<string>();
    for (const unit of elements(file, 'file')) {
      const id = attrs(unit)['@_id'] ?? '';
      if (nameOf(unit) !== 'unit') problems.push(`file holds ${nameOf(unit)}`);
      if (!id) problems.push('a unit without id');
      if (ids.has(id)) problems.push(`unit id ${id} repeated`);
      ids.add(id);
      const parts = elements(unit, 'unit').map(nameOf);
      const firstSegment = parts.indexOf('segment');
      if (firstSegment < 0) problems.push(`${id}: no segment`);
      if (parts.lastIndexOf('notes') > firstSegment) problems.push(`${id}: notes after segments`);
      for (const segment of elements(unit, 'unit').filter((n) => nameOf(n) === 'segment')) {
        const inner = elements(segment, 'segment');
        const sources = inner.filter((n) => nameOf(n) === 'source');
        const targets = inner.filter((n) => nameOf(n) === 'target');
        if (sources.length !== 1) problems.push(`${id}: ${sources.length} sources`);
        if (targets.length > 1) problems.push(`${id}: ${targets.length} targets`);
        const state = attrs(segment)['@_state'] ?? 'initial';
        if (!STATES.includes(state)) problems.push(`${id}: state ${state}`);
        if (targets.length === 0 && state !== 'initial')
          problems.push(`${id}: ${state} without target`);
        const phIds = (n: Node | undefined, name: string) =>
          n
            ? elements(n, name)
                .filter((c) => nameOf(c) === 'ph')
                .map((c) => attrs(c)['@_id'] ?? '')
            : [];
        const sourcePh = phIds(sources[0], 'source');
        if (sourcePh.some((p) => !p)) problems.push(`${id}: ph without id`);
        if (new Set(sourcePh).size !== sourcePh.length) problems.push(`${id}: ph id repeated`);
        for (const p of phIds(targets[0], 'target')) {
          if (!sourcePh.includes(p)) problems.push(`${id}: target ph ${p} not in source`);
        }
      }
    }
  }
  return problems;
}
