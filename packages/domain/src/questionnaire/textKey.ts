/**
 * The key two user texts (option values, row and column texts, fork names) are compared by:
 * trimmed and lowercased with the Unicode default case mapping. `toLowerCase` is the same in
 * every locale; `toLocaleLowerCase()` follows the runtime's default locale (Turkish maps 'I' to
 * dotless 'ı'), which would make a clash depend on where the server or browser runs.
 */
export function textKey(text: string): string {
  return text.trim().toLowerCase();
}
