import { getSliderPuzzle } from '../../api/endpoints/verification/slider';
import { setFieldMessages, setFormValue, setScreenState, type ScreenStore } from '../../state/screen';

/** Screen state key the SliderField widget reads the puzzle from. */
export const SLIDER_PUZZLE = 'slider';
/** Form field holding the pass of a solved puzzle (sent as the spec's slider-verification result). */
export const SLIDER_FIELD = 'sliderToken';

/** The pass the form holds, if the player solved a puzzle. */
export function sliderPass(screen: ScreenStore): string | undefined {
  const token = screen.form.value[SLIDER_FIELD];
  return typeof token === 'string' && token ? token : undefined;
}

/**
 * Loads a new puzzle and forgets any pass (it was spent or refused). A message on the slider (why
 * the last pass was refused) stays until the new puzzle is solved. On failure the old puzzle is gone
 * too (it may be spent): the widget shows a retry instead.
 */
export async function loadSlider(screen: ScreenStore): Promise<void> {
  setFormValue(screen, SLIDER_FIELD, '');
  setScreenState(screen, { [SLIDER_PUZZLE]: null });
  try {
    setScreenState(screen, { [SLIDER_PUZZLE]: await getSliderPuzzle() });
  } catch (error) {
    setFieldMessages(screen, { [SLIDER_FIELD]: 't:common_slider_load_failed' });
    throw error;
  }
}

/** Whether this screen shows a slider (its field is among the visible ones). */
export function hasSlider(screen: ScreenStore): boolean {
  return screen.fields.value.some((field) => field.name === SLIDER_FIELD);
}
