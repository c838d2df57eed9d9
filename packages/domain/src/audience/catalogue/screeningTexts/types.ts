/**
 * One language's screening texts. Keys: the criterion code for its question,
 * `{criterion code}.{option code}` for an option.
 */
export type ScreeningTexts = Readonly<Record<string, string>>;
