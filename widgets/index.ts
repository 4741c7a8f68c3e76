import type { WidgetDefinition } from '../src/render/widget';
import { authButtonsWidget } from './AuthButtons';
import { badgeWidget } from './Badge';
import { balanceWidget } from './Balance';
import { buttonWidget } from './Button';
import { captchaFieldWidget } from './CaptchaField';
import { sliderFieldWidget } from './SliderField';
import { cardWidget } from './Card';
import { checkboxWidget } from './Checkbox';
import { codeFieldWidget } from './CodeField';
import { dialingCodePickerWidget } from './DialingCodePicker';
import { dividerWidget } from './Divider';
import { drawerWidget } from './Drawer';
import { formWidget } from './Form';
import { iconWidget } from './Icon';
import { imageWidget } from './Image';
import { includeWidget } from './Include';
import { languageListWidget } from './LanguageList';
import { linkWidget } from './Link';
import { logoWidget } from './Logo';
import { memberBadgeWidget } from './MemberBadge';
import { menuItemWidget } from './MenuItem';
import { menuListWidget } from './MenuList';
import { panelToggleWidget } from './PanelToggle';
import { passwordFieldWidget } from './PasswordField';
import { socialLoginWidget } from './SocialLogin';
import { spacerWidget } from './Spacer';
import { stackWidget } from './Stack';
import { tabsWidget } from './Tabs';
import { textWidget } from './Text';
import { textFieldWidget } from './TextField';
import { vipProgressWidget } from './VipProgress';
import { collectionWidget } from './Collection';
import { chipWidget } from './Chip';
import { gameTileWidget } from './GameTile';
import { searchFieldWidget } from './SearchField';
import { datePickerWidget } from './DatePicker';
import { disclosureWidget } from './Disclosure';
import { htmlWidget } from './Html';
import { pageTitleWidget } from './PageTitle';
import { imagePickerWidget } from './ImagePicker';
import { selectWidget } from './Select';
import { textareaWidget } from './Textarea';
import { countdownWidget } from './Countdown';
import { fallingItemsWidget } from './FallingItems';
import { queryStateWidget } from './QueryState';


/** Every widget a layout may use, one line each; the node `type` is the definition's `type`. */
export const widgetRegistry: WidgetDefinition<any>[] = [
  stackWidget,
  cardWidget,
  textWidget,
  imageWidget,
  iconWidget,
  buttonWidget,
  linkWidget,
  formWidget,
  tabsWidget,
  textFieldWidget,
  passwordFieldWidget,
  codeFieldWidget,
  captchaFieldWidget,
  sliderFieldWidget,
  checkboxWidget,
  dialingCodePickerWidget,
  socialLoginWidget,
  logoWidget,
  authButtonsWidget,
  memberBadgeWidget,
  panelToggleWidget,
  drawerWidget,
  menuListWidget,
  menuItemWidget,
  languageListWidget,
  balanceWidget,
  vipProgressWidget,
  dividerWidget,
  spacerWidget,
  badgeWidget,
  includeWidget,
  collectionWidget,
  queryStateWidget,
  gameTileWidget,
  chipWidget,
  searchFieldWidget,
  disclosureWidget,
  htmlWidget,
  textareaWidget,
  selectWidget,
  datePickerWidget,
  imagePickerWidget,
  pageTitleWidget,
  countdownWidget,
  fallingItemsWidget,
];
