import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { template } from '../../state/platform';

/** First paint while the platform boots: the merchant's loading image (cached template), else a spinner. */
export function BootScreen() {
  useSignals();
  const [imageFailed, setImageFailed] = useState(false);
  const image = template.value?.parameters.loadingImage;
  return (
    <div className="boot-screen" aria-busy="true">
      {image && !imageFailed ? (
        <img className="boot-screen__image" src={image} alt="" onError={() => setImageFailed(true)} />
      ) : (
        <span className="spinner spinner--large" aria-hidden="true" />
      )}
    </div>
  );
}
