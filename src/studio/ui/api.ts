// The studio's calls to its server. Every call carries this page's token (from
// the page's meta tag); writes go as JSON from this origin, which the server checks.
import type { JsonSchema } from '../../config/brand-validator.ts';
import type { Problem } from '../../config/problems.ts';

const token = document.querySelector<HTMLMetaElement>('meta[name="lk-studio-token"]')?.content ?? '';

export interface BrandSummary {
  id: string;
  name: string;
  problems: number;
  languages: string[];
  registration: string[];
  preview: boolean;
}
export interface BrandFile {
  id: string;
  file: string;
  raw: Record<string, unknown> | null;
  files: string[];
  problems: Problem[];
  preview: boolean;
}
export interface RebuildStatus {
  id: string;
  /** 'warning': built without its content snapshot. */
  state: 'idle' | 'running' | 'done' | 'warning' | 'failed';
  lines: string[];
  /** What came of it, in words. */
  summary?: string;
}

/** A brand's last day of reports (server: services/monitoring-store.ts `lastDay`). */
export interface MonitoringDay {
  errorCount: number;
  errors: { source: string; message: string; route: string; lng: string; build: string; at: number }[];
  vitals: Record<'LCP' | 'INP' | 'CLS', { count: number; p75: number; good: number; needsImprovement: number; poor: number } | null>;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const response = await fetch(`/studio/api${path}`, {
    method,
    headers: { 'x-studio-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, data: (response.status === 204 ? null : await response.json()) as T };
}

export const api = {
  schemas: () => call<JsonSchema[]>('GET', '/schemas').then((r) => r.data),
  brands: () => call<BrandSummary[]>('GET', '/brands').then((r) => r.data),
  brand: (id: string) => call<BrandFile>('GET', `/brands/${encodeURIComponent(id)}`),
  save: (id: string, config: unknown) => call<{ saved?: string; error?: string; problems?: Problem[] }>('PUT', `/brands/${encodeURIComponent(id)}`, config),
  draft: (id: string, config: unknown) => call<null>('PUT', `/drafts/${encodeURIComponent(id)}`, config).catch(() => ({ status: 0, data: null })),
  create: (id: string, from: string, name: string) => call<{ id?: string; error?: string; problems?: Problem[] }>('POST', '/brands', { id, from, name }),
  rebuild: (id: string) => call<RebuildStatus & { error?: string }>('POST', `/brands/${encodeURIComponent(id)}/rebuild`, {}),
  uploadImage: async (id: string, kind: 'logo' | 'favicon', file: File) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return call<{ path?: string; removed?: string[]; error?: string }>('POST', `/brands/${encodeURIComponent(id)}/images/${kind}`, {
      type: file.type,
      data: btoa(binary),
    });
  },
  monitoring: (id: string) => call<{ day: MonitoringDay | null }>('GET', `/brands/${encodeURIComponent(id)}/monitoring`).then((r) => r.data.day),
  rebuildStatus: (id: string) => call<RebuildStatus>('GET', `/brands/${encodeURIComponent(id)}/rebuild`).then((r) => r.data),
};

/** Where a brand's preview runs: its built site on its own studio origin. */
export const previewUrl = (id: string, path: string, extra: Record<string, string> = {}) => {
  const url = new URL(`http://${id}.studio.localhost:${location.port}${path}`);
  for (const [k, v] of Object.entries(extra)) url.searchParams.set(k, v);
  return url.href;
};
