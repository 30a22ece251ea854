export { CheckoutDemoPage } from './checkout-demo-page.tsx';
export { CheckoutCancelPage, CheckoutSuccessPage } from './checkout-result-pages.tsx';
export { TransactionsPage } from './transactions-page.tsx';
