/**
 * The platform's UTF-8 codec: browsers and Node both have TextEncoder/TextDecoder, but the
 * domain's tsconfig takes neither's types (it runs in both), so they are typed here.
 */
interface Codecs {
  TextEncoder: new () => { encode(text: string): Uint8Array };
  TextDecoder: new (
    label?: string,
    options?: { fatal?: boolean },
  ) => { decode(bytes: Uint8Array): string };
}

const platform = globalThis as unknown as Codecs;

export const utf8Encode = (text: string): Uint8Array => new platform.TextEncoder().encode(text);

/** Throws on bytes that are not UTF-8. */
export const utf8Decode = (bytes: Uint8Array): string =>
  new platform.TextDecoder('utf-8', { fatal: true }).decode(bytes);
