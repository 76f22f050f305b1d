// /studio/<id>/: the brand's config as a form per schema file, its problems at
// their fields as the operator types, a live preview, Save and Rebuild.
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { JsonSchema } from '../../config/brand-validator.ts';
import type { Problem } from '../../config/problems.ts';
import { allRoles, roleValue } from '../../config/theme-roles.ts';
import { problemText } from '../../config/problems.ts';
import { api, type BrandFile, type RebuildStatus } from './api.ts';
import { ArrayButtons } from './buttons.tsx';
import { LanguagesField } from './languages-field.tsx';
import { type Change, changesBetween, Review } from './review.tsx';
import { BooleanWidget, ColourWidget, ImageWidget, SelectWidget, type ColourContext } from './widgets.tsx';
import { draftChecker, errorTree, groupOf } from './draft-check.ts';
import { MonitoringPanel } from './MonitoringPanel.tsx';
import { Preview } from './Preview.tsx';
import { bundle, type Group } from './schema-groups.ts';

// The form library's own validator only resolves schemas (which branch of a
// union applies); every problem shown comes from draft-check.ts.
const formValidator = customizeValidator({ ajvOptionsOverrides: { strict: false } });

type Draft = Record<string, unknown>;

function slice(draft: Draft, group: Group, groups: Group[]): unknown {
  if (group.pointer) return draft[group.key];
  const others = new Set(groups.filter((g) => g.pointer).map((g) => g.key));
  return Object.fromEntries(Object.entries(draft).filter(([k]) => !others.has(k)));
}

function merge(draft: Draft, group: Group, groups: Group[], data: unknown): Draft {
  if (group.pointer) {
    const empty = !data || (typeof data === 'object' && Object.keys(data).length === 0);
    const { [group.key]: _old, ...rest } = draft;
    return empty && !(group.key in draft) ? rest : { ...rest, [group.key]: data };
  }
  const others = new Set(groups.filter((g) => g.pointer).map((g) => g.key));
  return { ...Object.fromEntries(Object.entries(draft).filter(([k]) => others.has(k))), ...(data as Draft) };
}

function uiSchemaFor(group: Group): UiSchema {
  const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  if (group.key === 'theme') {
    const roles = Object.keys((group.schema.properties as Record<string, { properties?: object }>).colors?.properties ?? {});
    ui.colors = Object.fromEntries(roles.map((r) => [r, { 'ui:widget': 'colour' }]));
    ui.logo = { 'ui:widget': 'image' };
    ui.favicon = { 'ui:widget': 'image' };
  }
  if (group.key === 'brand') ui.languages = { 'ui:field': 'languages' };
  return ui;
}

const widgets = { colour: ColourWidget, image: ImageWidget, CheckboxWidget: BooleanWidget, SelectWidget };
const fields = { languages: LanguagesField };
const templates = { ButtonTemplates: ArrayButtons };

export function Editor({ id }: { id: string }) {
  const [loaded, setLoaded] = useState<{ schemas: JsonSchema[]; brand: BrandFile } | { error: string }>();
  useEffect(() => {
    void Promise.all([api.schemas(), api.brand(id)]).then(([schemas, brand]) =>
      setLoaded(brand.status === 200 ? { schemas, brand: brand.data } : { error: (brand.data as unknown as { error: string }).error }),
    );
  }, [id]);
  if (!loaded) return <p role="status">Loading {id}…</p>;
  if ('error' in loaded)
    return (
      <p role="alert">
        {loaded.error} <a href="/studio/">Back to the gallery</a>
      </p>
    );
  return <BrandEditor id={id} schemas={loaded.schemas} brand={loaded.brand} />;
}

function BrandEditor({ id, schemas, brand }: { id: string; schemas: JsonSchema[]; brand: BrandFile }) {
  const { root, groups } = useMemo(() => bundle(schemas), [schemas]);
  // The brand folder's files, and each image uploaded since (the draft may name them).
  const [files, setFiles] = useState(brand.files);
  const uploaded = useCallback((path: string) => setFiles((f) => (f.includes(path) ? f : [...f, path])), []);
  const check = useMemo(() => draftChecker(schemas, id, brand.file, files), [schemas, id, brand.file, files]);
  // What brand.json holds now: the review compares the draft with it.
  const [saved, setSaved] = useState<Draft>(brand.raw ?? {});
  const [review, setReview] = useState<Change[]>();
  const [draft, setDraft] = useState<Draft>(brand.raw ?? {});
  const [active, setActive] = useState(groups[0]!.key);
  const [saveState, setSaveState] = useState<{ ok: boolean; text: string; problems?: Problem[] }>();
  // The first render puts the preview on the page, showing brand.json as saved, and nothing heavy: checking the
  // draft and drawing the form take a second or more, and the preview's page loads meanwhile in its own process.
  const [formShown, setFormShown] = useState(false);
  useEffect(() => setFormShown(true), []);
  const result = useMemo(() => (formShown ? check(draft) : { problems: [], config: undefined }), [formShown, check, draft]);
  // Bumped when a Rebuild wrote the site: the preview loads it again.
  const [built, setBuilt] = useState(0);

  const group = groups.find((g) => g.key === active)!;
  const inGroup = (p: Problem) => groupOf(p.pointer, groups) === group.key;
  const colours = result.config?.theme?.colors;
  const context: ColourContext = {
    pointer: group.pointer,
    contrast: {},
    // Each role as the site draws it: given, defaulted, or derived from another role (theme-roles.ts).
    effective: colours ? Object.fromEntries(allRoles(colours).map((role) => [`/theme/colors/${role}`, roleValue(colours, role).value])) : {},
    brand: id,
    uploaded,
  };
  for (const p of result.problems) if (p.contrast) (context.contrast[p.pointer] ??= []).push(p.contrast);
  // Each problem once, at its field: contrast problems are the colour widget's to show, and the list
  // above the form keeps only those with no field (the whole file).
  const atFields = result.problems.filter((p) => inGroup(p) && !p.contrast);
  const unplaced = result.problems.filter((p) => !p.pointer);

  const save = async () => {
    setReview(undefined);
    setSaveState(undefined);
    const r = await api.save(id, draft);
    if (r.status === 200) setSaved(draft);
    setSaveState(
      r.status === 200
        ? { ok: true, text: `Saved ${r.data.saved}.` }
        : { ok: false, text: r.data.error ?? `Not saved (${r.status}).`, problems: r.data.problems },
    );
  };

  return (
    <div className="editor">
      <header className="editor__head">
        <a href="/studio/">← All brands</a>
        <h1>
          {String(draft.name ?? id)} <small>brands/{id}/brand.json</small>
        </h1>
        <a href="/studio/reference" target="_blank" rel="noopener">
          Config reference (schemas/README.md)
        </a>
        <div className="editor__actions">
          <span role="status" className={result.problems.length ? 'status status--bad' : 'status status--ok'}>
            {result.problems.length ? `${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}` : 'Valid'}
          </span>
          <button type="button" onClick={() => setReview(changesBetween(saved, draft, root))} disabled={result.problems.length > 0}>
            Save
          </button>
          <Rebuild id={id} onBuilt={() => setBuilt((n) => n + 1)} />
        </div>
        {review && <Review changes={review} onConfirm={() => void save()} onCancel={() => setReview(undefined)} />}
        {saveState && (
          <p role={saveState.ok ? 'status' : 'alert'} className={saveState.ok ? 'saved' : 'not-saved'}>
            {saveState.text}
          </p>
        )}
      </header>
      <div className="editor__body">
        <nav className="groups" aria-label="Config sections">
          {groups.map((g) => {
            const n = result.problems.filter((p) => groupOf(p.pointer, groups) === g.key).length;
            return (
              <button type="button" key={g.key} aria-current={g.key === active ? 'page' : undefined} onClick={() => setActive(g.key)}>
                {g.title}
                {n ? (
                  <span className="count">
                    {' '}
                    ({n} problem{n === 1 ? '' : 's'})
                  </span>
                ) : null}
              </button>
            );
          })}
        </nav>
        <main className="form">
          {unplaced.length > 0 && (
            <details className="problems" open>
              <summary>Problems with the whole file, as npm run validate reports them</summary>
              <ul>
                {unplaced.map((p) => (
                  <li key={`${p.file}#${p.pointer} ${problemText(p)}`}>
                    <code>{p.pointer || '(whole file)'}</code>: {problemText(p)}
                  </li>
                ))}
              </ul>
            </details>
          )}
          {!formShown && <p role="status">Loading the form…</p>}
          {formShown && (
            <Form
              key={group.key}
              schema={group.schema as RJSFSchema}
              uiSchema={uiSchemaFor(group)}
              formData={slice(draft, group, groups)}
              validator={formValidator}
              extraErrors={errorTree(atFields, group.pointer) as never}
              formContext={context}
              widgets={widgets}
              fields={fields}
              templates={templates}
              experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' } }}
              showErrorList={false}
              noHtml5Validate
              onChange={(e) => setDraft((d) => merge(d, group, groups, e.formData))}
            />
          )}
        </main>
        <Preview
          id={id}
          config={result.problems.length ? undefined : result.config}
          checked={formShown}
          savedValid={brand.problems.length === 0}
          built={built}
        />
        <MonitoringPanel id={id} />
      </div>
    </div>
  );
}

/** Rebuild, its progress, and what came of it in words; `onBuilt` when a site was written (the preview shows it). */
function Rebuild({ id, onBuilt }: { id: string; onBuilt: () => void }) {
  const [status, setStatus] = useState<RebuildStatus & { error?: string }>();
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);
  const start = async () => {
    const r = await api.rebuild(id);
    setStatus(r.data);
    if (r.status !== 202) return;
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      void api.rebuildStatus(id).then((s) => {
        setStatus(s);
        if (s.state === 'running') return;
        clearInterval(timer.current);
        if (s.state !== 'failed') onBuilt();
      });
    }, 500);
  };
  const words = status?.error ?? status?.summary ?? (status?.state === 'running' ? 'Build running…' : undefined);
  return (
    <>
      <button type="button" onClick={() => void start()} disabled={status?.state === 'running'}>
        Rebuild
      </button>
      {status && (
        <div
          className={`rebuild rebuild--${status.error ? 'failed' : status.state}`}
          role={status.state === 'warning' || status.state === 'failed' ? 'alert' : 'status'}
        >
          {status.state === 'warning' && <strong>Warning: </strong>}
          {words}
          {status.lines?.length ? <pre>{status.lines.slice(-8).join('\n')}</pre> : null}
        </div>
      )}
    </>
  );
}
