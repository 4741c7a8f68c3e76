import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildContext } from '../../src/engine/build-context';
import { resolveTree } from '../../src/engine/resolve';
import { createWidgetLookup } from '../../src/render/registry';
import { createScreenStore } from '../../src/state/screen';
import { chipWidget } from '../../widgets/Chip';
import { gameTileWidget } from '../../widgets/GameTile';
import { searchFieldWidget } from '../../widgets/SearchField';
import { renderWidget } from './helpers';

const game = { nodeId: 7, gameName: 'Lotus', displayName: 'Lotus Deluxe', imageUrl: '/media/games/lotus.svg', vassalage: 'PG', gameType: 'RNG', isNew: true };

describe('GameTile', () => {
  it('reads the game from the list item: name, image, vendor icon, new badge and favourite from data.favIds', () => {
    const lookup = createWidgetLookup([gameTileWidget]);
    // A repeated template's locals (item, index) sit beside the context, as the resolver gives them.
    const ctx = Object.assign(buildContext({ data: { favIds: { items: [3, 7] } } }), { item: game, index: 0 });
    const { tree } = resolveTree({ type: 'GameTile' }, ctx, lookup, 'test', '/root');
    expect(tree?.props).toMatchObject({ name: 'Lotus Deluxe', image: '/media/games/lotus.svg', vendorIcon: '/media/vendors/PG.svg', isNew: true, favourite: true, showHeart: true });
    const lottery = resolveTree({ type: 'GameTile' }, Object.assign({ ...ctx }, { item: { ...game, gameType: 'ELOTT', nodeId: 9 } }), lookup, 'test', '/root').tree;
    expect(lottery?.props).toMatchObject({ favourite: false, showHeart: false });
  });

  it('raises press on the tile and favourite with the wanted state on the heart', () => {
    const { emit } = renderWidget(gameTileWidget, { name: 'Lotus', image: '/a.svg', favourite: false });
    fireEvent.click(screen.getByRole('button', { name: 'Lotus' }));
    expect(emit).toHaveBeenCalledWith('press');
    const heart = screen.getByRole('button', { pressed: false });
    fireEvent.click(heart);
    expect(emit).toHaveBeenCalledWith('favourite', { favourite: true });
  });

  it('shows the name on a placeholder when the image fails, and hides a vendor icon that fails', () => {
    const { container } = renderWidget(gameTileWidget, { name: 'Lotus', image: '/broken.svg', vendorIcon: '/v.svg', vendorName: 'PG' });
    fireEvent.error(container.querySelector('.wl-game__art > img') as HTMLImageElement);
    expect(container.querySelector('.wl-game__placeholder')?.textContent).toBe('Lotus');
    fireEvent.error(screen.getByRole('img', { name: 'PG' }));
    expect(screen.queryByRole('img', { name: 'PG' })).toBeNull();
  });

  it('has no heart for lottery games', () => {
    renderWidget(gameTileWidget, { name: 'Lucky 5', showHeart: false });
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});

describe('Chip', () => {
  it('is a toggle button announcing its selection, with its hint, raising press', () => {
    const { emit } = renderWidget(chipWidget, { label: 'PG Soft', hint: 30, selected: true });
    const chip = screen.getByRole('button', { name: /PG Soft/ });
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(chip.textContent).toContain('30');
    fireEvent.click(chip);
    expect(emit).toHaveBeenCalledWith('press');
  });

  it('brings the chosen chip into view in its strip after the frame that shows the choice, not inside it', async () => {
    const scrolled = vi.fn();
    const original = HTMLElement.prototype.scrollIntoView;
    HTMLElement.prototype.scrollIntoView = scrolled;
    try {
      renderWidget(chipWidget, { label: 'PG Soft', selected: true });
      expect(scrolled).not.toHaveBeenCalled();
      await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'nearest', inline: 'center' }));
    } finally {
      HTMLElement.prototype.scrollIntoView = original;
    }
  });

  it('hides a logo that fails to load and keeps the label', () => {
    const { container } = renderWidget(chipWidget, { label: 'EVO', image: '/media/vendors/EVO.svg', variant: 'card' });
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'EVO' })).toBeTruthy();
  });
});

describe('SearchField', () => {
  it('writes the form field while typing, searches trimmed text on Enter and on the icon, and clears', () => {
    const store = createScreenStore();
    const { emit } = renderWidget(searchFieldWidget, { name: 'name', label: 'Game name' }, { store });
    const box = screen.getByLabelText('Game name');
    fireEvent.change(box, { target: { value: '  lotus ' } });
    expect(store.form.value.name).toBe('  lotus ');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(emit).toHaveBeenCalledWith('search', { value: 'lotus', via: 'enter' });
    const [clear, search] = screen.getAllByRole('button');
    fireEvent.click(search);
    expect(emit).toHaveBeenCalledWith('search', { value: 'lotus', via: 'icon' });
    fireEvent.click(clear);
    expect(store.form.value.name).toBe('');
    expect(emit).toHaveBeenCalledWith('clear');
  });
});
