/**
 * Throttle keys for client addresses. One IPv6 subscriber usually holds a whole /64 (and can pick
 * any address in it), so counting per IPv6 address would give an attacker 2^64 fresh budgets:
 * IPv6 clients are grouped by their /64 prefix. An IPv4 address reached over a dual-stack socket
 * (`::ffff:1.2.3.4`) is the same client as `1.2.3.4` and gets the same key.
 */

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function parseIpv4(text: string): number[] | undefined {
  const match = IPV4.exec(text);
  if (!match) return undefined;
  const octets = match.slice(1).map(Number);
  if (octets.some((o, i) => o > 255 || (match[i + 1]!.length > 1 && match[i + 1]!.startsWith('0'))))
    return undefined;
  return octets;
}

/** 16-bit groups of one side of `::`, with an optional trailing dotted IPv4 (two groups). */
function parseGroups(text: string, allowIpv4Tail: boolean): number[] | undefined {
  if (text === '') return [];
  const parts = text.split(':');
  const groups: number[] = [];
  for (const [i, part] of parts.entries()) {
    if (allowIpv4Tail && i === parts.length - 1 && part.includes('.')) {
      const v4 = parseIpv4(part);
      if (!v4) return undefined;
      groups.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
    } else if (/^[0-9a-f]{1,4}$/i.test(part)) {
      groups.push(parseInt(part, 16));
    } else {
      return undefined;
    }
  }
  return groups;
}

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
export function parseIpv6(address: string): number[] | undefined {
  // A zone (`fe80::1%eth0`) names the local interface, not the client.
  const text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  if (halves.length === 1) {
    const groups = parseGroups(text, true);
    return groups?.length === 8 ? groups : undefined;
  }
  const head = parseGroups(halves[0]!, false);
  const tail = parseGroups(halves[1]!, true);
  if (!head || !tail || head.length + tail.length > 7) return undefined;
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

const hex = (g: number) => g.toString(16).padStart(4, '0');

/**
 * The key that a client address is throttled under: an IPv4 address as it is (also when written
 * IPv4-mapped), an IPv6 address as its /64 prefix (`2001:0db8:0001:0002::/64`). Anything else
 * (not an IP address at all) is returned trimmed and lower-cased, so it still counts as one client.
 */
export function throttleClientKey(address: string): string {
  const text = address.trim().toLowerCase();
  if (parseIpv4(text)) return text;
  const groups = parseIpv6(text);
  if (!groups) return text;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi, lo] = [groups[6]!, groups[7]!];
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map(hex).join(':')}::/64`;
}
