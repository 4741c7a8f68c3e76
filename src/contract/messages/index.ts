// The calls of this area, re-exported one by one (src/contract/index.ts collects them).
export { chatLaunch, chatUnread, liveModels } from './chat';
export { inbox, inboxRead, inboxUnread } from './inbox';
export { serviceVersions } from './service-versions';
