// /studio/: every brand with a live phone-size preview of its home, whether it
// is valid, its languages and its registration methods; and "New brand from…".
import { useEffect, useState } from 'react';
import { api, previewUrl, type BrandSummary } from './api.ts';

export function Gallery() {
  const [brands, setBrands] = useState<BrandSummary[]>();
  useEffect(() => void api.brands().then(setBrands), []);
  if (!brands) return <p role="status">Loading brands…</p>;
  return (
    <main className="gallery">
      <h1>Brands</h1>
      <ul className="cards">
        {brands.map((b) => (
          <li className="card" key={b.id} data-brand={b.id}>
            <div className="card__phone">
              {b.preview ? (
                <iframe title={`${b.name} home`} src={previewUrl(b.id, '/m/home', { 'lk-saved': '1' })} loading="lazy" tabIndex={-1} />
              ) : (
                <p>Not built yet: use Rebuild in the editor.</p>
              )}
            </div>
            <h2>
              <a href={`/studio/${b.id}/`}>{b.name}</a>
            </h2>
            <dl>
              <dt>Status</dt>
              <dd className={b.problems ? 'status--bad' : 'status--ok'}>{b.problems ? `${b.problems} problem${b.problems === 1 ? '' : 's'}` : 'Valid'}</dd>
              <dt>Languages</dt>
              <dd>{b.languages.join(', ') || '—'}</dd>
              <dt>Registration</dt>
              <dd>{b.registration.join(', ') || '—'}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <NewBrand brands={brands} />
    </main>
  );
}

function NewBrand({ brands }: { brands: BrandSummary[] }) {
  const [from, setFrom] = useState(brands[0]?.id ?? '');
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const create = async (e: React.FormEvent) => {
    e.preventDefault();
    const r = await api.create(id, from, name);
    if (r.status === 201) location.assign(`/studio/${id}/`);
    else setError(r.data.error ?? `Not created (${r.status}).`);
  };
  return (
    <form className="new-brand" aria-labelledby="new-brand-title" onSubmit={(e) => void create(e)}>
      <h2 id="new-brand-title">New brand from…</h2>
      <label>
        Copy of{' '}
        <select value={from} onChange={(e) => setFrom(e.target.value)}>
          {brands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name} ({b.id})
            </option>
          ))}
        </select>
      </label>
      <label>
        Id{' '}
        <input
          value={id}
          onChange={(e) => setId(e.target.value)}
          required
          pattern="[a-z0-9](?:[a-z0-9\-]{0,30}[a-z0-9])?"
          aria-describedby="new-brand-id-help"
        />
      </label>
      <span id="new-brand-id-help" className="help">
        Lower-case letters, digits and dashes; it becomes dist/&lt;id&gt;/.
      </span>
      <label>
        Name <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <button type="submit">Create</button>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}
