// The admin's Pagina's screens, one chunk (the public page, cms-page.tsx, loads on its own).
export { AdminPageEditPage } from './admin-page-edit-page.tsx';
export { AdminPagesPage } from './admin-pages-page.tsx';
