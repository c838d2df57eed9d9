/**
 * PostgreSQL refuses NUL in text and JSONB ('invalid byte sequence for encoding "UTF8": 0x00'),
 * and JSONB refuses unpaired surrogates: such input once reached the database and answered 500
 * (a project renamed to '\u0000ą', a text answer with a lone surrogate, both found by the fuzz
 * tests). Strings that are stored are refused at the edge instead, as bad input. With the u flag a
 * surrogate pair reads as one code point, so \p{Cs} (surrogate) matches only a lone half.
 */
const UNSTORABLE = /[\0\p{Cs}]/u;

export const STORABLE = { message: 'Text must be valid Unicode without NUL characters' };

export const storable = (s: string): boolean => !UNSTORABLE.test(s);
