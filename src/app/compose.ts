import { widgetRegistry } from '../../widgets';
import { createDispatcher } from '../actions/dispatcher';
import { actionHandlers } from '../actions/registry';
import { createWidgetLookup } from '../render/registry';
import type { RenderEnv } from '../render/render-env';
import { contextFor } from '../state/context';
import { layouts } from '../state/platform';
import { screenComing } from './documents';
import { mountQueriesLazily } from './lazy-queries';

/**
 * The composition root: the one place that builds the widget registry and the dispatcher and
 * hands them, with the context and the layout documents, to the renderer. Nothing below the app
 * imports the registry or the dispatcher, so the layers point one way (app → render → engine).
 */
export const widgetLookup = createWidgetLookup(widgetRegistry);
export const dispatcher = createDispatcher(actionHandlers);

export const appEnv: Partial<RenderEnv> = {
  lookup: widgetLookup,
  runActions: dispatcher.runActions,
  contextFor,
  getDocument: (id) => layouts.value[id],
  screenComing,
  mountQueries: mountQueriesLazily,
};
