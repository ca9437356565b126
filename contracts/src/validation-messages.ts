import type { z } from 'zod';

/**
 * The one place that turns validation problems into words people read: full sentences that
 * name the field in plain English ("Enter the town or city."). The API's 422 answers and the
 * web app's forms both use it, so a mistake reads the same whether the browser or the server
 * caught it.
 *
 * - {@link plainErrorMap} is a zod error map: pass it to a parse (`safeParse(v, { error: plainErrorMap })`)
 *   or to a form resolver. Messages a schema sets itself still win, so those are written as
 *   sentences too.
 * - {@link plainSentence} finishes the short fragments services write by hand
 *   (`has already been taken`) into sentences that name the field.
 */

/** How a field is called in a sentence, by its key (the last part of its path). */
const LABELS: Record<string, string> = {
  email: 'e-mail address',
  unconfirmed_email: 'new e-mail address',
  password: 'password',
  password_confirmation: 'password confirmation',
  current_password: 'current password',
  reset_password_token: 'password reset link',
  confirmation_token: 'confirmation link',
  name: 'name',
  line1: 'first line of the address',
  line2: 'second line of the address',
  city: 'town or city',
  county: 'county',
  postcode: 'postcode',
  country: 'country',
  label: 'label',
  recipient_name: 'name of the person it is for',
  sender_name: 'name it is from',
  details: 'details',
  message: 'message',
  quantity: 'quantity',
  key: 'key',
  card_instance: 'card option',
  percent_off: 'percentage off',
  amount_off: 'amount off',
  starts_at: 'start date',
  expires_at: 'expiry date',
  max_redemptions: 'maximum number of uses',
  max_per_customer: 'number of uses per customer',
  min_subtotal: 'minimum spend',
  price: 'price',
  sku: 'SKU',
  slug: 'web address name',
  size: 'size',
  flat_width_mm: 'flat width in millimetres',
  flat_height_mm: 'flat height in millimetres',
  bleed_mm: 'bleed in millimetres',
  product_category_id: 'category',
  product_id: 'product',
  event_id: 'occasion',
  style_id: 'style',
  persona_id: 'voice',
  plan_id: 'plan',
  feature_id: 'feature',
  user_id: 'user',
  account_id: 'account',
  card_instance_id: 'card option',
  address_id: 'address',
  payment_method: 'payment method',
  postage_class: 'postage',
  method: 'delivery method',
  tracking_number: 'tracking number',
  note: 'note',
  palette: 'colours',
  season_start: 'start of the season',
  season_end: 'end of the season',
  interval: 'billing interval',
  value: 'value',
  description: 'description',
  title: 'title',
  rating: 'rating',
  feedback: 'feedback',
  text: 'words',
  page: 'page number',
  per_page: 'number per page',
  search: 'search',
  to: 'recipient’s e-mail address',
  answers: 'answers to the questions',
  question_id: 'question',
  question: 'question',
  role: 'kind of answer',
  // A key that reads differently inside its list ("parent.key"): an answer's text is the answer.
  'answers.text': 'answer',
};

/** Keys chosen from a list rather than typed, which read "Choose …" when missing. */
const CHOSEN = /(_id|_class|^method|^interval|^status|^role)$/;

/** The words for a field at `path` ("town or city"); an index inside a list names its list. */
export function fieldLabel(path: ReadonlyArray<PropertyKey> | string): string {
  const parts = (typeof path === 'string' ? path.split('.') : path.map(String)).filter((p) => p !== '' && !/^\d+$/.test(p));
  // `card_instance.id` is the card option, not "the id".
  const key = (parts[parts.length - 1] === 'id' && parts.length > 1 ? parts[parts.length - 2] : parts[parts.length - 1]) ?? '';
  if (!key || key === '_') return 'form';
  return LABELS[`${parts[parts.length - 2]}.${key}`] ?? LABELS[key] ?? key.replace(/_id$/, '').replace(/_/g, ' ');
}

function lastKey(path: ReadonlyArray<PropertyKey>): string {
  const parts = path.map(String).filter((p) => !/^\d+$/.test(p));
  return parts[parts.length - 1] ?? '';
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const sentence = (s: string) => cap(/[.!?]$/.test(s) ? s : `${s}.`);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function isBlank(input: unknown): boolean {
  return (
    input === undefined ||
    input === null ||
    (typeof input === 'string' && input.trim() === '') ||
    (typeof input === 'number' && Number.isNaN(input))
  );
}

type RawIssue = z.core.$ZodRawIssue;

/** The sentence for one zod issue; `path` and `input` are the issue's own. */
export function plainIssueMessage(iss: RawIssue): string {
  const path = (iss.path ?? []) as PropertyKey[];
  const key = lastKey(path);
  const label = fieldLabel(path);
  const the = `the ${label}`;
  const missing = CHOSEN.test(key) ? `Choose ${the}.` : `Enter ${the}.`;
  const i = iss as RawIssue & Record<string, unknown>;
  switch (iss.code) {
    case 'invalid_type': {
      if (isBlank(iss.input)) return missing;
      const expected = String(i.expected);
      if (expected === 'number' || expected === 'bigint') return `Enter ${the} as a number.`;
      if (expected === 'int') return `Enter ${the} as a whole number.`;
      if (expected === 'boolean') return `Choose yes or no for ${the}.`;
      if (expected === 'date') return `Enter ${the} as a date.`;
      if (expected === 'string') return `Enter ${the} as text.`;
      return `Check ${the}.`;
    }
    case 'too_small': {
      const n = Number(i.minimum);
      const origin = String(i.origin);
      if (origin === 'string')
        return isBlank(iss.input) || n <= 1 ? missing : `Use at least ${plural(n, 'character', 'characters')} for ${the}.`;
      if (origin === 'array' || origin === 'set')
        return n <= 1 ? `Add at least one entry to ${the}.` : `Add at least ${n} entries to ${the}.`;
      if (isBlank(iss.input)) return missing;
      return i.inclusive === false ? `${cap(the)} must be more than ${n}.` : `${cap(the)} must be at least ${n}.`;
    }
    case 'too_big': {
      const n = Number(i.maximum);
      const origin = String(i.origin);
      if (origin === 'string') return `Use at most ${plural(n, 'character', 'characters')} for ${the}.`;
      if (origin === 'array' || origin === 'set') return `${cap(the)} can have at most ${plural(n, 'entry', 'entries')}.`;
      return i.inclusive === false ? `${cap(the)} must be less than ${n}.` : `${cap(the)} must be ${n} or less.`;
    }
    case 'invalid_format': {
      if (isBlank(iss.input)) return missing;
      const format = String(i.format);
      if (format === 'email') return 'Enter an e-mail address like name@example.com.';
      if (format === 'url') return `Enter ${the} as a web address, starting with https://.`;
      if (format === 'datetime' || format === 'date') return `Enter ${the} as a date.`;
      if (format === 'time') return `Enter ${the} as a time, like 15:00.`;
      return `${cap(the)} is not in the right form.`;
    }
    case 'not_multiple_of': {
      const d = Number(i.divisor);
      if (d === 0.01) return `Enter ${the} in pounds and pence, like 3.95.`;
      if (d === 1) return `Enter ${the} as a whole number.`;
      return `${cap(the)} must be a multiple of ${d}.`;
    }
    case 'invalid_value':
      return isBlank(iss.input) ? `Choose ${the}.` : `Choose one of the offered options for ${the}.`;
    case 'unrecognized_keys': {
      const keys = (i.keys as string[] | undefined) ?? [];
      return `Leave out ${keys.map((k) => `“${k}”`).join(', ')}: ${keys.length === 1 ? 'it is' : 'they are'} not something this form takes.`;
    }
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return `Check ${the}.`;
    case 'custom':
      return typeof iss.message === 'string' && iss.message ? sentence(iss.message) : `Check ${the}.`;
    default:
      return `Check ${the}.`;
  }
}

/** A zod error map giving {@link plainIssueMessage}'s sentences. */
export const plainErrorMap: z.core.$ZodErrorMap = (iss) => plainIssueMessage(iss);

/** Verbs a hand-written fragment starts with when it reads after the field's name ("has already been taken"). */
const FRAGMENT = /^(is|are|has|have|must|can|can't|cannot|does|doesn't|do|don't|would|should|was|were|will|holds|needs|may)\b/;

/**
 * One message about a field as a sentence: a fragment that reads after the field's name
 * ("has already been taken") gets the name in front ("The e-mail address has already been
 * taken."); anything else is made a sentence as it is.
 */
export function plainSentence(field: string, message: string): string {
  const m = message.trim();
  if (!m) return `Check the ${fieldLabel(field)}.`;
  return FRAGMENT.test(m) ? sentence(`the ${fieldLabel(field)} ${m}`) : sentence(m);
}

/** A 422's per-field messages with every message a sentence. */
export function plainDetails(details: Record<string, unknown>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, v] of Object.entries(details)) {
    const list = Array.isArray(v) ? v : [v];
    out[field] = list.map((m) => plainSentence(field, String(m)));
  }
  return out;
}

/** The 422's `error`: the first problem, and how many more the fields show. */
export function plainSummary(details: Record<string, string[]>): string {
  const all = Object.values(details).flat();
  if (!all.length) return 'Some details need correcting.';
  const more = all.length - 1;
  return more ? `${all[0]} (and ${plural(more, 'more thing', 'more things')} to correct)` : all[0]!;
}
