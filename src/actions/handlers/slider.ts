import { z } from 'zod/mini';
import { checkSliderPuzzle } from '../../api/endpoints/verification/slider-check';
import { isApiError } from '../../api/errors';
import { setFieldErrors, setFieldMessages, setFormValue } from '../../state/screen';
import { focusField } from '../browser';
import { loadSlider, SLIDER_FIELD, SLIDER_PUZZLE } from '../flows/slider';
import { actionSchema } from '../params';
import { apiErrorText } from '../report';
import { defineAction } from '../types';

export const sliderLoadAction = defineAction({
  name: 'slider.load',
  description:
    'Load a new slider puzzle into state.slider and clear form.sliderToken (a pass is spent by the request it went with); ' +
    'a message on the slider (why the last pass was refused) stays until the new puzzle is solved.',
  params: actionSchema('slider.load', {}),
  run: (_action, scope) => loadSlider(scope.screen),
});

export const sliderCheckAction = defineAction({
  name: 'slider.check',
  description:
    'Send where the player dropped the slider piece (event.value, picture pixels) for state.slider. Passed: the pass goes ' +
    'into form.sliderToken. Refused: the reason shows on the slider field and a new puzzle loads.',
  params: actionSchema('slider.check', {}),
  run: async (_action, scope) => {
    const { screen } = scope;
    const puzzle = screen.state.value[SLIDER_PUZZLE] as { sliderId?: unknown } | null | undefined;
    const sliderX = Number(scope.event?.value);
    if (typeof puzzle?.sliderId !== 'string' || !Number.isFinite(sliderX)) return 'stop';
    try {
      const { sliderToken } = await checkSliderPuzzle({ sliderId: puzzle.sliderId, sliderX: Math.max(0, sliderX) });
      setFormValue(screen, SLIDER_FIELD, sliderToken);
      setFieldErrors(screen, { [SLIDER_FIELD]: null });
    } catch (error) {
      if (!isApiError(error)) throw error;
      setFieldMessages(screen, { [SLIDER_FIELD]: apiErrorText(error) });
      await loadSlider(screen);
      focusField(SLIDER_FIELD);
      return 'stop';
    }
  },
});
