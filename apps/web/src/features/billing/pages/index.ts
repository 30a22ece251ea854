export { InvoicesPage } from './invoices-page.tsx';
export { SubscriptionPage } from './subscription-page.tsx';
