/** A page-sized message with one way on (a missing page, a screen that failed to arrive). */
export function StatusMessage({ text, action, onAction }: { text: string; action: string; onAction: () => void }) {
  return (
    <section className="status-page" role="alert">
      <p className="status-page__text">{text}</p>
      <button type="button" className="button button--primary" onClick={onAction}>
        {action}
      </button>
    </section>
  );
}
