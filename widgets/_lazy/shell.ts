/**
 * The views of the header, the panels and the member blocks: one chunk, fetched while the app
 * boots (src/app/preload-widgets.ts), so the first screen's own script stays small.
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
