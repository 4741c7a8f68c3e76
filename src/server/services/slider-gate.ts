import type { ServerDeps } from '../deps';
import { fail } from '../http/reply';
import { spendSliderPass, type SliderPurpose } from '../security/slider';
import { isSwitchOn } from './merchant';

/** The whitelabel switch that asks for slider verification before SMS codes and registration. */
export const SLIDER_SWITCH = 'SLIDERVERF3';

export const SLIDER_REQUIRED = 'Please complete the slider verification';

/**
 * With the merchant's slider switch on, a request goes through only with a pass from a solved puzzle
 * not yet spent on this purpose; the refusal names the field so the app shows it on the slider.
 */
export async function requireSliderPass(deps: Pick<ServerDeps, 'store'>, merchantCode: string, token: string | undefined, purpose: SliderPurpose): Promise<void> {
  if (!(await isSwitchOn(deps.store.db, merchantCode, SLIDER_SWITCH))) return;
  if (!(await spendSliderPass(deps.store.db, token, purpose))) fail(400, 'slider.required', SLIDER_REQUIRED, { field: 'sliderToken' });
}
