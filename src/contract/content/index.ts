// The calls of this area, re-exported one by one (src/contract/index.ts collects them).
export { announcementRead, announcements, notices, popularAnnouncements } from './announcements';
export { feedback, feedbackPut, feedbackTypes } from './feedback';
export { promotionCategories, promotionDetail, promotionRewardRequest, promotionSignUp, promotions } from './promotions';
export { helpCenter, logoVisibility, opsLogoVisibility } from './site';
