import { Dropdown, type Option } from '../../../components/dropdown';
import { useAdminListQuery, type AdminRecord } from '../api/admin.api';
import type { ReferenceDef } from '../resources/types';

interface Props {
  label: string;
  reference: ReferenceDef;
  value: number | null;
  onChange: (v: number | null, picked?: AdminRecord) => void;
  error?: string;
  form?: Record<string, unknown>;
}

/**
 * A record of another resource picked in the shop's Dropdown ("Loading...", "Sorry, no
 * matching options.", "Clear Selected"). Up to 200 records load at once and filter as you type.
 */
export function ReferencePicker({ label, reference, value, onChange, error, form = {} }: Props) {
  const { data, isFetching } = useAdminListQuery({ route: reference.route, per_page: 200 });
  const records = reference.rows ? reference.rows(data?.items ?? []) : (data?.items ?? []);
  const options: Option<number>[] = records
    .filter((r) => !reference.filter || reference.filter(r, form))
    .map((r) => ({ value: Number(r.id), label: reference.label(r), hint: reference.hint?.(r) }));
  return (
    <div className="field">
      <Dropdown<number>
        label={label}
        options={options}
        value={value == null ? [] : [value]}
        loading={isFetching && !data}
        onChange={(v) =>
          onChange(
            v[0] ?? null,
            records.find((r) => Number(r.id) === v[0]),
          )
        }
        placeholder="Type to search…"
      />
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
