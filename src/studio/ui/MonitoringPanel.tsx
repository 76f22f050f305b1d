// The brand's last day as its players' browsers reported it (the brand's
// `monitoring.endpoint` on the reference platform): how many errors, the newest
// ones, and each Web Vital's 75th percentile with its good / needs improvement /
// poor counts. Empty for a brand whose monitoring.endpoint is off or points elsewhere.
import { useCallback, useEffect, useState } from 'react';
import { api, type MonitoringDay } from './api.ts';

const UNITS = { LCP: ' ms', INP: ' ms', CLS: '' } as const;

export function MonitoringPanel({ id }: { id: string }) {
  const [day, setDay] = useState<MonitoringDay | null>();
  const load = useCallback(() => void api.monitoring(id).then(setDay), [id]);
  useEffect(load, [load]);
  return (
    <section className="monitoring" aria-labelledby="monitoring-title">
      <h2 id="monitoring-title">Players' last 24 hours</h2>
      {day === undefined ? (
        <p role="status">Loading…</p>
      ) : day === null ? (
        <p>This platform does not serve the brand yet (it is new, or invalid).</p>
      ) : (
        <>
          <table>
            <caption>Web Vitals (75th percentile)</caption>
            <thead>
              <tr>
                <th scope="col">metric</th>
                <th scope="col">p75</th>
                <th scope="col">good / needs improvement / poor</th>
              </tr>
            </thead>
            <tbody>
              {(['LCP', 'INP', 'CLS'] as const).map((name) => {
                const v = day.vitals[name];
                return (
                  <tr key={name}>
                    <th scope="row">{name}</th>
                    <td>{v ? `${name === 'CLS' ? v.p75.toFixed(3) : Math.round(v.p75)}${UNITS[name]}` : '–'}</td>
                    <td>{v ? `${v.good} / ${v.needsImprovement} / ${v.poor}` : 'no reports'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p>
            {day.errorCount} error{day.errorCount === 1 ? '' : 's'}
            {day.errorCount > day.errors.length ? ` (the newest ${day.errors.length} below)` : ''}
          </p>
          <ul className="monitoring__errors">
            {day.errors.map((e) => (
              <li key={`${e.at} ${e.source} ${e.route} ${e.message}`}>
                <code>{e.source}</code> on <code>{e.route}</code> ({e.lng}, build {e.build || '–'}): {e.message}
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" onClick={load}>
        Refresh
      </button>
    </section>
  );
}
