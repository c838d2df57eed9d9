import { throttleClientKey } from '@survey/domain/auth/clientAddress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireViewer } from '../../platform/viewer.ts';
import { parseInput } from '../../lib/validate.ts';
import { REFRESH_TOKEN_TTL_MS, type AuthContext } from './authContext.ts';
import * as input from './auth.schemas.ts';
import { getAccount, getUser, listAccounts } from './accounts.service.ts';
import { acceptInvite, createInvites, inviteDetails } from './invites.service.ts';
import {
  checkPasswordReset,
  requestPasswordReset,
  resetPassword,
} from './passwordReset.service.ts';
import { login, logout, refresh, type Session } from './sessions.service.ts';
import { tokenEndpointGuard } from './sameOrigin.ts';
import { checkSignupRequest, completeSignup, requestAccess } from './signup.service.ts';

/** The dashboard REST API (spec §7). */
export const DASHBOARD_API = '/v1/dashboard/api/v1.0';
export const REFRESH_COOKIE = 'refresh_token';

function cookieOptions(ctx: AuthContext) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    // Only the auth endpoints ever see the refresh token.
    path: `${DASHBOARD_API}/`,
    secure: ctx.config.APP_URL.startsWith('https:'),
  };
}

function presentSession(ctx: AuthContext, reply: FastifyReply, session: Session) {
  void reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    ...cookieOptions(ctx),
    maxAge: REFRESH_TOKEN_TTL_MS / 1000,
  });
  return { emailAddress: session.emailAddress, accessToken: session.accessToken };
}

const refreshCookie = (request: FastifyRequest) => request.cookies[REFRESH_COOKIE] || undefined;

/** Whom the throttles count: the client address (as far as TRUST_PROXY allows), IPv6 per /64. */
const client = (request: FastifyRequest) => throttleClientKey(request.ip);

/** Thin transport: parse with zod, call the use case, present the spec's JSON shape. */
export async function authRoutes(api: FastifyInstance, ctx: AuthContext): Promise<void> {
  // Every route that answers a token: same-origin browsers (or non-browser clients) only, no-store.
  const tokenRoute = { onRequest: tokenEndpointGuard(ctx.config.APP_URL) };

  api.post('/login', tokenRoute, async (req, reply) => {
    const body = parseInput(input.LoginInput, req.body);
    return presentSession(ctx, reply, await login(ctx, body, client(req)));
  });

  api.get('/refresh_token', tokenRoute, async (req, reply) => {
    try {
      const session = await refresh(ctx, refreshCookie(req));
      return { accessToken: presentSession(ctx, reply, session).accessToken };
    } catch (err) {
      void reply.clearCookie(REFRESH_COOKIE, cookieOptions(ctx));
      throw err;
    }
  });

  api.post('/logout', async (req, reply) => {
    const viewer = req.headers.authorization
      ? await requireViewer(req).catch(() => undefined)
      : undefined;
    await logout(ctx, refreshCookie(req), viewer);
    void reply.clearCookie(REFRESH_COOKIE, cookieOptions(ctx));
    return reply.status(204).send();
  });

  api.post('/request/access', async (req) => {
    return requestAccess(ctx, parseInput(input.RequestAccessInput, req.body), client(req));
  });

  api.post('/valid-signup-request', async (req) => {
    return checkSignupRequest(ctx, parseInput(input.SignupRequestIdInput, req.body));
  });

  api.post('/signup/access', tokenRoute, async (req, reply) => {
    const body = parseInput(input.SignupAccessInput, req.body);
    return presentSession(ctx, reply, await completeSignup(ctx, body));
  });

  api.get('/user', async (req) => {
    const viewer = await requireViewer(req);
    const query = parseInput(input.UserQuery, req.query);
    return getUser(ctx, viewer, query.emailAddress);
  });

  api.post('/account', async (req) => {
    const viewer = await requireViewer(req);
    const body = parseInput(input.AccountsInput, req.body);
    return listAccounts(ctx, viewer, body.emailAddress);
  });

  api.get('/account/:accountId', async (req) => {
    const viewer = await requireViewer(req);
    const params = parseInput(input.AccountParams, req.params);
    return getAccount(ctx, viewer, params.accountId);
  });

  api.post('/invite/create', async (req) => {
    const viewer = await requireViewer(req);
    const result = await createInvites(ctx, viewer, parseInput(input.CreateInvitesInput, req.body));
    return {
      invites: result.invites.map((i) => ({
        inviteeEmailAddress: i.inviteeEmailAddress,
        expiresAt: i.expiresAt.toISOString(),
      })),
      skipped: result.skipped,
    };
  });

  api.get('/signup/invite-details/:inviteId', async (req) => {
    return inviteDetails(ctx, parseInput(input.InviteParams, req.params).inviteId);
  });

  api.post('/signup/invite', tokenRoute, async (req, reply) => {
    const body = parseInput(input.SignupInviteInput, req.body);
    return presentSession(ctx, reply, await acceptInvite(ctx, body));
  });

  api.post('/request-reset-password', async (req) => {
    return requestPasswordReset(ctx, parseInput(input.RequestResetInput, req.body), client(req));
  });

  api.post('/valid-reset-password', async (req) => {
    return checkPasswordReset(ctx, parseInput(input.ResetIdInput, req.body));
  });

  api.post('/reset-password', tokenRoute, async (req, reply) => {
    const body = parseInput(input.ResetPasswordInput, req.body);
    return presentSession(ctx, reply, await resetPassword(ctx, body));
  });
}
