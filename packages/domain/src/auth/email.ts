/** E-mail addresses are compared and stored trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A pragmatic shape check; the e-mailed link is what proves an address. */
export function isEmailAddress(value: string): boolean {
  const v = value.trim();
  return v.length <= 254 && EMAIL.test(v);
}

/** Splits what a user typed into an invite field (commas, semicolons, spaces, newlines). */
export function splitEmailList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map(normaliseEmail)
        .filter((s) => s.length > 0),
    ),
  ];
}
