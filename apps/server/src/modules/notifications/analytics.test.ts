import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS_PATH } from '@survey/domain/analytics/events';
import {
  AnalyticsReceiver,
  namesOf,
  storedEvents,
  type ReceivedEvent,
} from '../../../test/analyticsHelpers.ts';
import { api, signUpUser, uniqueEmail, type SignedUpUser } from '../../../test/authHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const SURVEY = '7b0c1c8e-2f1d-4b8a-9a51-3d6f0e9b2c41';

function postEvent(t: TestApp, user: SignedUpUser | undefined, body: unknown): Promise<Response> {
  return fetch(`${t.url}${ANALYTICS_EVENTS_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(user && { authorization: `Bearer ${user.accessToken}` }),
    },
    body: JSON.stringify(body),
  });
}

const staffEmail = (domain: string) => uniqueEmail('ops').replace('example.com', domain);

describe('analytics events (stored locally)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ STAFF_EMAIL_DOMAIN: 'staff.example' });
  });
  afterAll(() => t.close());

  it('records the auth events of a customer', async () => {
    const user = await signUpUser(t);
    const login = await api(t, 'login', {
      body: { emailAddress: user.email, password: user.password },
    });
    expect(login.status).toBe(200);
    await api(t, 'invite/create', {
      token: user.accessToken,
      body: {
        accountId: user.accountId,
        creatorEmailAddress: user.email,
        inviteeEmailAddresses: [uniqueEmail()],
      },
    });
    await api(t, 'request-reset-password', { body: { emailAddress: user.email } });
    await api(t, 'logout', { method: 'POST', cookie: user.cookie });
    const events = await storedEvents(t, user.userId);
    expect(namesOf(events)).toEqual([
      'Requested Access',
      'Signed Up',
      'Logged In',
      'Invited Team Member',
      'Requested Password Reset',
      'Logged Out',
    ]);
    expect(events.find((e) => e.name === 'Invited Team Member')).toEqual({
      name: 'Invited Team Member',
      source: 'server',
      accountId: user.accountId,
      properties: { invitees: 1 },
    });
  });

  it('does not track internal staff (by e-mail domain), from the server or the dashboard', async () => {
    const staff = await signUpUser(t, { email: staffEmail('Staff.Example') });
    await api(t, 'login', { body: { emailAddress: staff.email, password: staff.password } });
    const preview = await postEvent(t, staff, {
      event: 'Previewed Survey',
      properties: { surveyId: SURVEY },
    });
    expect(preview.status).toBe(204);
    expect(await storedEvents(t, staff.userId)).toEqual([]);
    // A look-alike domain is not staff.
    const outsider = await signUpUser(t, { email: staffEmail('notstaff.example') });
    expect(namesOf(await storedEvents(t, outsider.userId))).toContain('Signed Up');
  });

  it('records a dashboard event for the session user, whatever the body says', async () => {
    const user = await signUpUser(t);
    const other = await signUpUser(t);
    const res = await postEvent(t, user, {
      event: 'Opened Results Tab',
      properties: { surveyId: SURVEY, tab: 'crosstabs' },
    });
    expect(res.status).toBe(204);
    const events = await storedEvents(t, user.userId);
    expect(events.at(-1)).toEqual({
      name: 'Opened Results Tab',
      source: 'dashboard',
      accountId: user.accountId,
      properties: { surveyId: SURVEY, tab: 'crosstabs' },
    });
    // Another user's id in the body is refused, not believed.
    const spoof = await postEvent(t, user, {
      event: 'Viewed Terms',
      userId: other.userId,
      properties: {},
    });
    expect(spoof.status).toBe(400);
    expect(namesOf(await storedEvents(t, other.userId))).not.toContain('Viewed Terms');
  });

  it('refuses events off the catalogue with a typed 400 and stores nothing', async () => {
    const user = await signUpUser(t);
    const before = await storedEvents(t, user.userId);
    const refused = [
      { event: 'Deleted Everything', properties: {} },
      { event: 'Previewed Survey', properties: {} },
      { event: 'Previewed Survey', properties: { surveyId: 'not-a-uuid' } },
      { event: 'Previewed Survey', properties: { surveyId: SURVEY, email: user.email } },
      { event: 'Opened Results Tab', properties: { surveyId: SURVEY, tab: 'admin' } },
      // A server event cannot be sent by the dashboard: it would count twice.
      { event: 'Purchased Project', properties: {} },
    ];
    for (const body of refused) {
      const res = await postEvent(t, user, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = (await res.json()) as { code: string; details?: { code?: string } };
      expect(JSON.stringify(error)).toContain('ANALYTICS_EVENT_INVALID');
    }
    expect((await postEvent(t, user, { event: 1 })).status).toBe(400);
    expect(
      (await postEvent(t, user, { event: 'Viewed Terms', properties: 'x'.repeat(5000) })).status,
    ).toBe(413);
    expect((await postEvent(t, undefined, { event: 'Viewed Terms' })).status).toBe(401);
    expect(await storedEvents(t, user.userId)).toEqual(before);
  });
});

describe('analytics staff override', () => {
  it('tracks staff when ANALYTICS_TRACK_STAFF is set', async () => {
    const t = await startTestApp({
      STAFF_EMAIL_DOMAIN: 'staff.example',
      ANALYTICS_TRACK_STAFF: 'true',
    });
    try {
      const staff = await signUpUser(t, { email: staffEmail('staff.example') });
      await postEvent(t, staff, { event: 'Viewed Terms', properties: {} });
      expect(namesOf(await storedEvents(t, staff.userId))).toEqual([
        'Requested Access',
        'Signed Up',
        'Viewed Terms',
      ]);
    } finally {
      await t.close();
    }
  });
});

const eventsOf = (received: ReceivedEvent[], user: SignedUpUser) =>
  received.filter((e) => e.distinct_id === user.userId).map((e) => e.event);

describe('analytics to an analytics host (PostHog protocol)', () => {
  const receiver = new AnalyticsReceiver();
  let t: TestApp;
  beforeAll(async () => {
    await receiver.start();
    t = await startTestApp({
      ANALYTICS_HOST: receiver.url,
      ANALYTICS_API_KEY: 'phc_test',
      ANALYTICS_FLUSH_AT: '3',
      ANALYTICS_FLUSH_INTERVAL_MS: '600000',
    });
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  it('sends events in batches, without the e-mail address, and not to the table', async () => {
    const user = await signUpUser(t);
    expect(receiver.requests).toBe(0);
    await api(t, 'login', { body: { emailAddress: user.email, password: user.password } });
    await vi.waitFor(() => expect(receiver.batches).toHaveLength(1));
    expect(receiver.batches[0]?.map((e) => e.event)).toEqual([
      'Requested Access',
      'Signed Up',
      'Logged In',
    ]);
    expect(receiver.batches[0]?.[1]).toMatchObject({
      event: 'Signed Up',
      distinct_id: user.userId,
      properties: { method: 'request', source: 'server', accountId: user.accountId },
    });
    expect(JSON.stringify(receiver.batches)).not.toContain(user.email);
    expect(await storedEvents(t, user.userId)).toEqual([]);
  });
});

describe('a failing or slow analytics host', () => {
  const receiver = new AnalyticsReceiver();
  let t: TestApp;
  beforeAll(async () => {
    await receiver.start();
    t = await startTestApp({
      ANALYTICS_HOST: receiver.url,
      ANALYTICS_API_KEY: 'phc_test',
      ANALYTICS_FLUSH_AT: '1',
      ANALYTICS_RETRY_COUNT: '3',
      ANALYTICS_RETRY_DELAY_MS: '20',
      ANALYTICS_TIMEOUT_MS: '60000',
    });
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  it('retries a batch the host refused, delivering each event once', async () => {
    receiver.failNext = 2;
    const user = await signUpUser(t);
    await t.deps.analytics.flush();
    await vi.waitFor(() =>
      expect(eventsOf(receiver.delivered, user)).toEqual(['Requested Access', 'Signed Up']),
    );
    expect(receiver.failNext).toBe(0);
  });

  it('keeps events while the host is down and delivers them when it is back', async () => {
    await receiver.stop();
    const user = await signUpUser(t);
    const login = await api(t, 'login', {
      body: { emailAddress: user.email, password: user.password },
    });
    expect(login.status).toBe(200);
    await t.deps.analytics.flush();
    expect(eventsOf(receiver.delivered, user)).toEqual([]);
    await receiver.start();
    await t.deps.analytics.flush();
    await vi.waitFor(() =>
      expect(eventsOf(receiver.delivered, user)).toEqual([
        'Requested Access',
        'Signed Up',
        'Logged In',
      ]),
    );
  });

  it('answers the action while the host has not answered', async () => {
    const user = await signUpUser(t);
    await t.deps.analytics.flush();
    receiver.mode = 'hold';
    const login = await api(t, 'login', {
      body: { emailAddress: user.email, password: user.password },
    });
    expect(login.status).toBe(200);
    // The login was answered; its event is still waiting on the host's answer.
    await vi.waitFor(() => expect(receiver.held.length).toBeGreaterThan(0));
    receiver.mode = 'ok';
    receiver.release();
    await t.deps.analytics.flush();
    expect(eventsOf(receiver.delivered, user)).toEqual([
      'Requested Access',
      'Signed Up',
      'Logged In',
    ]);
  });
});
