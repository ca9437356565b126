import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from './icon';

export interface Option<V extends string | number = string | number> {
  value: V;
  label: string;
  hint?: string;
}

interface Props<V extends string | number> {
  label: string;
  options: Option<V>[];
  value: V[];
  onChange: (value: V[]) => void;
  multiple?: boolean;
  loading?: boolean;
  placeholder?: string;
  searchable?: boolean;
  /** Offer "Clear Selected" (off for a choice that must always have a value, like a card's size). */
  clearable?: boolean;
}

/** The chosen options of a multiple select, each with its "Deselect {label}" button. */
function SelectedChips<V extends string | number>({
  label,
  selected,
  onDeselect,
}: {
  label: string;
  selected: Option<V>[];
  onDeselect: (o: Option<V>) => void;
}) {
  return (
    <ul className="dropdown-chips" aria-label={`Selected ${label}`}>
      {selected.map((o) => (
        <li key={String(o.value)} className="chip">
          {o.label}
          <button type="button" className="chip-remove" aria-label={`Deselect ${o.label}`} onClick={() => onDeselect(o)}>
            <Icon name="close" size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}

interface OptionListProps<V extends string | number> {
  id: string;
  label: string;
  multiple: boolean;
  loading: boolean;
  /** The options the query leaves. */
  options: Option<V>[];
  value: V[];
  active: number;
  onChoose: (o: Option<V>) => void;
  onHover: (i: number) => void;
}

/** The open listbox: "Loading...", "Sorry, no matching options." or the options the query leaves. */
function OptionList<V extends string | number>({
  id,
  label,
  multiple,
  loading,
  options,
  value,
  active,
  onChoose,
  onHover,
}: OptionListProps<V>) {
  return (
    <ul id={`${id}-list`} role="listbox" aria-label={label} aria-multiselectable={multiple || undefined} className="dropdown-list">
      {loading ? (
        <li className="dropdown-note" role="presentation">
          Loading...
        </li>
      ) : options.length === 0 ? (
        <li className="dropdown-note" role="presentation">
          Sorry, no matching options.
        </li>
      ) : (
        options.map((o, i) => (
          <li
            key={String(o.value)}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={value.includes(o.value)}
            className={`dropdown-option ${i === active ? 'is-active' : ''}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onChoose(o)}
            onMouseEnter={() => onHover(i)}
          >
            <span>{o.label}</span>
            {o.hint && <small>{o.hint}</small>}
            {value.includes(o.value) && <Icon name="check" size={16} />}
          </li>
        ))
      )}
    </ul>
  );
}

/**
 * The open state, the query, the active option and the keys of a dropdown: it closes on a click
 * outside it, on Escape and (single choice) on choosing.
 */
function useDropdown<V extends string | number>({
  options,
  value,
  onChange,
  multiple,
}: Required<Pick<Props<V>, 'options' | 'value' | 'onChange' | 'multiple'>>) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const filtered = useMemo(() => options.filter((o) => o.label.toLowerCase().includes(query.trim().toLowerCase())), [options, query]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const choose = (o: Option<V>) => {
    if (multiple) onChange(value.includes(o.value) ? value.filter((v) => v !== o.value) : [...value, o.value]);
    else {
      onChange([o.value]);
      setOpen(false);
    }
    setQuery('');
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, filtered.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter' && open && filtered[active]) {
      e.preventDefault();
      choose(filtered[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };
  return { open, setOpen, query, setQuery, active, setActive, root, filtered, choose, onKey };
}

/** "Clear Selected": empties the choice. */
function ClearButton({ onClear }: { onClear: () => void }) {
  return (
    <button type="button" className="dropdown-clear" aria-label="Clear Selected" title="Clear Selected" onClick={onClear}>
      <Icon name="close" size={16} />
    </button>
  );
}

/**
 * A searchable select (ARIA combobox + listbox) with the fixed wording (docs/product.md): "Sorry, no matching
 * options." for an empty filtered list, "Loading..." while loading, "Clear Selected" and
 * "Deselect {label}" buttons.
 */
export function Dropdown<V extends string | number>({
  label,
  options,
  value,
  onChange,
  multiple = false,
  loading = false,
  placeholder = 'Select…',
  searchable = true,
  clearable = true,
}: Props<V>) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { open, setOpen, query, setQuery, active, setActive, root, filtered, choose, onKey } = useDropdown({
    options,
    value,
    onChange,
    multiple,
  });
  const selected = options.filter((o) => value.includes(o.value));

  return (
    <div className={`dropdown ${open ? 'is-open' : ''}`} ref={root}>
      <label htmlFor={`${id}-input`} className="field-label">
        {label}
      </label>
      <div className="dropdown-control">
        {selected.length > 0 && multiple && (
          <SelectedChips label={label} selected={selected} onDeselect={(o) => onChange(value.filter((v) => v !== o.value))} />
        )}
        <input
          id={`${id}-input`}
          ref={input}
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open && filtered[active] ? `${id}-opt-${active}` : undefined}
          readOnly={!searchable}
          value={open ? query : (!multiple && selected[0]?.label) || ''}
          placeholder={selected.length && multiple ? '' : placeholder}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKey}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
        />
        {clearable && selected.length > 0 && (
          <ClearButton
            onClear={() => {
              onChange([]);
              input.current?.focus();
            }}
          />
        )}
      </div>
      {open && (
        <OptionList
          id={id}
          label={label}
          multiple={multiple}
          loading={loading}
          options={filtered}
          value={value}
          active={active}
          onChoose={choose}
          onHover={setActive}
        />
      )}
    </div>
  );
}
