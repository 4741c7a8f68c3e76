// The calls of this area, re-exported one by one (src/contract/index.ts collects them).
export { opsOperatorCreate, opsOperators } from './operators';
export { opsRegisterSettings, opsRegisterSettingsChange } from './register-settings';
export { opsSession, opsSignIn, opsSignOut } from './session';
export { opsStatus, opsStatusChange } from './status';
export { opsTemplateParameters, opsTemplateParametersChange } from './template-parameters';
export { opsTestCaptcha, opsTestSlider, opsTestSms } from './test-hooks';
export { opsBundledTexts, opsTexts, opsTextsChange, opsTextsReplace } from './texts';
export { opsWhitelabel, opsWhitelabelChange } from './whitelabel';
