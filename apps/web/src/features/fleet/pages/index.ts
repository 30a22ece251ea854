export { FleetAuditPage } from './audit-page.tsx';
export { EmployerPrivacyPage } from './employer-privacy-page.tsx';
export { InvitationPage } from './invitation-page.tsx';
export { FleetMembersPage } from './members-page.tsx';
export { NewOrgPage } from './new-org-page.tsx';
export { FleetSettingsPage } from './settings-page.tsx';
