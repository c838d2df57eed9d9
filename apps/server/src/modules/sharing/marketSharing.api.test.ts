import type { Answer } from '@survey/domain/respondent/answers';
import type { EntryPage } from '@survey/domain/respondent/engine/pages';
import type { CrosstabResponse, SavedCrosstab } from '@survey/domain/results/analysisContract';
import type { SummaryResponse } from '@survey/domain/results/contract';
import { MARKET_ENTRY_ID } from '@survey/domain/results/marketsLayout';
import type { CreatedShareLink, ShareLink } from '@survey/domain/sharing/contract';
import { world, type Researcher, type World, type WorldMarkets } from '@survey/testkit/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const RESULTS = '/v2/survey-results/api/v1.0';
const SHARING = '/v1/sharing/api/v1.0';
const SHARED = '/v1/shared/api/v1.0';
const PANEL_LINK_SECRET = 'market-sharing-panel-link-secret-0123456789';
/** Completes per market: GB all choose the first option, DE the second. */
const GB = 5;
const DE = 3;

const choose = (page: EntryPage, at: number): Answer => ({
  kind: 'choice',
  selected: [page.options[at]?.id ?? ''],
  texts: {},
});
const MARKET = { questionId: MARKET_ENTRY_ID, matrixTitleId: null };

/**
 * Issue 37 §3 (session 25): a saved table keeps its scope (`markets: 'all'`, kept on the lead
 * market) and a share link can read every market of a multi-market project together.
 */
describe('saved tables and share links across markets', () => {
  let t: TestApp;
  let w: World;
  let ann: Researcher;
  let bob: Researcher;
  let study: WorldMarkets;
  let row: { questionId: string; matrixTitleId: null };

  const call = async <T>(
    method: string,
    path: string,
    body?: unknown,
    who: Researcher | null = ann,
  ): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${t.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(who ? { authorization: `Bearer ${who.accessToken}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const lead = () => study.markets[0]?.surveyId ?? '';
  const germany = () => study.markets[1]?.surveyId ?? '';
  const reason = (body: unknown) => JSON.stringify(body);
  const save = (body: Record<string, unknown>, who: Researcher = ann) =>
    call<SavedCrosstab>('POST', `${RESULTS}/crosstabs`, body, who);
  const tables = (surveyId: string, markets = false, who: Researcher = ann) =>
    call<SavedCrosstab[]>(
      'GET',
      `${RESULTS}/crosstabs?surveyId=${surveyId}${markets ? '&markets=all' : ''}`,
      undefined,
      who,
    );
  const expiresAt = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
  const link = (body: Record<string, unknown>, who: Researcher = ann) =>
    call<CreatedShareLink>('POST', `${SHARING}/links`, { expiresAt: expiresAt(), ...body }, who);
  const shared = <T>(token: string, path: string, body?: unknown) =>
    call<T>(body === undefined ? 'GET' : 'POST', `${SHARED}/${token}${path}`, body, null);

  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET });
    w = world(t.url, { panelLinkSecret: PANEL_LINK_SECRET });
    [ann, bob] = await Promise.all([w.account(), w.account()]);
    study = await ann.markets({
      countries: ['GB', 'DE'],
      samplesNeeded: 20,
      questions: [{ type: 'Basic', text: 'Which drink?', options: ['Tea', 'Coffee'] }],
    });
    await study.buy();
    const [gb, de] = study.markets;
    await Promise.all([
      gb?.completes(GB, (page) => (page.label === 'Q1' ? choose(page, 0) : null)),
      de?.completes(DE, (page) => (page.label === 'Q1' ? choose(page, 1) : null)),
    ]);
    const all = await call<SummaryResponse>('POST', `${RESULTS}/summary`, {
      surveyId: lead(),
      markets: 'all',
      responseFilters: [],
    });
    const q1 = all.body.results.find((e) => e.label === 'Q1');
    row = { questionId: q1?.id ?? '', matrixTitleId: null };
  }, 600_000);
  afterAll(() => t.close());

  it('a table saved across markets keeps its scope on the lead and lists only there', async () => {
    const definition = { row, banner: [MARKET] };
    // The Market banner is known only across markets: one survey's table cannot have it.
    const alone = await save({ surveyId: lead(), name: 'By market', definition });
    expect(alone.status).toBe(400);
    expect(reason(alone.body)).toContain('UNKNOWN_QUESTION');

    // Saved from the German market's id, kept on the lead with its scope.
    const across = await save({
      surveyId: germany(),
      name: 'By market',
      definition,
      markets: 'all',
    });
    expect(across.status).toBe(201);
    expect(across.body).toMatchObject({ surveyId: lead(), name: 'By market', markets: 'all' });
    // The same name in the lead's own list is another table.
    const own = await save({ surveyId: lead(), name: 'By market', definition: { row } });
    expect(own.status).toBe(201);
    expect(own.body.markets).toBeUndefined();
    const again = await save({ surveyId: lead(), name: 'by MARKET', definition, markets: 'all' });
    expect(again.status).toBe(409);

    for (const id of [lead(), germany()]) {
      const listed = await tables(id, true);
      expect(listed.status).toBe(200);
      expect(listed.body.map((x) => [x.id, x.markets])).toEqual([[across.body.id, 'all']]);
    }
    expect((await tables(lead())).body.map((x) => x.id)).toEqual([own.body.id]);
    expect((await tables(germany())).body).toEqual([]);

    // Opening it: its definition in its scope reads both markets as columns.
    const [opened] = (await tables(lead(), true)).body;
    const table = await call<CrosstabResponse>('POST', `${RESULTS}/crosstab`, {
      ...opened?.definition,
      surveyId: opened?.surveyId,
      markets: opened?.markets,
    });
    expect(table.status).toBe(200);
    expect(table.body.groups[0]?.columns.map((c) => [c.text, c.base])).toEqual([
      ['United Kingdom', GB],
      ['Germany', DE],
    ]);
  });

  it("another account gets nothing; an ad hoc survey's scope is NOT_MULTI_MARKET", async () => {
    const definition = { row, banner: [] };
    expect((await tables(lead(), true, bob)).status).toBe(404);
    expect(
      (await save({ surveyId: lead(), name: 'x', definition, markets: 'all' }, bob)).status,
    ).toBe(404);
    const adHoc = await bob.survey({ samplesNeeded: 10 });
    const listed = await tables(adHoc.surveyId, true, bob);
    expect(listed.status).toBe(400);
    expect(reason(listed.body)).toContain('NOT_MULTI_MARKET');
    const saved = await save(
      { surveyId: adHoc.surveyId, name: 'x', definition, markets: 'all' },
      bob,
    );
    expect(saved.status).toBe(400);
    const created = await link({ surveyId: adHoc.surveyId, markets: 'all' }, bob);
    expect(created.status).toBe(400);
    expect(reason(created.body)).toContain('NOT_MULTI_MARKET');
    expect((await link({ surveyId: germany(), markets: 'all' }, bob)).status).toBe(404);
    expect((await tables(adHoc.surveyId, false, bob)).body).toEqual([]);
    const bad = await call('GET', `${RESULTS}/crosstabs?surveyId=${lead()}&markets=some`);
    expect(bad.status).toBe(400);
  });

  it('a link across markets reads the combined results; a one-market link its market', async () => {
    const across = await link({ surveyId: germany(), markets: 'all' });
    expect(across.status).toBe(201);
    expect(across.body.link).toMatchObject({ surveyId: lead(), markets: 'all' });
    const { token } = across.body;
    const view = await shared<Record<string, unknown>>(token, '');
    expect(view.body).toMatchObject({ locked: false, kind: 'survey', markets: 'all' });

    const summary = await shared<SummaryResponse>(token, '/summary', { responseFilters: [] });
    expect(summary.body.samplesCollected).toBe(GB + DE);
    const market = summary.body.results.find((e) => e.id === MARKET_ENTRY_ID);
    expect(market?.rows.map((r) => r.rowItems[0]?.completes)).toEqual([GB, DE]);
    const table = await shared<CrosstabResponse>(token, '/crosstab', { row, banner: [MARKET] });
    expect(table.body.groups[0]?.columns.map((c) => c.base)).toEqual([GB, DE]);
    const progress = await shared<{ surveyId: string; samplesCollected: number }[]>(
      token,
      '/progress',
      {},
    );
    expect(progress.body.map((p) => [p.surveyId, p.samplesCollected])).toEqual([
      [lead(), GB],
      [germany(), DE],
    ]);
    // Themes are found per market only: not across markets. Quotas are the lead's, as the page's.
    expect((await shared(token, '/quotas')).status).toBe(200);
    expect((await shared(token, '/themes', { questionId: 'x', responseFilters: [] })).status).toBe(
      404,
    );

    // One market's link as before: its own completes, a body cannot widen it.
    const one = await link({ surveyId: germany() });
    expect(one.body.link.markets).toBeUndefined();
    const own = await shared<SummaryResponse>(one.body.token, '/summary', {
      responseFilters: [],
      markets: 'all',
    });
    expect(own.body.samplesCollected).toBe(DE);
    const noMarket = await shared(one.body.token, '/crosstab', { row, banner: [MARKET] });
    expect(noMarket.status).toBe(400);

    // Each scope lists its own links.
    const listed = (markets: boolean, id: string) =>
      call<ShareLink[]>('GET', `${SHARING}/links?surveyId=${id}${markets ? '&markets=all' : ''}`);
    expect((await listed(true, germany())).body.map((l) => l.id)).toEqual([across.body.link.id]);
    expect((await listed(false, germany())).body.map((l) => l.id)).toEqual([one.body.link.id]);
    expect((await listed(false, lead())).body).toEqual([]);

    // Revoked: it reads nothing.
    await call('POST', `${SHARING}/links/${across.body.link.id}/revoke`, {});
    expect((await shared(token, '/summary', { responseFilters: [] })).status).toBe(404);
    expect((await shared(token, '')).status).toBe(404);
  });

  it("a table's link keeps its scope; a link never reaches another project's markets", async () => {
    const [across] = (await tables(lead(), true)).body;
    const [own] = (await tables(lead())).body;
    // A table across markets only by a link across markets, and the other way round.
    expect((await link({ surveyId: lead(), crosstabId: across?.id })).status).toBe(404);
    expect((await link({ surveyId: lead(), crosstabId: own?.id, markets: 'all' })).status).toBe(
      404,
    );
    const tableLink = await link({ surveyId: lead(), crosstabId: across?.id, markets: 'all' });
    expect(tableLink.status).toBe(201);
    const { token } = tableLink.body;
    const view = await shared<{ crosstab: SavedCrosstab }>(token, '');
    expect(view.body.crosstab).toMatchObject({ id: across?.id, markets: 'all' });
    const table = await shared<CrosstabResponse>(token, '/crosstab', {});
    expect(table.body.groups[0]?.columns.map((c) => c.base)).toEqual([GB, DE]);

    // Bob's link across his own markets (none bought) reads none of Ann's, whatever it names.
    const bobs = await bob.markets({ countries: ['GB', 'FR'], samplesNeeded: 10 });
    const bobLink = await link({ surveyId: bobs.markets[0]?.surveyId, markets: 'all' }, bob);
    expect(bobLink.status).toBe(201);
    const read = await shared<SummaryResponse>(bobLink.body.token, '/summary', {
      surveyId: lead(),
      responseFilters: [],
    });
    expect(read.status).toBe(200);
    expect(read.body.samplesCollected).toBe(0);
    const crosstab = await shared(bobLink.body.token, '/crosstab', {
      surveyId: lead(),
      row,
      banner: [MARKET],
    });
    expect(crosstab.status).toBe(400);
  });
});
