// What players' browsers reported (the monitoringReport call): errors and Web
// Vitals, kept per brand in node:sqlite, bounded so a noisy or hostile page
// cannot fill the disk: at most MONITORING_KEPT per brand and nothing older than
// MONITORING_KEPT_MS, the oldest going first. The studio reads a brand's last
// day (`lastDay`); `npm start` prints each error as it comes (`onError`).
import type { DatabaseSync } from 'node:sqlite';
import type { ErrorReport, MonitoringReportRequest, VitalReport } from '../../platform/generated/api.ts';

/** Reports kept per brand; the oldest go first. */
export const MONITORING_KEPT = 10_000;
/** How long a report is kept. */
export const MONITORING_KEPT_MS = 7 * 24 * 3600_000;
/** Batches one address may send per brand and minute (a page sends one every few seconds at most). */
export const MONITORING_BATCHES_PER_MINUTE = 30;
/** The studio's window. */
export const DAY_MS = 24 * 3600_000;
/** Errors the studio lists (the newest). */
const LISTED_ERRORS = 50;

export interface StoredError extends ErrorReport {
  build: string;
}

export interface VitalFigures {
  count: number;
  /** The 75th percentile, the figure Web Vitals are judged by. */
  p75: number;
  good: number;
  needsImprovement: number;
  poor: number;
}

export interface MonitoringDay {
  since: number;
  errorCount: number;
  /** The newest errors, newest first. */
  errors: StoredError[];
  vitals: Record<VitalReport['name'], VitalFigures | null>;
}

export class MonitoringStore {
  /** Called once per stored error (npm start prints it). */
  onError: ((merchant: string, error: StoredError) => void) | undefined;
  private readonly db: DatabaseSync;
  private readonly now: () => number;

  constructor(db: DatabaseSync, now: () => number) {
    this.db = db;
    this.now = now;
  }

  /** Stores a batch; returns how many reports were kept. */
  store(merchant: string, ip: string, batch: MonitoringReportRequest): number {
    const at = this.now();
    const insert = this.db.prepare(
      'INSERT INTO monitoring_reports (merchant, kind, name, message, detail, route, lng, build, ip, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.db.exec('BEGIN');
    try {
      for (const e of batch.errors) {
        const detail = JSON.stringify({ stack: e.stack ?? '', component: e.component ?? '', at: e.at });
        insert.run(merchant, 'error', e.source, e.message, detail, e.route, e.lng, batch.build, ip, at);
      }
      for (const v of batch.vitals) {
        insert.run(
          merchant,
          'vital',
          v.name,
          v.attribution ?? '',
          JSON.stringify({ value: v.value, rating: v.rating, at: v.at }),
          v.route,
          v.lng,
          batch.build,
          ip,
          at,
        );
      }
      this.prune(merchant, at);
      this.db.exec('COMMIT');
    } catch (e) {
      this.db.exec('ROLLBACK');
      throw e;
    }
    for (const e of batch.errors) this.onError?.(merchant, { ...e, build: batch.build });
    return batch.errors.length + batch.vitals.length;
  }

  /** A brand's last day: its error count, newest errors and each vital's figures. */
  lastDay(merchant: string): MonitoringDay {
    const since = this.now() - DAY_MS;
    const { n } = this.db
      .prepare("SELECT COUNT(*) AS n FROM monitoring_reports WHERE merchant = ? AND kind = 'error' AND received_at >= ?")
      .get(merchant, since) as { n: number };
    const rows = this.db
      .prepare(
        "SELECT name, message, detail, route, lng, build FROM monitoring_reports WHERE merchant = ? AND kind = 'error' AND received_at >= ? ORDER BY id DESC LIMIT ?",
      )
      .all(merchant, since, LISTED_ERRORS) as { name: string; message: string; detail: string; route: string; lng: string; build: string }[];
    const errors = rows.map((r) => {
      const d = JSON.parse(r.detail) as { stack: string; component: string; at: number };
      return {
        source: r.name as StoredError['source'],
        message: r.message,
        stack: d.stack,
        component: d.component,
        route: r.route,
        lng: r.lng,
        at: d.at,
        build: r.build,
      };
    });
    const vitals = { LCP: null, INP: null, CLS: null } as MonitoringDay['vitals'];
    for (const name of Object.keys(vitals) as VitalReport['name'][]) {
      const values = (
        this.db
          .prepare("SELECT detail FROM monitoring_reports WHERE merchant = ? AND kind = 'vital' AND name = ? AND received_at >= ?")
          .all(merchant, name, since) as { detail: string }[]
      ).map((r) => JSON.parse(r.detail) as { value: number; rating: VitalReport['rating'] });
      if (!values.length) continue;
      const sorted = values.map((v) => v.value).sort((a, b) => a - b);
      vitals[name] = {
        count: values.length,
        p75: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.75) - 1)]!,
        good: values.filter((v) => v.rating === 'good').length,
        needsImprovement: values.filter((v) => v.rating === 'needs-improvement').length,
        poor: values.filter((v) => v.rating === 'poor').length,
      };
    }
    return { since, errorCount: n, errors, vitals };
  }

  private prune(merchant: string, at: number): void {
    this.db.prepare('DELETE FROM monitoring_reports WHERE merchant = ? AND received_at < ?').run(merchant, at - MONITORING_KEPT_MS);
    this.db
      .prepare(
        'DELETE FROM monitoring_reports WHERE merchant = ? AND id <= (SELECT id FROM monitoring_reports WHERE merchant = ? ORDER BY id DESC LIMIT 1 OFFSET ?)',
      )
      .run(merchant, merchant, MONITORING_KEPT);
  }
}
