/**
 * The views of the lobby and game lists (game tiles, chips and vendor cards, the search box): one
 * chunk, fetched by the screens that show games and early while the app boots for such a page.
 */
export { GameTileView } from '../GameTile/GameTileView';
export { ChipView } from '../Chip/ChipView';
export { SearchFieldView } from '../SearchField/SearchFieldView';
