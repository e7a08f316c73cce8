// Values that reach nobody on any site, known by rule: the domains kept for examples and tests (RFC 2606, and
// RFC 6761's localhost) and the phone numbers kept for fiction (555-0100 to 555-0199 in North America).
export { isReservedHost, reservedHosts, fictionalPhones };
export type { Found };

/** A piece of a text, with its offset. */
interface Found {
  value: string;
  index: number;
}

const reservedTopLevel = new Set(['example', 'test', 'invalid', 'localhost']);
const exampleDomains = new Set(['com', 'net', 'org']);

// A host name, or a word: labels of letters, digits and inner dashes, joined by dots; not a piece of a longer one.
const hostName = /(?<![\w.-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?![\w-]|\.[a-z0-9])/gi;

// 555-01xx with or without the area code and a leading 1, written with spaces, dots, dashes, brackets or nothing.
const fictionalPhone = /(?<![\d+])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)?555[\s.-]?01\d\d(?!\d)/g;

/** example.com, .net, .org and their subdomains, any name under .example, .test, .invalid or .localhost, localhost. */
function isReservedHost(host: string): boolean {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  const last = labels[labels.length - 1] ?? '';
  if (labels.length === 1) return last === 'localhost';
  return reservedTopLevel.has(last) || (exampleDomains.has(last) && labels[labels.length - 2] === 'example');
}

/** Every host name on a reserved domain in a text: in a web address, an e-mail address or on its own. */
function reservedHosts(text: string): Found[] {
  return [...text.matchAll(hostName)].filter((match) => isReservedHost(match[0])).map((match) => ({ value: match[0], index: match.index }));
}

/** Every 555-0100 to 555-0199 number in a text, however it is written (tel: links too). */
function fictionalPhones(text: string): Found[] {
  return [...text.matchAll(fictionalPhone)].map((match) => ({ value: match[0], index: match.index }));
}
