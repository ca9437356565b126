/** An object schema of zod's (`ProductInput`): its fields by name, and the type it parses to. */
type Shaped<T> = { shape: object; _output: T };

/** The fields a mapper does not compute: the schema's, less those it lists. */
type Rest<T, K extends keyof T> = Exclude<keyof T, K>;

/** Compiles only when every field in `Need` is a column of the entity `E`; otherwise names the missing one. */
type HasColumns<E, Need extends PropertyKey> = [Exclude<Need, keyof E>] extends [never]
  ? unknown
  : { missingColumn: Exclude<Need, keyof E> };

/**
 * The fields a contract and an entity share by name, copied from the row: a mapper writes only
 * the fields it computes (`computed`, money and dates) and spreads these. The row must have every
 * other field of the contract, of a type the contract takes, so a field added to the contract and
 * the entity needs no line in the mapper, and one missing from the entity fails to compile.
 */
export function sharedFields<T, K extends keyof T>(
  contract: Shaped<T>,
  row: Pick<T, Rest<T, K>>,
  computed: readonly K[],
): Pick<T, Rest<T, K>> {
  const skip = new Set<PropertyKey>(computed);
  const keys = (Object.keys(contract.shape) as (keyof T)[]).filter((k) => !skip.has(k));
  return Object.fromEntries(keys.map((k) => [k, (row as T)[k]])) as Pick<T, Rest<T, K>>;
}

/**
 * The columns an input gives its entity `E` under the same names, copied (a field left out of a
 * change is `undefined`, as `toColumns` answers it): `toColumns` writes only the fields it
 * renames or computes (`computed`) and spreads these. Every other field of the input must be a
 * column of `E`, so a field added to the input and the entity needs no line in `toColumns`, and
 * one missing from the entity fails to compile.
 */
export function sameColumns<E>() {
  return <I, K extends keyof I>(
    contract: Shaped<I>,
    input: Partial<I> & HasColumns<E, Rest<I, K>>,
    computed: readonly K[],
  ): { [P in Rest<I, K>]: I[P] | undefined } => {
    const skip = new Set<PropertyKey>(computed);
    const keys = (Object.keys(contract.shape) as (keyof I)[]).filter((k) => !skip.has(k));
    return Object.fromEntries(keys.map((k) => [k, (input as Partial<I>)[k]])) as { [P in Rest<I, K>]: I[P] | undefined };
  };
}
