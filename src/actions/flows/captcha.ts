import { getCaptcha } from '../../api/endpoints/captcha';
import { setFieldErrors, setFormValue, setScreenState, type ScreenStore } from '../../state/screen';

/** Screen state keys the Captcha widget reads. */
export const CAPTCHA_IMAGE = 'captchaImage';
export const CAPTCHA_ID = 'captchaId';
/** Form field holding the typed answer. */
export const CAPTCHA_FIELD = 'captcha';

/**
 * Loads a new captcha image into the screen and clears the typed answer (it was for the old one)
 * and its error (a complaint about an answer no longer there would only confuse).
 */
export async function refreshCaptcha(screen: ScreenStore): Promise<void> {
  setFormValue(screen, CAPTCHA_FIELD, '');
  setFieldErrors(screen, { [CAPTCHA_FIELD]: null });
  try {
    const { captchaId, image } = await getCaptcha();
    setScreenState(screen, { [CAPTCHA_IMAGE]: image, [CAPTCHA_ID]: captchaId });
  } catch (error) {
    // The old image's answer is spent: show none (the widget offers tap-to-retry) rather than a stale one.
    setScreenState(screen, { [CAPTCHA_IMAGE]: '', [CAPTCHA_ID]: '' });
    throw error;
  }
}
