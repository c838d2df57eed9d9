/**
 * Free-text input formats a respondent meets (spec 2 §3 setting values, §5 "Free-text input
 * formats"): what each accepts and how long an answer may be.
 */
import { DEFAULT_CHARACTER_LIMIT } from '../questionnaire/constants.ts';
import type { Entry } from '../questionnaire/model.ts';
import { getIntSetting, getSetting, type ContentStructure } from '../questionnaire/settings.ts';

/** The entry's input format ('unstructured' when none is set or the value is unknown). */
export function contentStructure(entry: Entry): ContentStructure {
  if (entry.entryType !== 'question') return 'unstructured';
  const value = getSetting(entry.entryItem.settingValues, 'ContentStructure');
  return FORMATS.some((f) => f.structure === value) ? (value as ContentStructure) : 'unstructured';
}

/** The entry's character limit: the CharacterLimit setting, else the default (200). */
export function characterLimit(entry: Entry): number {
  if (entry.entryType !== 'question') return DEFAULT_CHARACTER_LIMIT;
  const limit = getIntSetting(entry.entryItem.settingValues, 'CharacterLimit');
  return limit > 0 ? limit : DEFAULT_CHARACTER_LIMIT;
}

/** Characters as a respondent counts them: an emoji or accented letter is one, not two code units. */
export function characterCount(text: string): number {
  return [...text].length;
}

// UK outward code: A9, A99, A9A, AA9, AA99, AA9A (letters restricted by position), or GIR.
const OUTWARD = '(?:GIR|[A-PR-UWYZ](?:[0-9][0-9A-HJKPSTUW]?|[A-HK-Y][0-9][0-9ABEHMNPRV-Y]?))';
const SECTOR = new RegExp(`^${OUTWARD} ?[0-9]$`, 'i');
const FULL = new RegExp(`^${OUTWARD} ?[0-9][ABD-HJLNP-UW-Z]{2}$`, 'i');

interface Format {
  structure: ContentStructure;
  accepts: (text: string) => boolean;
  message: string;
}

const FORMATS: readonly Format[] = [
  { structure: 'unstructured', accepts: () => true, message: '' },
  {
    structure: 'numeric',
    accepts: (t) => /^[-+]?(?:\d+(?:\.\d+)?|\.\d+)$/.test(t),
    message: 'Please enter a number',
  },
  {
    structure: 'positive_integer',
    accepts: (t) => /^\+?0*[1-9]\d*$/.test(t),
    message: 'Please enter a whole number above zero',
  },
  {
    structure: 'integer',
    accepts: (t) => /^[-+]?\d+$/.test(t),
    message: 'Please enter a whole number',
  },
  {
    structure: 'postcode_sector',
    accepts: (t) => SECTOR.test(t),
    message: 'Please enter a postcode sector, for example SW1A 1',
  },
  {
    structure: 'postcode_full',
    accepts: (t) => FULL.test(t),
    message: 'Please enter a full postcode, for example SW1A 1AA',
  },
  {
    structure: 'alphanumeric',
    accepts: (t) => /^[\p{L}\p{N} ]+$/u.test(t),
    message: 'Please use only letters, numbers and spaces',
  },
  {
    // Decision: a pragmatic check (one @, a dot in the domain, no spaces, 254 characters at most);
    // the full RFC 5322 grammar accepts addresses no panel would ever send.
    structure: 'email',
    accepts: (t) => t.length <= 254 && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(t),
    message: 'Please enter an email address, for example name@example.com',
  },
];

/** Null when the trimmed text suits the format, else the message the respondent sees. */
export function formatProblem(structure: ContentStructure, text: string): string | null {
  const format = FORMATS.find((f) => f.structure === structure);
  return format === undefined || format.accepts(text.trim()) ? null : format.message;
}
