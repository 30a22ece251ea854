export { BrandingPage } from './branding-page.tsx';
