/**
 * The kinds of value an analytics event's property may hold, and the check of a property bag
 * against its event's specification (the server's edge uses it for events the dashboard posts).
 * A closed vocabulary keeps free text (names, e-mail addresses, answers) out of events.
 */

export const ANALYTICS_PROPERTY = {
  /** A uuid (a survey, a project). */
  id: 'id',
  /** A non-negative whole number. */
  count: 'count',
  flag: 'flag',
  /** A short code (a country code): at most 64 characters, letters, digits, '-' and '_'. */
  text: 'text',
} as const;

/** A kind of value, or the closed list of values it may take. */
export type PropertySpec =
  (typeof ANALYTICS_PROPERTY)[keyof typeof ANALYTICS_PROPERTY] | readonly string[];

export type PropertyValue<S extends PropertySpec> = S extends 'count'
  ? number
  : S extends 'flag'
    ? boolean
    : S extends readonly (infer V)[]
      ? V
      : string;

export type PropertiesOf<P extends Readonly<Record<string, PropertySpec>>> = {
  -readonly [K in keyof P]: PropertyValue<P[K]>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether `value` is of kind `spec`. */
export function fitsProperty(spec: PropertySpec, value: unknown): boolean {
  if (typeof spec !== 'string') return typeof value === 'string' && spec.includes(value);
  switch (spec) {
    case 'id':
      return typeof value === 'string' && UUID.test(value);
    case 'count':
      return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
    case 'flag':
      return typeof value === 'boolean';
    case 'text':
      return typeof value === 'string' && CODE.test(value);
  }
}

/** What is wrong with a property bag: one line per missing, unknown or ill-typed property. */
export function propertyProblems(
  specs: Readonly<Record<string, PropertySpec>>,
  properties: unknown,
): string[] {
  if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) {
    return ['properties must be an object'];
  }
  const bag = properties as Record<string, unknown>;
  const problems: string[] = [];
  for (const [key, spec] of Object.entries(specs)) {
    if (!Object.hasOwn(bag, key)) problems.push(`${key}: missing`);
    else if (!fitsProperty(spec, bag[key])) problems.push(`${key}: not ${describe(spec)}`);
  }
  for (const key of Object.keys(bag)) {
    if (!Object.hasOwn(specs, key)) problems.push(`${key}: not a property of this event`);
  }
  return problems;
}

function describe(spec: PropertySpec): string {
  return typeof spec === 'string' ? `a ${spec}` : `one of ${spec.join(', ')}`;
}
