/**
 * The views every page shows one way or another: the header, panels and member blocks, lists and
 * content (collections, accordions, page titles, the language list) and the lobby's (game tiles,
 * chips, the search box). One chunk, fetched while the app boots for the page being opened
 * (src/app/preload-widgets.ts): on a phone over HTTP/1.1 each extra chunk (and its stylesheet)
 * waits in line behind the others. Form fields, operator HTML and the carousel stay apart.
 */
export { DrawerView } from '../Drawer/DrawerView';
export { MenuListView } from '../MenuList/MenuListView';
export { MenuItemView } from '../MenuItem/MenuItemView';
export { BalanceView } from '../Balance/BalanceView';
export { VipProgressView } from '../VipProgress/VipProgressView';
export { MemberBadgeView } from '../MemberBadge/MemberBadgeView';
export { AuthButtonsView } from '../AuthButtons/AuthButtonsView';
export { PanelToggleView } from '../PanelToggle/PanelToggleView';
export { BadgeView } from '../Badge/BadgeView';
export { LogoView } from '../Logo/LogoView';
export { CollectionView } from '../Collection/CollectionView';
export { DisclosureView } from '../Disclosure/DisclosureView';
export { PageTitleView } from '../PageTitle/PageTitleView';
export { LanguageListView } from '../LanguageList/LanguageListView';
export { GameTileView } from '../GameTile/GameTileView';
export { ChipView } from '../Chip/ChipView';
export { SearchFieldView } from '../SearchField/SearchFieldView';
export { QueryStateView } from '../QueryState/QueryStateView';
