import { useMemo, useState } from 'react';
import type { DocumentEntry } from '../types';

const KIND_ORDER = ['screen', 'fragment', 'routes', 'chrome', 'actions', 'templates', 'texts'];

/** Every document of the merchant, searchable by id or title, grouped by kind, with version and draft. */
export function DocumentList({ list, selected, onSelect }: { list: DocumentEntry[]; selected: string | null; onSelect: (id: string) => void }) {
  const [search, setSearch] = useState('');
  const groups = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const shown = list.filter((d) => !needle || d.id.toLowerCase().includes(needle) || d.title.toLowerCase().includes(needle));
    const kinds = [...new Set(shown.map((d) => d.kind))].sort((a, b) => (KIND_ORDER.indexOf(a) + 99) % 99 - (KIND_ORDER.indexOf(b) + 99) % 99);
    return kinds.map((kind) => ({ kind, docs: shown.filter((d) => d.kind === kind) }));
  }, [list, search]);

  return (
    <nav className="studio-docs" aria-label="Documents">
      <input type="search" placeholder="Search documents" aria-label="Search documents" value={search} onChange={(e) => setSearch(e.target.value)} />
      {groups.length === 0 && <p className="muted">No document matches “{search}”.</p>}
      {groups.map(({ kind, docs }) => (
        <section key={kind}>
          <h2>{kind}</h2>
          <ul>
            {docs.map((d) => (
              <li key={d.id}>
                <button type="button" aria-current={d.id === selected ? 'true' : undefined} onClick={() => onSelect(d.id)} title={d.title}>
                  <span className="doc-id">{d.id}</span>
                  <span className="doc-meta">
                    {d.version ? `v${d.version}` : 'default'}
                    {d.draft && <span className="draft-badge" title={`Draft by ${d.draft.updatedBy}`}>draft</span>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
