import { formatLayout } from '../../engine/format-layout';
import { Compare } from './Compare';

export interface ConflictData {
  baseVersion: number;
  currentVersion: number;
  base: unknown;
  current: unknown;
  yours: unknown;
}

/** A refused publish: what the other operator changed and what this draft changes, from the same start. */
export function Conflict({ data, onTakeTheirs, onKeepMine }: { data: ConflictData; onTakeTheirs: () => void; onKeepMine: () => void }) {
  const base = formatLayout(data.base ?? {});
  return (
    <section className="studio-conflict" role="alert" aria-label="Publish conflict">
      <h2>Version {data.currentVersion} was published after version {data.baseVersion}, which this draft was made from</h2>
      <p>Nothing was overwritten. Their change, then yours, each against version {data.baseVersion}:</p>
      <Compare left={base} right={formatLayout(data.current ?? {})} leftLabel={`v${data.baseVersion}`} rightLabel={`v${data.currentVersion} (theirs)`} />
      <Compare left={base} right={formatLayout(data.yours)} leftLabel={`v${data.baseVersion}`} rightLabel="your draft" />
      <div className="row">
        <button type="button" onClick={onTakeTheirs}>Start again from v{data.currentVersion}</button>
        <button type="button" onClick={onKeepMine}>Keep my draft on top of v{data.currentVersion}</button>
      </div>
    </section>
  );
}
