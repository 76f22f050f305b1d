// The editor's own form widgets. A theme colour: its hex value as text (what brand.json holds), a picker, and
// under it each contrast pair it fails, with both colours and a passing colour
// one click away. A flag: a checkbox named by its code and its meaning. A
// choice: its default chosen when unset, "not set" only where nothing is the
// default. An image (logo, favicon): the file shown, and an upload.
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import type { ContrastFailure } from '../../config/contrast-check.ts';
import { api, previewUrl } from './api.ts';

// Data, and functions that never change: the form library compares its context
// deeply but treats every function as equal, so a closure over state would go stale.
export interface ColourContext {
  /** The form's JSON pointer in brand.json ('/theme'). */
  pointer: string;
  /** Contrast failures by the pointer they are reported at. */
  contrast: Record<string, ContrastFailure[]>;
  /** Each colour as the site will have it (its default where unset), by pointer. */
  effective: Record<string, string>;
  /** The brand being edited. */
  brand: string;
  /** Told of each uploaded image's path in the brand folder (a stable function). */
  uploaded: (path: string) => void;
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
  const long = (v: unknown) =>
    typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v)
      ? v
      : typeof v === 'string' && /^#[0-9a-f]{3}$/i.test(v)
        ? `#${[...v.slice(1)].map((c) => c + c).join('')}`
        : undefined;
  // Unset: the colour the site will have (the theme's default or derived one), not black.
  const effective = long(context.effective[pointer]);
  const hex = long(value) ?? effective ?? '#000000';
  return (
    <div className="colour">
      <div className="colour__inputs">
        <input
          id={id}
          type="text"
          value={value ?? ''}
          placeholder={value === undefined && effective ? `${effective} (default)` : '#rrggbb'}
          disabled={disabled || readonly}
          spellCheck={false}
          aria-describedby={`${id}__error ${id}__contrast ${id}__description`}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        />
        <input type="color" value={hex} aria-label={`${label} picker`} disabled={disabled || readonly} onChange={(e) => onChange(e.target.value)} />
        {value === undefined && effective && <span className="help">Not set: the site uses {effective}.</span>}
      </div>
      <div id={`${id}__contrast`}>
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
    </div>
  );
}

/**
 * A boolean. With a default (every flag has one): a checkbox showing the value the site will have, named by
 * its code and its meaning from the schema. Without one: "not set", on or off, so unset is not shown as off.
 */
export function BooleanWidget({ id, value, onChange, schema, disabled, readonly, label }: WidgetProps) {
  const fallback = (schema as { default?: boolean }).default;
  const meaning = typeof schema.description === 'string' ? schema.description : '';
  // The form library leaves a boolean's label and description to its widget.
  if (fallback !== undefined)
    return (
      <div className="flag">
        <input
          id={id}
          type="checkbox"
          checked={value ?? fallback}
          disabled={disabled || readonly}
          aria-describedby={`${id}__error ${id}__description`}
          onChange={(e) => onChange(e.target.checked)}
        />{' '}
        <label className="control-label" htmlFor={id}>
          {label}
        </label>
        {meaning && (
          <p className="field-description" id={`${id}__description`}>
            {meaning}
            {value === undefined ? ' (Not set: the default applies.)' : ''}
          </p>
        )}
      </div>
    );
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
        <option value="">not set</option>
        <option value="true">on</option>
        <option value="false">off</option>
      </select>
      {meaning && (
        <p className="field-description" id={`${id}__description`}>
          {meaning}
        </p>
      )}
    </>
  );
}

/**
 * A choice from a list. The library's own select carries only a title when it
 * picks a union's kind (a home section's type); this one always has a name.
 */
export function SelectWidget({ id, value, onChange, options, disabled, readonly, label, schema, multiple }: WidgetProps) {
  const choices = options.enumOptions ?? [];
  const fallback = (schema as { default?: unknown }).default;
  // Unset with a default: the default is what the site uses, so it is what is chosen.
  const index = choices.findIndex((c) => c.value === (value === undefined ? fallback : value));
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
      {index < 0 && fallback === undefined && <option value="">not set</option>}
      {choices.map((c, i) => (
        <option key={JSON.stringify(c.value)} value={String(i)}>
          {c.label}
        </option>
      ))}
    </select>
  );
}

/** The image a brand field names (theme.logo, theme.favicon): shown as the preview serves it, its path, and an upload that replaces it. */
export function ImageWidget({ id, value, onChange, label, disabled, readonly, registry }: WidgetProps) {
  const context = registry.formContext as ColourContext;
  const [state, setState] = useState<{ busy?: boolean; error?: string; note?: string }>({});
  const kind = /favicon/.test(id) ? 'favicon' : 'logo';
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setState({ busy: true });
    const r = await api.uploadImage(context.brand, kind, file);
    if (r.status !== 201 || !r.data.path) return setState({ error: r.data.error ?? `Not uploaded (${r.status}).` });
    context.uploaded(r.data.path);
    onChange(r.data.path);
    setState({
      note: `Uploaded ${file.name} as ${r.data.path}${r.data.removed?.length ? `; removed from the SVG: ${r.data.removed.join(', ')}` : ''}. Save to keep it.`,
    });
  };
  return (
    <div className="image-field">
      {typeof value === 'string' && value && <img className={`image-field__${kind}`} src={previewUrl(context.brand, `/${value}`)} alt={`Current ${kind}`} />}
      <input
        id={id}
        type="text"
        value={value ?? ''}
        disabled={disabled || readonly}
        aria-describedby={`${id}__error ${id}__description`}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      />
      <label className="upload">
        Upload a new {kind} (SVG, PNG or WebP){' '}
        <input
          type="file"
          accept="image/svg+xml,image/png,image/webp"
          disabled={disabled || readonly || state.busy}
          aria-label={`Upload a new ${kind} for ${label}`}
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </label>
      {state.error && (
        <p role="alert" className="not-saved">
          {state.error}
        </p>
      )}
      {state.note && (
        <p role="status" className="help">
          {state.note}
        </p>
      )}
    </div>
  );
}
