export { PaymentReturnPage } from './payment-return-page.tsx';
export { SandboxPaymentPage } from './sandbox-payment-page.tsx';
