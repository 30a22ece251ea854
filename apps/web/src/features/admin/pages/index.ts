export { AdminHomePage } from './admin-home-page.tsx';
export { AdminStationsPage } from './stations-page.tsx';
export { AdminUsersPage } from './users-page.tsx';
