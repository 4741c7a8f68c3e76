// The calls of this area, re-exported one by one (src/contract/index.ts collects them).
export { affiliateCheck, affiliateLink } from './affiliate';
export { bankCardAdd, bankCards } from './bank-card';
export { checkUsername } from './check-username';
export { fundsConsolidated } from './funds-consolidated';
export { headIcon, headIconSet, headIconUpload } from './icon';
export { memberInfo } from './info';
export { passwordByPhone, passwordChange, passwordEmail, passwordReset } from './passwords';
export { hasWithdrawalPassword, paymentPasswordReset, paymentPasswordSet } from './payment-password';
export { emailSet, nicknameSet, payeeNameSet } from './profile-fields';
export { rankProgress } from './rank-progress';
export { register, registerMobile } from './register';
export { mySecurityQuestions, mySecurityQuestionsSet, securityConfig, securityQuestions } from './security';
export { trialUser } from './trial-user';
