/**
 * The form field views (login, registration, feedback, reward claims…): one chunk, fetched by the screens that show them (and early, while the app boots,
 * for the page being opened: src/app/preload-widgets.ts). Each widget's `load` takes its view from here.
 */
export { TextFieldView } from '../TextField/TextFieldView';
export { PasswordFieldView } from '../PasswordField/PasswordFieldView';
export { CodeFieldView } from '../CodeField/CodeFieldView';
export { CaptchaFieldView } from '../CaptchaField/CaptchaFieldView';
export { SliderFieldView } from '../SliderField/SliderFieldView';
export { CheckboxView } from '../Checkbox/CheckboxView';
export { DialingCodePickerView } from '../DialingCodePicker/DialingCodePickerView';
export { SelectView } from '../Select/SelectView';
export { TextareaView } from '../Textarea/TextareaView';
export { DatePickerView } from '../DatePicker/DatePickerView';
export { ImagePickerView } from '../ImagePicker/ImagePickerView';
export { TabsView } from '../Tabs/TabsView';
export { SocialLoginView } from '../SocialLogin/SocialLoginView';
