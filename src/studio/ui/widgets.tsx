// The editor's own form widgets. A theme colour: its hex value as text (what brand.json holds), a picker, and
// under it each contrast pair it fails, with both colours and a passing colour
// one click away.
import type { WidgetProps } from '@rjsf/utils';
import type { ContrastFailure } from '../../config/contrast-check.ts';

// Data only: the form library compares its context deeply but treats every
// function as equal, so closures here would go stale.
export interface ColourContext {
  /** The form's JSON pointer in brand.json ('/theme'). */
  pointer: string;
  /** Contrast failures by the pointer they are reported at. */
  contrast: Record<string, ContrastFailure[]>;
}

/** A field's pointer from its form id: root_colors_text -> <form pointer>/colors/text. */
export const pointerOf = (context: ColourContext, id: string) =>
  `${context.pointer}/${id
    .replace(/^root_?/, '')
    .split('_')
    .join('/')}`;

const Swatch = ({ colour }: { colour: string }) => <span className="swatch" style={{ background: colour }} aria-hidden="true" />;

export function ColourWidget({ id, value, onChange, label, disabled, readonly, registry }: WidgetProps) {
  const context = registry.formContext as ColourContext;
  const pointer = pointerOf(context, id);
  const failures = context.contrast[pointer] ?? [];
  const hex =
    typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value)
      ? value
      : typeof value === 'string' && /^#[0-9a-f]{3}$/i.test(value)
        ? `#${[...value.slice(1)].map((c) => c + c).join('')}`
        : '#000000';
  return (
    <div className="colour">
      <div className="colour__inputs">
        <input
          id={id}
          type="text"
          value={value ?? ''}
          placeholder="#rrggbb"
          disabled={disabled || readonly}
          spellCheck={false}
          aria-describedby={`${id}__error ${id}__description`}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        />
        <input type="color" value={hex} aria-label={`${label} picker`} disabled={disabled || readonly} onChange={(e) => onChange(e.target.value)} />
      </div>
      {failures.map((f) => (
        <div className="contrast" key={`${f.fgPointer}-${f.bgPointer}`} data-testid="contrast-problem">
          <span>
            <Swatch colour={f.fg} /> {f.fg} ({f.fgPointer}) on <Swatch colour={f.bg} /> {f.bg} ({f.bgPointer}): {f.ratio}, needs {f.needed} for {f.where}.
          </span>
          {f.suggestion && f.fgPointer === pointer && (
            <button type="button" onClick={() => onChange(f.suggestion)}>
              Use <Swatch colour={f.suggestion} /> {f.suggestion}
            </button>
          )}
        </div>
      ))}
    </div>
  );
}

/** A boolean that may be left to its default: "default", on or off, so an unset flag is not shown as off. */
export function BooleanWidget({ id, value, onChange, schema, disabled, readonly, label }: WidgetProps) {
  const fallback = (schema as { default?: boolean }).default;
  // The form library leaves a boolean's label to its widget.
  return (
    <>
      <label className="control-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        value={value === undefined ? '' : String(value)}
        disabled={disabled || readonly}
        aria-describedby={`${id}__error ${id}__description`}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value === 'true')}
      >
        <option value="">{fallback === undefined ? 'not set' : `default (${fallback ? 'on' : 'off'})`}</option>
        <option value="true">on</option>
        <option value="false">off</option>
      </select>
    </>
  );
}

/**
 * A choice from a list. The library's own select carries only a title when it
 * picks a union's kind (a home section's type); this one always has a name.
 */
export function SelectWidget({ id, value, onChange, options, disabled, readonly, label, schema, multiple }: WidgetProps) {
  const choices = options.enumOptions ?? [];
  const index = choices.findIndex((c) => c.value === value);
  return (
    <select
      id={id}
      aria-label={label || String(schema.title ?? id)}
      value={index < 0 ? '' : String(index)}
      disabled={disabled || readonly}
      multiple={multiple}
      aria-describedby={`${id}__error ${id}__description`}
      onChange={(e) => onChange(e.target.value === '' ? undefined : choices[Number(e.target.value)]!.value)}
    >
      {index < 0 && <option value="">not set</option>}
      {choices.map((c, i) => (
        <option key={JSON.stringify(c.value)} value={String(i)}>
          {c.label}
        </option>
      ))}
    </select>
  );
}
