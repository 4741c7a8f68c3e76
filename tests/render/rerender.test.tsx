import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineWidget, type WidgetViewProps } from '../../src/render/widget';
import { textFieldWidget } from '../../widgets/TextField';
import { renderDocument, screenDoc } from './helpers';

const renders: Record<string, number> = {};
const countedWidget = defineWidget<{ label: string }>({
  type: 'Counted',
  description: 'counts its renders',
  props: z.object({ label: z.string() }),
  acceptsChildren: true,
  view: ({ props, children }: WidgetViewProps<{ label: string }>) => {
    renders[props.label] = (renders[props.label] ?? 0) + 1;
    return <div data-testid={props.label}>{props.label}{children}</div>;
  },
});

describe('rendering that scales', () => {
  it('a keystroke re-renders the field and what reads it, not the rest of the document', () => {
    const siblings = Array.from({ length: 40 }, (_, i) => ({ type: 'Counted', props: { label: `static-${i}` } }));
    const doc = screenDoc({
      type: 'Counted',
      props: { label: 'root' },
      children: [
        ...siblings,
        { type: 'TextField', props: { name: 'nickname', label: 'Nickname' } },
        { type: 'Counted', props: { label: { $: { cat: ['echo:', { var: 'form.nickname' }] } } } },
      ],
    });
    renderDocument(doc, { widgets: [countedWidget, textFieldWidget] });
    const before = { ...renders };
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'Ann' } });
    expect(screen.getByTestId('echo:Ann')).toBeTruthy();
    const rerendered = Object.keys(renders).filter((label) => renders[label] !== before[label]);
    // The node whose binding changed, and its ancestors (their child list changed); no sibling.
    expect(rerendered.sort()).toEqual(['echo:Ann', 'root']);
  });
});
