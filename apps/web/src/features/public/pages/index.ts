// The public pages besides the landing page: one chunk, loaded on the first visit to any of them.
export { AboutPage } from './about-page.tsx';
export { ApiPage } from './api-page.tsx';
export { ContactPage } from './contact-page.tsx';
export { DemoPage } from './demo-page.tsx';
export { EuAgendaPage } from './eu-agenda-page.tsx';
export { FaqPage } from './faq-page.tsx';
export { GreenDealPage } from './green-deal-page.tsx';
export { PrivacyPage } from './privacy-page.tsx';
export { TermsPage } from './terms-page.tsx';
