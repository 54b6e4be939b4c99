import { isIPv6 } from 'node:net';

/**
 * The key a client address is counted under. An IPv6 client usually holds a whole /64 and
 * could take a fresh address for every request, so IPv6 addresses count by their /64.
 */
export function limitKey(address: string): string {
  if (!isIPv6(address)) return address;
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mappedIpv4) return mappedIpv4;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` filled in with zeros. */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const missing = 8 - groups(head).length - groups(tail ?? '').length;
  const zeros = tail === undefined ? [] : Array<string>(missing).fill('0');
  return [...groups(head), ...zeros, ...groups(tail ?? '')].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}
