import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './securityHeaders.ts';

const OPTIONS = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  hsts: false,
} as const;
/** Ours with helmet's defaults for the rest. */
const CSP = /^default-src 'self';.*frame-ancestors 'none'/;

/**
 * Issue 40 §1: the security headers are worked out once, at start, by helmet itself (the same
 * headers `@fastify/helmet` sent, without building helmet's middleware on every request).
 */
describe('security headers', () => {
  it("are helmet's headers for the options, worked out once", () => {
    const headers = new Map(securityHeaders(OPTIONS));
    expect(headers.get('Content-Security-Policy')).toMatch(CSP);
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(headers.has('Cross-Origin-Embedder-Policy')).toBe(false);
    expect(headers.has('Strict-Transport-Security')).toBe(false);
  });

  it('are on every reply, and a route may set its own of the same name', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, OPTIONS);
    app.get('/json', () => ({ ok: true }));
    app.get('/own', (_req, reply) =>
      reply.header('content-security-policy', "default-src 'none'; sandbox").send('image'),
    );
    app.post('/fails', () => {
      throw new Error('boom');
    });
    try {
      for (const [method, url] of [
        ['GET', '/json'],
        ['POST', '/fails'],
        ['GET', '/missing'],
      ] as const) {
        const reply = await app.inject({ method, url });
        expect(reply.headers['content-security-policy'], url).toMatch(CSP);
        expect(reply.headers['x-content-type-options'], url).toBe('nosniff');
      }
      const own = await app.inject({ method: 'GET', url: '/own' });
      expect(own.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(own.headers['x-frame-options']).toBe('SAMEORIGIN');
    } finally {
      await app.close();
    }
  });
});
