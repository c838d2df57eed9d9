/** Runtime checks of command arguments: anything malformed becomes a QuestionnaireCommandError. */
import { MAX_STYLING_CHARS, MAX_STYLING_DEPTH, TEXT_LIMITS } from './constants.ts';
import { argumentGuards, cleanText } from '../commandKit.ts';
import { fail } from './errors.ts';
import type { JsonValue, Media, RichText } from './model.ts';
import { sanitiseStyling } from './richText.ts';

/** Text, id, integer and boolean arguments (see commandKit), refused as QuestionnaireCommandErrors. */
export const { requireText, requireId, requireInt, requireBoolean } = argumentGuards(
  fail,
  TEXT_LIMITS.id,
);

/** An optional string argument: undefined or null become the fallback. */
export function optionalText(
  value: unknown,
  name: string,
  maxLength: number,
  fallback: string,
): string {
  return value === undefined || value === null ? fallback : requireText(value, name, maxLength);
}

/** A finite number argument within [min, max]. */
export function requireNumber(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    fail('INVALID_ARGUMENT', `${name} must be a number`);
  }
  if (value < min || value > max)
    fail('INVALID_ARGUMENT', `${name} must be between ${min} and ${max}`);
  return value;
}

/** One of the allowed string values. */
export function requireOneOf<T extends string>(
  value: unknown,
  name: string,
  allowed: readonly T[],
): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    fail('INVALID_ARGUMENT', `${name} must be one of ${allowed.join(', ')}`);
  }
  return value as T;
}

/** An array argument of at most maxItems items. */
export function requireArray(value: unknown, name: string, maxItems: number): unknown[] {
  if (!Array.isArray(value)) fail('INVALID_ARGUMENT', `${name} must be a list`);
  if (value.length > maxItems) fail('TOO_MANY_ITEMS', `${name} has more than ${maxItems} items`);
  return value;
}

/**
 * Rich-text styling: plain JSON (strings cleaned), bounded in depth and size, then sanitised to
 * the shape the product styles (R8; richText.ts): unknown nodes, marks and attributes are dropped
 * on write, and styling with nothing styled left is null. undefined is null.
 */
export function requireStyling(value: unknown, name: string): RichText | null {
  if (value === undefined || value === null) return null;
  const budget = { chars: MAX_STYLING_CHARS };
  return sanitiseStyling(cleanJson(value, name, 0, budget));
}

function cleanJson(
  value: unknown,
  name: string,
  depth: number,
  budget: { chars: number },
): JsonValue {
  if (depth > MAX_STYLING_DEPTH) fail('INVALID_ARGUMENT', `${name} is nested too deeply`);
  budget.chars -= 8;
  if (budget.chars < 0) fail('TEXT_TOO_LONG', `${name} is too large`);
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) fail('INVALID_ARGUMENT', `${name} holds a non-finite number`);
    return value;
  }
  if (typeof value === 'string') {
    budget.chars -= value.length;
    if (budget.chars < 0) fail('TEXT_TOO_LONG', `${name} is too large`);
    return cleanText(value);
  }
  if (Array.isArray(value)) return value.map((v) => cleanJson(v, name, depth + 1, budget));
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: { [key: string]: JsonValue } = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === '__proto__') continue;
      budget.chars -= k.length;
      out[cleanText(k)] = cleanJson(v, name, depth + 1, budget);
    }
    return out;
  }
  return fail('INVALID_ARGUMENT', `${name} must be JSON`);
}

const SAFE_URL = /^(https:\/\/|http:\/\/|\/(?!\/))/i;

/** A media reference: https/http or site-relative URLs only (no javascript: or data: URLs). */
export function requireMedia(args: {
  mediaName: unknown;
  mediaUrl: unknown;
  mediaType: unknown;
  renderedMediaUrl?: unknown;
}): Media {
  const mediaType = requireOneOf(args.mediaType, 'mediaType', ['image', 'video'] as const);
  const mediaUrl = requireText(args.mediaUrl, 'mediaUrl', TEXT_LIMITS.url).trim();
  const rendered = optionalText(
    args.renderedMediaUrl,
    'renderedMediaUrl',
    TEXT_LIMITS.url,
    '',
  ).trim();
  for (const url of [mediaUrl, rendered]) {
    // Browsers read a backslash as a slash (`/\host` is another site) and parsers disagree on
    // hosts around it, so a media address may not contain one at all.
    if (url !== '' && (!SAFE_URL.test(url) || /[\s\\]/.test(url))) {
      fail('INVALID_MEDIA', 'Media addresses must be http(s) or site-relative URLs');
    }
  }
  if (mediaUrl === '') fail('INVALID_MEDIA', 'mediaUrl is required');
  // A video stores its URL as both url and name (spec 2 §4 "Media on a card").
  const name = optionalText(args.mediaName, 'mediaName', TEXT_LIMITS.url, '');
  return {
    mediaName: name === '' ? mediaUrl : name,
    mediaUrl,
    mediaType,
    renderedMediaUrl: rendered === '' ? null : rendered,
  };
}
