import { useEffect, useState } from 'react';
import { loadRestOfLayouts } from '../../actions/flows/layouts';
import { apiErrorText } from '../../actions/report';
import { isApiError } from '../../api/errors';
import { useText } from '../../render/use-text';
import { StatusMessage } from '../pages/StatusMessage';

/**
 * A screen a first visit has not received yet (the page's own documents came first): asks for the
 * rest of the layouts at once and shows the screen when they arrive; a failure says why, with a retry.
 */
export function ComingScreen() {
  const text = useText();
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadRestOfLayouts().catch((error: unknown) => {
      if (current) setFailure(isApiError(error) ? apiErrorText(error) : 't:common_err_unknown');
    });
    return () => {
      current = false;
    };
  }, [attempt]);
  if (failure === null) {
    return (
      <section className="status-page" aria-busy="true">
        <p className="status-page__text">{text('t:common_loading')}</p>
      </section>
    );
  }
  return (
    <StatusMessage
      text={text(failure)}
      action={text('t:common_retry')}
      onAction={() => {
        setFailure(null);
        setAttempt((n) => n + 1);
      }}
    />
  );
}
