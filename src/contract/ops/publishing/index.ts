// The calls of this area, re-exported one by one (src/contract/index.ts collects them).
export { opsAnnouncementPublish, opsAnnouncementWithdraw } from './announcements';
export { opsAudit } from './audit';
export { opsDepositConfirm, opsDepositReject } from './deposits';
export { opsBundle, opsDocument, opsDocuments } from './documents';
export { opsDraftDelete, opsDraftPublish, opsDraftSave } from './drafts';
export { opsLayoutDelete, opsLayoutPublish, opsLayoutRollback, opsLayoutValidate, opsLayoutVersion, opsLayoutVersions } from './layouts';
export { opsMemberBalance, opsMemberChange, opsMemberCreate } from './members';
export { opsPreviewSession } from './preview-session';
